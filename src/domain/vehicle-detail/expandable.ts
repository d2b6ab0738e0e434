// Lists that show their first items with a toggle: Key Information shows the
// first 4 then "Show more"/"Show less"; the features list shows 8 then "Show All"/"Hide".

export const KEY_INFORMATION_VISIBLE = 4
export const FEATURES_VISIBLE = 8

export const KEY_INFORMATION_TOGGLE = { more: 'Show more', less: 'Show less' } as const
export const FEATURES_TOGGLE = { more: 'Show All', less: 'Hide' } as const

export interface Expandable<T> {
  shown: T[]
  /** Whether a toggle is offered at all: only when there is more than the limit. */
  toggles: boolean
  /** Items beyond the limit (0 when everything fits). */
  hiddenCount: number
}

export function expandable<T>(items: readonly T[], limit: number, expanded: boolean): Expandable<T> {
  const max = Math.max(0, Math.floor(limit))
  const toggles = items.length > max
  return { shown: expanded || !toggles ? [...items] : items.slice(0, max), toggles, hiddenCount: toggles ? items.length - max : 0 }
}

/**
 * The car's features: highlighted features first, then standard equipment, each once
 * (compared ignoring case and spacing), blanks and 'null' left out.
 */
export function featureList(car: { filtered_features?: readonly string[]; standardEquipment?: readonly string[] }): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of [...(car.filtered_features ?? []), ...(car.standardEquipment ?? [])]) {
    const text = raw.trim()
    const key = text.toLowerCase().replace(/\s+/g, ' ')
    if (text === '' || key === 'null' || seen.has(key)) continue
    seen.add(key)
    out.push(text)
  }
  return out
}
