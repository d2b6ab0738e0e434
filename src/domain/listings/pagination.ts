// Page links of a listing: always the first and last page, the current page with `padding`
// pages either side, and a gap marker where pages are left out. Pages are 1-based.

export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string }

export function pageItems(current: number, total: number, padding = 2): PageItem[] {
  if (total <= 1) return []
  const shown = new Set<number>([1, total])
  for (let p = current - padding; p <= current + padding; p++) if (p >= 1 && p <= total) shown.add(p)
  const pages = [...shown].sort((a, b) => a - b)
  const items: PageItem[] = []
  pages.forEach((page, i) => {
    const previous = pages[i - 1]
    if (previous !== undefined && page - previous === 2) items.push({ kind: 'page', page: page - 1, current: false })
    else if (previous !== undefined && page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` })
    items.push({ kind: 'page', page, current: page === current })
  })
  return items
}
