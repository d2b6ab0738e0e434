// Sort options of the search page (most relevant, latest, highest and lowest price,
// lowest km, subscription price). Each option is an index (the primary or one of its replicas
// in src/search/index-config.ts); which options a site offers is a tenant setting.

export const SORT_OPTIONS = [
  { value: 'cars', label: 'Most relevant' },
  { value: 'cars_latest', label: 'Latest' },
  { value: 'cars_price_desc', label: 'Highest price' },
  { value: 'cars_price_asc', label: 'Lowest price' },
  { value: 'cars_km_asc', label: 'Lowest km' },
  { value: 'cars_subscription_price_asc', label: 'Lowest subscription price' },
] as const

export type SortIndex = (typeof SORT_OPTIONS)[number]['value']
export const SORT_INDEXES = SORT_OPTIONS.map((o) => o.value) as [SortIndex, ...SortIndex[]]
export const PRIMARY_INDEX: SortIndex = 'cars'

/** Everything but the subscription sort, which only subscription dealers switch on. */
export const DEFAULT_SORT_INDEXES: SortIndex[] = SORT_INDEXES.filter((i) => i !== 'cars_subscription_price_asc')

/**
 * The options a site shows, in the canonical order. The primary index is always first: it is
 * the page's default, so a site that unticks it still gets results sorted by relevance.
 */
export function siteSortOptions(enabled: readonly string[]): { value: SortIndex; label: string }[] {
  const on = new Set<string>([PRIMARY_INDEX, ...enabled])
  return SORT_OPTIONS.filter((o) => on.has(o.value)).map((o) => ({ value: o.value, label: o.label }))
}
