// Facet option rules: car types ordered new, demo, used; price labels sorted
// numerically with "Under" first; other options by count descending, then label. The
// certified facet hides "false" on certified-only tenants. Make lists collapse to the
// popular-make count, model lists stop at 30.

export interface FacetItem {
  label: string
  value: string
  count: number
}

const CAR_TYPE_ORDER = ['new', 'demo', 'used']
export const PRICE_LABEL_ATTRIBUTES = new Set(['price_range', 'weekly_price_range'])
/** Model list limited to 30. */
export const MODEL_LIST_LIMIT = 30

const byCountThenLabel = (a: FacetItem, b: FacetItem) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)

function rankIn(order: readonly string[], value: string): number {
  const i = order.indexOf(value.toLowerCase())
  return i === -1 ? order.length : i
}

/** The first number in a label ("$10,000 - $20,000" -> 10000); Under labels sort first. */
function priceLabelKey(label: string): number {
  if (/^\s*under\b/i.test(label)) return Number.NEGATIVE_INFINITY
  const match = label.replace(/,/g, '').match(/\d+(\.\d+)?/)
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY
}

export function orderFacetItems(attribute: string, items: readonly FacetItem[]): FacetItem[] {
  const sorted = [...items]
  if (attribute === 'car_type') {
    return sorted.sort((a, b) => rankIn(CAR_TYPE_ORDER, a.value) - rankIn(CAR_TYPE_ORDER, b.value) || byCountThenLabel(a, b))
  }
  if (PRICE_LABEL_ATTRIBUTES.has(attribute)) {
    return sorted.sort((a, b) => priceLabelKey(a.label) - priceLabelKey(b.label) || byCountThenLabel(a, b))
  }
  return sorted.sort(byCountThenLabel)
}

/** Tenants with the certified-only setting hide the value false. */
export function certifiedFacetItems(items: readonly FacetItem[], tenant: { features: { certifiedOnlyFacet: boolean } }): FacetItem[] {
  return tenant.features.certifiedOnlyFacet ? items.filter((i) => i.value.toLowerCase() !== 'false') : [...items]
}

/**
 * "Popular Makes" (most stock first) above "All Makes" (alphabetical,
 * shown after "Show all makes"). While collapsed, a refined make outside the popular few is
 * still listed, so a selection never disappears from view.
 */
export function makeLists(items: readonly FacetItem[], popularCount: number, expanded: boolean, refined: readonly string[] = []) {
  const byCount = [...items].sort(byCountThenLabel)
  const popular = byCount.slice(0, popularCount)
  const chosen = new Set(refined.map((r) => r.toLowerCase()))
  const pinned = expanded ? [] : byCount.slice(popularCount).filter((i) => chosen.has(i.value.toLowerCase()))
  const all = [...items].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
  return {
    popular: [...popular, ...pinned],
    all: expanded ? all : [],
    canExpand: items.length > popularCount,
    toggleLabel: expanded ? 'Hide extra makes' : 'Show all makes',
  }
}

export function modelList(items: readonly FacetItem[]): FacetItem[] {
  return [...items].sort(byCountThenLabel).slice(0, MODEL_LIST_LIMIT)
}
