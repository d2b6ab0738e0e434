// The ONE index configuration: searchable attributes, facets, replicas and ranking. The
// PostgreSQL engine builds its table, filters and ORDER BY from it, and the Algolia writer
// builds its settings from it, so both backends answer the same query the same way.

/** How an attribute is stored and filtered. 'strings' is a list of strings (facet on each). */
export type AttributeType = 'string' | 'strings' | 'number' | 'boolean'

/**
 * - 'searchable': a facet whose values can be searched (facetQuery), Algolia `searchable(x)`;
 * - 'facet': a facet (counts, and stats for numbers);
 * - 'range': a numeric facet answered with facets_stats only. Its values are nearly unique
 *   (prices, km), range sliders read only the stats, and counting every value would be the
 *   most expensive part of a search page. The response lists such a facet with no values
 *   (InstantSearch reads stats only for facets present in `facets`); Algolia also returns counts.
 * - 'filter': filter only, no counts (Algolia `filterOnly(x)` for strings; numbers are always
 *   filterable in Algolia).
 */
export type FacetKind = 'searchable' | 'facet' | 'range' | 'filter'

export interface AttributeDef {
  readonly type: AttributeType
  readonly facet: FacetKind
}

const s = (facet: FacetKind = 'facet'): AttributeDef => ({ type: 'string', facet })
const n = (facet: FacetKind = 'facet'): AttributeDef => ({ type: 'number', facet })
const b = (facet: FacetKind = 'facet'): AttributeDef => ({ type: 'boolean', facet })

/** Every attribute a filter or facet may name; others never match (documented engine rule). */
export const ATTRIBUTES = {
  make: s('searchable'),
  model: s('searchable'),
  badge: s('searchable'),
  series: s('searchable'),
  colour: s('searchable'),
  car_type: s(),
  status: s(),
  item_type: s(),
  tag: s('searchable'),
  simple_body: s(),
  simple_transmission: s(),
  simple_fuel: s(),
  simple_drive: s(),
  body: s(),
  transmission: s(),
  fuel: s(),
  drive: s(),
  city: s('searchable'),
  state: s(),
  location_name: s('searchable'),
  location_id: s('filter'),
  dealership_slug: s(),
  dealership_name: s('searchable'),
  price_range: s(),
  weekly_price_range: s(),
  'make_model.lvl0': s('searchable'),
  'make_model.lvl1': s('searchable'),
  stocknum: s('filter'),
  vin: s('filter'),
  categories: { type: 'strings', facet: 'searchable' },
  filtered_features: { type: 'strings', facet: 'searchable' },
  year: n(),
  price: n('range'),
  km: n('range'),
  subscription_price: n('range'),
  weekly_price: n('range'),
  seats: n(),
  doors: n(),
  engine_size_litres: n(),
  // A caravan's own specifications (feeds nest them under `caravan`): its filters on caravan sites.
  'caravan.sleeps': n(),
  'caravan.body_length': n('range'),
  'caravan.aggregate_trailer_mass': n('range'),
  'caravan.tare_weight': n('range'),
  created_at_timestamp: n('filter'),
  updated_at_timestamp: n('filter'),
  sold_date_timestamp: n('filter'),
  visible_until: n('filter'),
  custom_rank: n('filter'),
  views: n('filter'),
  photos_count: n('filter'),
  certified: b(),
  reserved: b(),
  sold: b(),
  show_on_dealer_website: b('filter'),
} as const satisfies Record<string, AttributeDef>

export type AttributeName = keyof typeof ATTRIBUTES

export type SortOrder = 'asc' | 'desc'

export interface SortKey {
  readonly attribute: AttributeName
  readonly order: SortOrder
}

export const PRIMARY_INDEX = 'cars'

/** Standard replicas: their sort key comes first, then the primary ranking. */
export const REPLICAS: Readonly<Record<string, SortKey>> = {
  cars_latest: { attribute: 'created_at_timestamp', order: 'desc' },
  cars_price_asc: { attribute: 'price', order: 'asc' },
  cars_price_desc: { attribute: 'price', order: 'desc' },
  cars_km_asc: { attribute: 'km', order: 'asc' },
  cars_subscription_price_asc: { attribute: 'subscription_price', order: 'asc' },
}

export const INDEX_NAMES: readonly string[] = [PRIMARY_INDEX, ...Object.keys(REPLICAS)]

export const INDEX_CONFIG = {
  /** The hosted index is sorted by custom_rank descending. */
  customRanking: [{ attribute: 'custom_rank', order: 'desc' }] as readonly SortKey[],
  /** Text search covers these; VINs and stock numbers match by prefix only. */
  searchableAttributes: ['make', 'model', 'badge', 'series', 'stocknum', 'vin'] as const,
  /** The typo vocabulary comes from these words only (DESIGN search notes). */
  typoAttributes: ['make', 'model', 'badge', 'series'] as const,
  /** Algolia's defaults: one typo from 4 letters, two from 8. */
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  paginationLimitedTo: 1000,
} as const

export function attributeDef(name: string): AttributeDef | undefined {
  return Object.hasOwn(ATTRIBUTES, name) ? ATTRIBUTES[name as AttributeName] : undefined
}

export const isFacet = (name: string): boolean => {
  const def = attributeDef(name)
  return def !== undefined && def.facet !== 'filter'
}

export const isSearchableFacet = (name: string): boolean => attributeDef(name)?.facet === 'searchable'

export const FACET_NAMES = (Object.keys(ATTRIBUTES) as AttributeName[]).filter(isFacet)

export const isRangeFacet = (name: string): boolean => attributeDef(name)?.facet === 'range'

/** The requested facets that exist, '*' meaning all, in request order without repeats. */
export function requestedFacets(facets: readonly string[]): AttributeName[] {
  const names = facets.includes('*') ? FACET_NAMES : facets
  return [...new Set(names)].filter(isFacet) as AttributeName[]
}

/**
 * Ranking, identical in both engines: the replica's sort key (records without it last), then
 * fewer typos, then custom ranking, then objectID as a stable tie-break.
 */
export function sortKeyFor(indexName: string): SortKey | null {
  return Object.hasOwn(REPLICAS, indexName) ? REPLICAS[indexName] : null
}
