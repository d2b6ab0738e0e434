import { describe, expect, test } from 'vitest'
import { parseManufacturerParams, parseOffersParams } from './listing-input'
import { buildListingRequest } from './listing-request'
import { mapListingResponse } from './listing-response'

const result = (over: Record<string, unknown> = {}) => ({
  hits: [],
  nbHits: 0,
  nbPages: 0,
  page: 0,
  hitsPerPage: 21,
  processingTimeMS: 1,
  query: '',
  params: '',
  index: 'cars',
  exhaustiveNbHits: true,
  ...over,
})

describe('listing response shape ("Search response": hits, count, facets, pages, ms)', () => {
  test('one query: hits, count, ordered facet items and price stats', () => {
    const request = buildListingRequest(parseOffersParams({}), 'default')
    const answer = {
      results: [
        result({
          hits: [
            { objectID: 'a', make: 'Ford' },
            { objectID: 'b', make: 'Kia' },
          ],
          nbHits: 50,
          nbPages: 3,
          processingTimeMS: 7,
          facets: { categories: { 'Work Ready': 3, 'Off Road': 9, 'Low Emissions': 3 }, price: {} },
          facets_stats: { price: { min: 0, max: 95000, avg: 1, sum: 2 } },
        }),
      ],
    }
    const mapped = mapListingResponse(request, answer)
    expect(mapped).toEqual({
      ok: true,
      value: {
        hits: [
          { objectID: 'a', make: 'Ford' },
          { objectID: 'b', make: 'Kia' },
        ],
        count: 50,
        pages: 3,
        ms: 7,
        // By count descending, then label
        facets: {
          categories: [
            { label: 'Off Road', value: 'Off Road', count: 9 },
            { label: 'Low Emissions', value: 'Low Emissions', count: 3 },
            { label: 'Work Ready', value: 'Work Ready', count: 3 },
          ],
        },
        facetStats: { price: { min: 0, max: 95000 } },
      },
    })
  })

  test('disjunctive facets come from their own query; ms adds up every query', () => {
    const request = buildListingRequest(parseManufacturerParams('Toyota', { model: 'HiLux' }), 'default')
    const answer = {
      results: [
        result({ hits: [{ objectID: 'h1' }], nbHits: 1, nbPages: 1, processingTimeMS: 4, facets: { body: { ute: 1 } } }),
        result({ nbHits: 9, processingTimeMS: 2, facets: { model: { HiLux: 1, Camry: 8 } } }),
      ],
    }
    const mapped = mapListingResponse(request, answer)
    if (!mapped.ok) throw new Error(mapped.error)
    expect(mapped.value.count).toBe(1)
    expect(mapped.value.ms).toBe(6)
    expect(mapped.value.facets.model.map((i) => [i.value, i.count])).toEqual([
      ['Camry', 8],
      ['HiLux', 1],
    ])
    // body codes get display labels
    expect(mapped.value.facets.body).toEqual([{ label: 'Ute', value: 'ute', count: 1 }])
  })

  test('a facet with no values is an empty list; missing price stats are left out', () => {
    const request = buildListingRequest(parseOffersParams({}), 'default')
    const mapped = mapListingResponse(request, { results: [result()] })
    if (!mapped.ok) throw new Error(mapped.error)
    expect(mapped.value.facets).toEqual({ categories: [] })
    expect(mapped.value.facetStats).toEqual({})
  })

  test.each<[string, unknown]>([
    ['not an object', 'oops'],
    ['no results', { results: [] }],
    ['a hit without objectID', { results: [result({ hits: [{ make: 'Kia' }] })] }],
    ['an Algolia error body', { message: 'Invalid filters', status: 400 }],
  ])('a malformed answer is an error value: %s', (_name, answer) => {
    const mapped = mapListingResponse(buildListingRequest(parseOffersParams({}), 'default'), answer)
    expect(mapped.ok).toBe(false)
  })

  test('fewer results than queries is an error value', () => {
    const mapped = mapListingResponse(buildListingRequest(parseOffersParams({ price: ':1000' }), 'default'), { results: [result()] })
    expect(mapped).toEqual({ ok: false, error: 'Expected 2 search results, got 1' })
  })
})
