import { describe, expect, test } from 'vitest'
import { type ProtocolResult } from './protocol-error'
import { parseMultiQueryBody } from './request'
import {
  MAX_FACETS_PER_QUERY,
  MAX_FACETS_PER_REQUEST,
  MAX_FILTER_CONDITIONS_PER_QUERY,
  MAX_HITS_PER_QUERY,
  MAX_HITS_PER_REQUEST,
  MAX_JSON_DEPTH,
  MAX_QUERIES_PER_REQUEST,
  MAX_RESPONSE_BYTES,
  MAX_VALUES_PER_FACET,
  checkRequestLimits,
  checkResponseSize,
  facetCount,
} from './request-limits'

const INDEXES = ['cars', 'cars_latest']
/** The index configuration's facet count when this was written; the route passes the live one. */
const WILDCARD = 39

/** Parse, then the cross-query caps, as the search route does. */
function check(body: unknown): ProtocolResult<unknown> {
  const parsed = parseMultiQueryBody(body, INDEXES)
  return parsed.ok ? checkRequestLimits(parsed.value, { wildcardFacets: WILDCARD }) : parsed
}

const queries = (n: number, extra: Record<string, unknown> = {}) => ({
  requests: Array.from({ length: n }, () => ({ indexName: 'cars', ...extra })),
})
const names = (n: number, prefix = 'f') => Array.from({ length: n }, (_, i) => `${prefix}${i}`)
const nested = (levels: number): unknown => (levels === 0 ? 1 : [nested(levels - 1)])
const conditions = (n: number) => [names(Math.floor(n / 2)).map((v) => `make:${v}`), names(Math.ceil(n / 2)).map((v) => `model:${v}`)]

// One row per limit: the body exactly at the limit passes, one step over is a 400 whose message
// names the limit. Uncapped, 50 queries × hitsPerPage 1000 × facets ['*'] in one 29 KB body
// answered 53 MB.
describe.each<[string, number, unknown, unknown, string]>([
  [
    'MAX_QUERIES_PER_REQUEST',
    MAX_QUERIES_PER_REQUEST,
    queries(MAX_QUERIES_PER_REQUEST),
    queries(MAX_QUERIES_PER_REQUEST + 1),
    `at most ${MAX_QUERIES_PER_REQUEST} queries`,
  ],
  [
    'MAX_HITS_PER_QUERY (hitsPerPage)',
    MAX_HITS_PER_QUERY,
    queries(1, { hitsPerPage: MAX_HITS_PER_QUERY }),
    queries(1, { hitsPerPage: MAX_HITS_PER_QUERY + 1 }),
    `hitsPerPage must be a number between 0 and ${MAX_HITS_PER_QUERY}`,
  ],
  [
    'MAX_HITS_PER_QUERY (length)',
    MAX_HITS_PER_QUERY,
    queries(1, { offset: 0, length: MAX_HITS_PER_QUERY }),
    queries(1, { offset: 0, length: MAX_HITS_PER_QUERY + 1 }),
    `length must be a number between 0 and ${MAX_HITS_PER_QUERY}`,
  ],
  [
    'MAX_HITS_PER_REQUEST',
    MAX_HITS_PER_REQUEST,
    {
      requests: [
        { indexName: 'cars', hitsPerPage: MAX_HITS_PER_REQUEST / 2 },
        { indexName: 'cars', offset: 10, length: MAX_HITS_PER_REQUEST / 2 },
      ],
    },
    {
      requests: [
        { indexName: 'cars', hitsPerPage: MAX_HITS_PER_REQUEST / 2 },
        { indexName: 'cars', offset: 10, length: MAX_HITS_PER_REQUEST / 2 + 1 },
      ],
    },
    `ask for ${MAX_HITS_PER_REQUEST + 1} hits in total, at most ${MAX_HITS_PER_REQUEST} per request`,
  ],
  [
    'MAX_FACETS_PER_QUERY',
    MAX_FACETS_PER_QUERY,
    queries(1, { facets: names(MAX_FACETS_PER_QUERY) }),
    queries(1, { facets: names(MAX_FACETS_PER_QUERY + 1) }),
    `requests[0]: facets asks for ${MAX_FACETS_PER_QUERY + 1} facets`,
  ],
  [
    "MAX_FACETS_PER_QUERY ('*' counts as every facet)",
    MAX_FACETS_PER_QUERY,
    queries(1, { facets: ['*', ...names(MAX_FACETS_PER_QUERY - WILDCARD)] }),
    queries(1, { facets: ['*', ...names(MAX_FACETS_PER_QUERY - WILDCARD + 1)] }),
    `('*' counts as ${WILDCARD}), at most ${MAX_FACETS_PER_QUERY} per query`,
  ],
  [
    'MAX_FACETS_PER_REQUEST',
    MAX_FACETS_PER_REQUEST,
    {
      requests: [
        { indexName: 'cars', facets: names(MAX_FACETS_PER_REQUEST / 2) },
        { indexName: 'cars', facets: names(MAX_FACETS_PER_REQUEST / 2, 'g') },
      ],
    },
    {
      requests: [
        { indexName: 'cars', facets: names(MAX_FACETS_PER_REQUEST / 2) },
        { indexName: 'cars', facets: names(MAX_FACETS_PER_REQUEST / 2, 'g') },
        { indexName: 'cars', facets: ['make'] },
      ],
    },
    `ask for ${MAX_FACETS_PER_REQUEST + 1} facets in total`,
  ],
  [
    'MAX_VALUES_PER_FACET',
    MAX_VALUES_PER_FACET,
    queries(1, { maxValuesPerFacet: MAX_VALUES_PER_FACET }),
    queries(1, { maxValuesPerFacet: MAX_VALUES_PER_FACET + 1 }),
    `maxValuesPerFacet must be a number between 0 and ${MAX_VALUES_PER_FACET}`,
  ],
  [
    'MAX_FILTER_CONDITIONS_PER_QUERY',
    MAX_FILTER_CONDITIONS_PER_QUERY,
    queries(1, { facetFilters: conditions(MAX_FILTER_CONDITIONS_PER_QUERY) }),
    queries(1, { facetFilters: conditions(MAX_FILTER_CONDITIONS_PER_QUERY + 1) }),
    `the filters hold ${MAX_FILTER_CONDITIONS_PER_QUERY + 1} conditions, at most ${MAX_FILTER_CONDITIONS_PER_QUERY} per query`,
  ],
  // body {} → requests [] → request {} → userData: levels arrays
  [
    'MAX_JSON_DEPTH',
    MAX_JSON_DEPTH,
    queries(1, { userData: nested(MAX_JSON_DEPTH - 3) }),
    queries(1, { userData: nested(MAX_JSON_DEPTH - 2) }),
    `Request body nests deeper than ${MAX_JSON_DEPTH} levels`,
  ],
])('%s (%i)', (_name, _limit, atLimit, overLimit, message) => {
  test('a request at the limit is served', () => {
    expect(check(atLimit)).toMatchObject({ ok: true })
  })

  test('one over the limit is a 400 with a readable message', () => {
    const result = check(overLimit)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error.status).toBe(400)
    expect(!result.ok && result.error.message).toContain(message)
  })
})

describe('MAX_RESPONSE_BYTES', () => {
  test.each([
    [MAX_RESPONSE_BYTES, true],
    [MAX_RESPONSE_BYTES + 1, false],
  ])('%i bytes: served %s', (bytes, ok) => {
    const result = checkResponseSize(bytes)
    expect(result.ok).toBe(ok)
    if (!result.ok)
      expect(result.error).toMatchObject({
        status: 400,
        message: expect.stringMatching(/^The search answer would be 8\.0 MB, more than the 8 MB allowed; ask for fewer hits/),
      })
  })
})

describe('the real pages never reach a limit', () => {
  // bench/search.ts: the search page's hits query with its 17 facets and maxValuesPerFacet 1000,
  // plus one query per refined facet and one for the price slider.
  const FACETS = [
    'make',
    'make_model.lvl1',
    'car_type',
    'body',
    'price_range',
    'fuel',
    'transmission',
    'drive',
    'seats',
    'colour',
    'location_name',
    'state',
    'certified',
    'price',
    'km',
    'year',
    'subscription_price',
    'status',
  ]
  const refined = FACETS.slice(0, 17).map((f) => ({
    indexName: 'cars',
    hitsPerPage: 0,
    facets: [f],
    maxValuesPerFacet: 1000,
    facetFilters: [['make:Kia']],
  }))

  test('a search page with every filter refined', () => {
    const body = { requests: [{ indexName: 'cars', hitsPerPage: 21, page: 2, facets: FACETS, maxValuesPerFacet: 1000 }, ...refined] }
    expect(check(body)).toMatchObject({ ok: true })
  })

  test('50 queries × 1000 hits × every facet is refused', () => {
    expect(check(queries(50, { hitsPerPage: 1000, facets: ['*'] }))).toMatchObject({ ok: false, error: { status: 400 } })
    expect(check(queries(MAX_QUERIES_PER_REQUEST, { hitsPerPage: 1000, facets: ['*'] }))).toMatchObject({
      ok: false,
      error: { status: 400 },
    })
  })

  test('facetCount counts distinct names, with * as every facet', () => {
    expect(facetCount(['make', 'make', 'model'], WILDCARD)).toBe(2)
    expect(facetCount(['*', 'make'], WILDCARD)).toBe(WILDCARD + 1)
  })
})
