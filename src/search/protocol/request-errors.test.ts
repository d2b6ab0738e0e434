import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseFacetQueryBody, parseIndexQueryBody, parseJsonBody, parseMultiQueryBody } from './request'
import { MAX_QUERIES_PER_REQUEST } from './request-limits'

const INDEXES = ['cars', 'cars_latest', 'cars_price_asc', 'cars_price_desc', 'cars_km_asc', 'cars_subscription_price_asc']

describe('errors are 4xx values with readable messages', () => {
  const one = (request: Record<string, unknown>) => parseMultiQueryBody({ requests: [{ indexName: 'cars', ...request }] }, INDEXES)

  test.each<[string, Record<string, unknown>, string, string]>([
    ['hitsPerPage too big', { hitsPerPage: 1001 }, 'invalid_params', 'requests[0]: hitsPerPage must be a number between 0 and 1000'],
    ['hitsPerPage negative', { hitsPerPage: -1 }, 'invalid_params', 'requests[0]: hitsPerPage must be a number between 0 and 1000'],
    ['hitsPerPage fractional', { hitsPerPage: 2.5 }, 'invalid_params', 'requests[0]: hitsPerPage must be a number between 0 and 1000'],
    ['hitsPerPage as text (v5)', { hitsPerPage: '20' }, 'invalid_params', 'requests[0]: hitsPerPage must be a number between 0 and 1000'],
    ['page not a number (v4)', { params: 'page=two' }, 'invalid_params', 'requests[0]: page must be a number between 0 and 1000'],
    ['analytics not a boolean (v4)', { params: 'analytics=yes' }, 'invalid_params', 'requests[0]: analytics must be true or false'],
    ['facets of the wrong type', { facets: 3 }, 'invalid_params', 'requests[0]: facets must be a string or an array of strings'],
    [
      'facetFilters of the wrong type',
      { facetFilters: [1] },
      'invalid_params',
      'requests[0]: facetFilters must be a string or an array of strings and arrays of strings',
    ],
    [
      'maxFacetHits too big',
      { type: 'facet', facet: 'make', maxFacetHits: 101 },
      'invalid_params',
      'requests[0]: maxFacetHits must be a number between 1 and 100',
    ],
    [
      'facet request without a facet',
      { type: 'facet', facetQuery: 'toy' },
      'invalid_params',
      'requests[0]: facet must be a non-empty string',
    ],
    ['unknown request type', { type: 'recommend' }, 'invalid_params', "requests[0]: type must be 'default' or 'facet'"],
    ['query too long', { query: 'x'.repeat(513) }, 'invalid_params', 'requests[0]: query must be at most 512 characters long'],
    [
      'bad filters',
      { filters: 'make:Toyota)' },
      'invalid_filter',
      "requests[0]: filters: Unexpected token ')' at position 11; expected AND, OR or end of filter",
    ],
    [
      'bad facetFilters',
      { facetFilters: ['Toyota'] },
      'invalid_filter',
      "requests[0]: facetFilters: 'Toyota' is not of the form attribute:value",
    ],
    [
      'bad numericFilters',
      { numericFilters: ['price>cheap'] },
      'invalid_filter',
      "requests[0]: numericFilters: 'price>cheap' is not of the form attribute<op>number or attribute:lower TO upper",
    ],
  ])('%s', (_name, request, kind, message) => {
    expect(one(request)).toEqual({ ok: false, error: { kind, status: 400, message } })
  })

  test('an index outside the allowed list is a 404 like Algolia', () => {
    expect(one({ indexName: 'Car_production' })).toEqual({
      ok: false,
      error: { kind: 'unknown_index', status: 404, message: 'requests[0]: Index Car_production does not exist' },
    })
  })

  test('the first bad entry is named by its position', () => {
    const result = parseMultiQueryBody({ requests: [{ indexName: 'cars' }, { indexName: 'cars', page: -1 }] }, INDEXES)
    expect(!result.ok && result.error.message).toBe('requests[1]: page must be a number between 0 and 1000')
  })

  const notAList = `requests must be a non-empty array of at most ${MAX_QUERIES_PER_REQUEST} queries`
  test.each<[string, unknown, string]>([
    ['no requests', {}, notAList],
    ['empty requests', { requests: [] }, notAList],
    ['too many requests', { requests: Array.from({ length: MAX_QUERIES_PER_REQUEST + 1 }, () => ({ indexName: 'cars' })) }, notAList],
    ['not an object', 'requests', notAList],
    ['entry not an object', { requests: ['cars'] }, 'requests[0]: Each request must be an object'],
    ['missing indexName', { requests: [{ query: 'x' }] }, 'requests[0]: indexName must be a non-empty string'],
  ])('body: %s', (_name, body, message) => {
    const result = parseMultiQueryBody(body, INDEXES)
    expect(!result.ok && result.error.message).toBe(message)
  })

  // Unchecked, these would throw (URIError, RangeError) inside the route and answer 503.
  const deep = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`)
  test.each<[string, unknown, string]>([
    [
      'a lone surrogate in the query',
      { requests: [{ indexName: 'cars', query: '\ud800' }] },
      'Request body contains text that is not valid Unicode (an unpaired surrogate such as \\ud800) at requests[0].query',
    ],
    [
      'a lone low surrogate in a facet filter',
      { requests: [{ indexName: 'cars', facetFilters: ['make:\udc00x'] }] },
      'at requests[0].facetFilters[0]',
    ],
    ['a lone surrogate in a key', { requests: [{ indexName: 'cars', ['\ud800']: 1 }] }, 'not valid Unicode'],
    [
      'a lone surrogate inside a v4 params string',
      { requests: [{ indexName: 'cars', params: 'facets=%5B%22%5Cud800%22%5D' }] },
      'requests[0]: A query parameter contains text that is not valid Unicode',
    ],
    [
      'a NUL in the query',
      { requests: [{ indexName: 'cars', query: 'a\u0000b' }] },
      'contains a NUL character (\\u0000), which text cannot hold at requests[0].query',
    ],
    ['a NUL from a v4 params string', { requests: [{ indexName: 'cars', params: 'query=%00' }] }, 'NUL character'],
    [
      '20,000-deep nesting in an unknown key',
      { requests: [{ indexName: 'cars', userData: deep(20_000) }] },
      'Request body nests deeper than 32 levels at requests[0].userData',
    ],
  ])('body: %s is a 400, not a throw', (_name, body, message) => {
    const result = parseMultiQueryBody(body, INDEXES)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error.status).toBe(400)
    expect(!result.ok && result.error.message).toContain(message)
  })

  test('a paired surrogate (an emoji) is fine', () => {
    expect(parseMultiQueryBody({ requests: [{ indexName: 'cars', query: 'ute \ud83d\ude99' }] }, INDEXES).ok).toBe(true)
  })

  test('single-index and facet bodies are checked too', () => {
    expect(parseIndexQueryBody('cars', { query: '\udfff' }, INDEXES)).toMatchObject({ ok: false, error: { status: 400 } })
    expect(parseFacetQueryBody('cars', '\ud800', {}, INDEXES)).toMatchObject({ ok: false, error: { status: 400 } })
  })

  test('parseJsonBody reads the text/plain body the lite client sends', () => {
    expect(parseJsonBody('{"requests":[]}')).toEqual({ ok: true, value: { requests: [] } })
    expect(parseJsonBody('{"requests":')).toEqual({
      ok: false,
      error: { kind: 'invalid_body', status: 400, message: 'Request body is not valid JSON' },
    })
  })

  test('single-index endpoints refuse a non-object body', () => {
    expect(parseIndexQueryBody('cars', [], INDEXES).ok).toBe(false)
    expect(parseFacetQueryBody('cars', 'make', 'x', INDEXES).ok).toBe(false)
  })
})

describe('properties', () => {
  // Values of every shape for the parameters we read, so validation sees wrong types, not just
  // unknown keys.
  const KEYS = [
    'query',
    'page',
    'hitsPerPage',
    'facets',
    'filters',
    'facetFilters',
    'numericFilters',
    'tagFilters',
    'params',
    'type',
    'facet',
    'facetQuery',
    'maxFacetHits',
    'analytics',
    'offset',
  ]
  // 'binary' strings hold lone surrogates and NULs, which once made encoding the params throw.
  const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }))
  const value = fc.oneof(fc.anything(), text, fc.array(fc.oneof(text, fc.array(text))))
  const entry = fc.dictionary(fc.constantFrom(...KEYS), value).map((e) => ({ indexName: 'cars', ...e }))

  test('parseMultiQueryBody never throws, whatever the body', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.array(entry, { maxLength: 3 }).map((requests) => ({ requests })),
        ),
        (body) => {
          const result = parseMultiQueryBody(body, INDEXES)
          if (!result.ok) expect([400, 404]).toContain(result.error.status)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
