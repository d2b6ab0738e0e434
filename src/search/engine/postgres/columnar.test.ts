import { describe, expect, test } from 'vitest'
import { type SearchRequest, parseFilters, parseMultiQueryBody } from '@/src/search/protocol'
import { INDEX_NAMES } from '@/src/search/index-config'
import { buildSnapshot, matchRows, searchSnapshot } from './columnar'
import { COLUMNS, columnValues, facetTexts } from './columns'
import { buildDictionary } from './dictionary'

// The differential test (tests/int/search-differential.test.ts) holds the snapshot to the SQL
// on thousands of random requests; these are the cases a random request rarely builds.
const cars = [
  { objectID: 'a1', make: 'Toyota', dealership_slug: 'north', price: 20000, custom_rank: 1, words: ['toyota', 'hilux'] },
  { objectID: 'a2', make: 'TOYOTA', dealership_slug: 'north', custom_rank: 3, words: ['toyota', 'camry'] },
  { objectID: 'b1', make: 'Kia', dealership_slug: 'south', price: 30000, custom_rank: 2, words: ['kia', 'hilltop'] },
  { objectID: 'b2', dealership_slug: 'south', price: 10000, words: ['hiace'] },
]

const texts = [...new Map(cars.flatMap((c) => facetTexts(c)).map((p) => [p.join('\u0000'), p])).values()]
// Codes far apart, as a real dictionary's are after many imports.
const dictionary = buildDictionary(texts.map(([attribute, value], k) => ({ id: 1000 * (k + 1), attribute, value })))
const snapshot = await buildSnapshot(
  cars.map((car) => {
    const values = columnValues(car, dictionary)
    return [...COLUMNS.map((c) => values[c.sql.slice(1, -1)] ?? null), car.objectID, car.words]
  }),
  dictionary,
  ['toyota', 'hilux', 'camry', 'kia', 'hiace'],
)

function request(params: Record<string, unknown>): SearchRequest {
  const parsed = parseMultiQueryBody({ requests: [{ indexName: 'cars', ...params }] }, INDEX_NAMES)
  if (!parsed.ok) throw new Error(parsed.error.message)
  return parsed.value[0] as SearchRequest
}

const ids = (params: Record<string, unknown>) => {
  const { rows } = matchRows(snapshot, request(params))
  return [...rows].map((i) => snapshot.ids[i]).sort()
}

describe('searching a column snapshot', () => {
  test.each<[string, string, string[]]>([
    ['facet values match every stored casing', 'make:toyota', ['a1', 'a2']],
    ['NOT keeps cars without the attribute', 'NOT make:Kia', ['a1', 'a2', 'b2']],
    ['!= never matches a car without the number', 'price != 20000', ['b1', 'b2']],
    ['a range includes both ends', 'price:10000 TO 20000', ['a1', 'b2']],
    ['OR over one attribute', 'make:kia OR make:toyota', ['a1', 'a2', 'b1']],
    ['a value nobody stocks', 'make:Lada', []],
  ])('%s', (_name, filters, expected) => {
    expect(parseFilters(filters).ok).toBe(true)
    expect(ids({ filters })).toEqual(expected)
  })

  test('a remembered run of conditions is not reused from a different set of dealerships', () => {
    expect(ids({ filters: 'price > 5000 AND dealership_slug:north' })).toEqual(['a1'])
    expect(ids({ filters: 'price > 5000 AND dealership_slug:south' })).toEqual(['b1', 'b2'])
    expect(ids({ filters: 'price > 5000 AND (dealership_slug:north OR dealership_slug:south)' })).toEqual(['a1', 'b1', 'b2'])
  })

  test('a query word matches word prefixes, and typos rank after exact matches', () => {
    expect(ids({ query: 'hil' })).toEqual(['a1', 'b1'])
    // "camri" is no word's prefix: it matches camry as a typo.
    const out = searchSnapshot(snapshot, request({ query: 'camri' }), { offset: 0, limit: 10 })
    expect(out.pageIds).toEqual(['a2'])
    expect(out.terms[0].typos).toContain('camry')
  })

  test('ranking: custom rank first, cars without one last, then the object id', () => {
    const out = searchSnapshot(snapshot, request({ hitsPerPage: 10 }), { offset: 0, limit: 10 })
    expect(out.pageIds).toEqual(['a2', 'b1', 'a1', 'b2'])
    expect(searchSnapshot(snapshot, request({}), { offset: 1, limit: 2 }).pageIds).toEqual(['b1', 'a1'])
  })

  test('counts and stats over the matched cars', () => {
    const out = searchSnapshot(snapshot, request({ facets: ['make', 'price'], filters: 'dealership_slug:south' }), { offset: 0, limit: 0 })
    expect(out.nbHits).toBe(2)
    expect(out.facets.make).toEqual({ Kia: 1 })
    expect(out.stats.price).toEqual({ min: 10000, max: 30000, sum: 40000, count: 2 })
  })
})
