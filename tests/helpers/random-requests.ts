import type { Rng } from '@/src/demo/inventory'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { FACET_NAMES, INDEX_NAMES, isSearchableFacet } from '@/src/search/index-config'

/** InstantSearch-shaped random requests built from values that exist in the data. */
type Rec = Record<string, unknown>

const STRING_FACETS = [
  'make',
  'model',
  'badge',
  'series',
  'colour',
  'car_type',
  'status',
  'simple_body',
  'simple_fuel',
  'state',
  'city',
  'dealership_slug',
  'price_range',
  'make_model.lvl1',
  'tag',
  'location_name',
]

function valueOf(rec: Rec, attribute: string): string | null {
  const value = attribute.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Rec)[k] : undefined), rec)
  return typeof value === 'string' ? value : null
}

function randomCase(rng: Rng, text: string): string {
  return rng.weighted([
    [text, 6],
    [text.toUpperCase(), 2],
    [text.toLowerCase(), 2],
  ] as const)
}

function facetValue(rng: Rng, records: readonly Rec[]): string {
  for (let tries = 0; tries < 20; tries++) {
    const attribute = rng.pick(STRING_FACETS)
    const value = valueOf(rng.pick(records), attribute)
    if (value) return `${attribute}:${randomCase(rng, value)}`
  }
  return 'car_type:used'
}

function typo(rng: Rng, word: string): string {
  if (word.length < 5) return word
  const i = rng.int(1, word.length - 2)
  return rng.chance(0.5) ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word.slice(0, i) + word.slice(i + 1)
}

function query(rng: Rng, records: readonly Rec[]): string {
  const rec = rng.pick(records)
  const source = String(rec[rng.pick(['make', 'model', 'badge', 'series', 'stocknum', 'vin'])] ?? rec.make)
  const word = source.split(/\s+/)[0]
  return rng.weighted([
    ['', 8],
    [word, 3],
    [word.slice(0, rng.int(1, Math.max(1, word.length))), 4],
    [typo(rng, word.toLowerCase()), 4],
    [`${rec.make} ${String(rec.model).slice(0, 3)}`, 2],
    ['zzqx', 1],
  ] as const)
}

function facetFilters(rng: Rng, records: readonly Rec[]): (string | string[])[] {
  return Array.from({ length: rng.int(0, 3) }, () => {
    const kind = rng.int(0, 3)
    if (kind === 0) return [facetValue(rng, records), facetValue(rng, records)]
    if (kind === 1) return `-${facetValue(rng, records)}`
    if (kind === 2)
      return rng.pick(['certified:true', 'reserved:false', 'sold:false', 'year:2020', 'categories:Off Road', '-categories:Work Ready'])
    return facetValue(rng, records)
  })
}

function numericFilters(rng: Rng): string[] {
  const all = [
    'price>=20000',
    'price<35000',
    'year:2015 TO 2021',
    'km<=60000',
    'price!=0',
    'seats>=7',
    'subscription_price>0',
    'weekly_price<200',
    'created_at_timestamp>1770000000',
    'visible_until>=1773360000',
  ]
  return all.filter(() => rng.chance(0.15))
}

function filtersString(rng: Rng, records: readonly Rec[]): string | undefined {
  const pick = () => facetValue(rng, records).replace(/:(.*)$/, (_m, v: string) => `:"${v.replace(/"/g, '\\"')}"`)
  return rng.weighted([
    [undefined, 6],
    [`(${pick()} OR ${pick()}) AND NOT ${pick()}`, 2],
    [`NOT ${pick()} AND price > 15000`, 1],
    [`${pick()} AND (year >= 2019 OR km < 10000)`, 1],
    ['certified:true OR reserved:true', 1],
    ['NOT badge:GX AND NOT tag:"Runout Sale"', 1],
    ['price:10000 TO 40000 AND NOT status:sold', 1],
  ] as const)
}

export function randomRequest(rng: Rng, records: readonly Rec[] | readonly SearchRecord[]): Record<string, unknown> {
  const recs = records as readonly Rec[]
  if (rng.chance(0.1)) {
    const facet = rng.pick(FACET_NAMES.filter(isSearchableFacet))
    const sample = valueOf(rng.pick(recs), facet) ?? ''
    return {
      indexName: 'cars',
      type: 'facet',
      facet,
      facetQuery: sample.slice(0, rng.int(0, 3)),
      query: rng.chance(0.2) ? query(rng, recs) : '',
      facetFilters: facetFilters(rng, recs),
      maxFacetHits: rng.pick([5, 10, 100]),
    }
  }
  const facets = rng.chance(0.1) ? ['*'] : FACET_NAMES.filter(() => rng.chance(0.3))
  return {
    indexName: rng.pick(INDEX_NAMES),
    query: query(rng, recs),
    page: rng.weighted([
      [0, 6],
      [1, 2],
      [3, 1],
      [50, 1],
    ] as const),
    hitsPerPage: rng.pick([0, 5, 21, 50]),
    facets,
    maxValuesPerFacet: rng.pick([5, 20, 100]),
    ...(rng.chance(0.6) ? { facetFilters: facetFilters(rng, recs) } : {}),
    ...(rng.chance(0.4) ? { numericFilters: numericFilters(rng) } : {}),
    ...(rng.chance(0.4) ? { filters: filtersString(rng, recs) } : {}),
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
  }
}
