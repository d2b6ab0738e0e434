import { describe, expect, test } from 'vitest'
import { and, facet, not, numeric, or } from '@/src/domain/inventory/filter-ast'
import { type QueryRequest, type SearchRequest, parseFacetQueryBody, parseIndexQueryBody, parseMultiQueryBody } from './request'

const INDEXES = ['cars', 'cars_latest', 'cars_price_asc', 'cars_price_desc', 'cars_km_asc', 'cars_subscription_price_asc']

// What react-instantsearch + algoliasearch v5 lite posts to /1/indexes/*/queries for a search
// "hi lux" on page 2 with make refined to Toyota or Mazda, car_type to used and a price range:
// the hits query, then one query per refined disjunctive facet (algoliasearch-helper requestBuilder).
const V5_BODY = {
  requests: [
    {
      indexName: 'cars',
      clickAnalytics: true,
      facetFilters: [['make:Toyota', 'make:Mazda'], ['car_type:used']],
      facets: ['body', 'car_type', 'make', 'price'],
      highlightPostTag: '__/ais-highlight__',
      highlightPreTag: '__ais-highlight__',
      hitsPerPage: 21,
      maxValuesPerFacet: 100,
      numericFilters: ['price>=10000', 'price<=50000'],
      page: 1,
      query: 'hi lux',
      tagFilters: '',
    },
    {
      indexName: 'cars',
      analytics: false,
      clickAnalytics: false,
      facetFilters: [['car_type:used']],
      facets: 'make',
      highlightPostTag: '__/ais-highlight__',
      highlightPreTag: '__ais-highlight__',
      hitsPerPage: 0,
      maxValuesPerFacet: 100,
      numericFilters: ['price>=10000', 'price<=50000'],
      page: 0,
      query: 'hi lux',
    },
  ],
}

// The same queries from algoliasearch v4 (multipleQueries serialises params with
// encodeURIComponent, arrays as JSON).
const V4_BODY = {
  requests: [
    {
      indexName: 'cars',
      params:
        'clickAnalytics=true&facetFilters=%5B%5B%22make%3AToyota%22%2C%22make%3AMazda%22%5D%2C%5B%22car_type%3Aused%22%5D%5D&facets=%5B%22body%22%2C%22car_type%22%2C%22make%22%2C%22price%22%5D&highlightPostTag=__%2Fais-highlight__&highlightPreTag=__ais-highlight__&hitsPerPage=21&maxValuesPerFacet=100&numericFilters=%5B%22price%3E%3D10000%22%2C%22price%3C%3D50000%22%5D&page=1&query=hi%20lux&tagFilters=',
    },
    {
      indexName: 'cars',
      params:
        'analytics=false&clickAnalytics=false&facetFilters=%5B%5B%22car_type%3Aused%22%5D%5D&facets=make&highlightPostTag=__%2Fais-highlight__&highlightPreTag=__ais-highlight__&hitsPerPage=0&maxValuesPerFacet=100&numericFilters=%5B%22price%3E%3D10000%22%2C%22price%3C%3D50000%22%5D&page=0&query=hi%20lux',
    },
  ],
}

const priceRange = and(numeric('price', '>=', 10000), numeric('price', '<=', 50000))

const EXPECTED_HITS = {
  type: 'default',
  indexName: 'cars',
  query: 'hi lux',
  page: 1,
  hitsPerPage: 21,
  offset: null,
  length: null,
  facets: ['body', 'car_type', 'make', 'price'],
  maxValuesPerFacet: 100,
  sortFacetValuesBy: 'count',
  filter: and(and(or(facet('make', 'Toyota'), facet('make', 'Mazda')), facet('car_type', 'used')), priceRange),
  highlightPreTag: '__ais-highlight__',
  highlightPostTag: '__/ais-highlight__',
  analytics: true,
  clickAnalytics: true,
  attributesToRetrieve: null,
  attributesToHighlight: null,
}

const EXPECTED_FACET_QUERY = {
  ...EXPECTED_HITS,
  page: 0,
  hitsPerPage: 0,
  facets: ['make'],
  filter: and(facet('car_type', 'used'), priceRange),
  analytics: false,
  clickAnalytics: false,
}

function values(result: ReturnType<typeof parseMultiQueryBody>): QueryRequest[] {
  if (!result.ok) throw new Error(result.error.message)
  return result.value
}

const withoutParams = ({ params: _params, ...rest }: QueryRequest) => rest

describe('parseMultiQueryBody: the bodies the clients send', () => {
  test.each([
    ['algoliasearch v5 (flat parameters)', V5_BODY],
    ['algoliasearch v4 (URL-encoded params string)', V4_BODY],
  ])('%s', (_name, body) => {
    const [hits, facetQuery] = values(parseMultiQueryBody(body, INDEXES))
    expect(withoutParams(hits)).toEqual(EXPECTED_HITS)
    expect(withoutParams(facetQuery)).toEqual(EXPECTED_FACET_QUERY)
  })

  test('params echo the query in v4 encoding', () => {
    const [, facetQuery] = values(parseMultiQueryBody(V4_BODY, INDEXES))
    expect(facetQuery.params).toBe(V4_BODY.requests[1].params)
  })

  test('defaults: page 0, 20 hits, 100 facet values, <em> tags, analytics on', () => {
    const [request] = values(parseMultiQueryBody({ requests: [{ indexName: 'cars_latest' }] }, INDEXES))
    expect(request).toEqual({
      type: 'default',
      indexName: 'cars_latest',
      query: '',
      page: 0,
      hitsPerPage: 20,
      offset: null,
      length: null,
      facets: [],
      maxValuesPerFacet: 100,
      sortFacetValuesBy: 'count',
      filter: null,
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      analytics: true,
      clickAnalytics: false,
      attributesToRetrieve: null,
      attributesToHighlight: null,
      params: '',
    })
  })

  test('filters, facetFilters and numericFilters become one AND', () => {
    const body = {
      requests: [
        {
          indexName: 'cars',
          filters: 'status:in_stock AND NOT make:"Land Rover"',
          facetFilters: ['body:SUV'],
          numericFilters: ['year>=2020'],
        },
      ],
    }
    const [request] = values(parseMultiQueryBody(body, INDEXES))
    expect(request.filter).toEqual(
      and(and(facet('status', 'in_stock'), not(facet('make', 'Land Rover'))), facet('body', 'SUV'), numeric('year', '>=', 2020)),
    )
  })

  test.each<[string, Record<string, unknown>, Partial<SearchRequest>]>([
    [
      'v4 filters string',
      { params: 'filters=status%3Ain_stock%20AND%20NOT%20make%3A%22Land%20Rover%22&hitsPerPage=10' },
      { hitsPerPage: 10, filter: and(facet('status', 'in_stock'), not(facet('make', 'Land Rover'))) },
    ],
    ['v4 comma list of facets', { params: 'facets=make,model' }, { facets: ['make', 'model'] }],
    [
      'v4 JSON attributesToRetrieve',
      { params: 'attributesToRetrieve=%5B%22title%22%2C%22price%22%5D' },
      { attributesToRetrieve: ['title', 'price'] },
    ],
    ['v4 + in a form-encoded query is a space', { params: 'query=land+cruiser' }, { query: 'land cruiser' }],
    ['facets wildcard', { facets: ['*'] }, { facets: ['*'] }],
    ['offset/length pagination', { offset: 40, length: 20 }, { offset: 40, length: 20 }],
    ['alpha facet order', { sortFacetValuesBy: 'alpha' }, { sortFacetValuesBy: 'alpha' }],
    ['nulls count as absent', { hitsPerPage: null, filters: null }, { hitsPerPage: 20, filter: null }],
    ['blank filters string is no filter', { filters: '  ' }, { filter: null }],
    ['flat fields win over the params string', { params: 'hitsPerPage=5', hitsPerPage: 7 }, { hitsPerPage: 7 }],
    [
      'unknown parameters are ignored',
      { userToken: 'anon-1', ruleContexts: ['x'], attributesToSnippet: ['description:20'], getRankingInfo: true },
      { query: '' },
    ],
  ])('%s', (_name, request, expected) => {
    const [parsed] = values(parseMultiQueryBody({ requests: [{ indexName: 'cars', ...request }] }, INDEXES))
    expect(parsed).toMatchObject(expected)
  })
})

describe('facet-values search', () => {
  const expected = {
    type: 'facet',
    indexName: 'cars',
    facet: 'make',
    facetQuery: 'toy',
    maxFacetHits: 10,
    query: '',
    filter: facet('car_type', 'used'),
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
  }

  test('v5 multi-search entry with type facet (algoliasearch-helper on a v5 client)', () => {
    const body = {
      requests: [
        {
          indexName: 'cars',
          type: 'facet',
          facet: 'make',
          facetQuery: 'toy',
          maxFacetHits: 10,
          facetFilters: [['car_type:used']],
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
          query: '',
        },
      ],
    }
    expect(values(parseMultiQueryBody(body, INDEXES))[0]).toMatchObject(expected)
  })

  test.each([
    [
      'v4 index.searchForFacetValues (flat JSON body)',
      {
        facetQuery: 'toy',
        maxFacetHits: 10,
        facetFilters: [['car_type:used']],
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
        query: '',
      },
    ],
    [
      'v3 { params } body',
      {
        params:
          'facetQuery=toy&maxFacetHits=10&facetFilters=%5B%5B%22car_type%3Aused%22%5D%5D&highlightPreTag=__ais-highlight__&highlightPostTag=__%2Fais-highlight__&query=',
      },
    ],
    [
      'v5 searchForFacetValues ({ params, facetQuery, maxFacetHits })',
      {
        params: 'facetFilters=%5B%5B%22car_type%3Aused%22%5D%5D&highlightPreTag=__ais-highlight__&highlightPostTag=__%2Fais-highlight__',
        facetQuery: 'toy',
        maxFacetHits: 10,
      },
    ],
  ])('POST /1/indexes/cars/facets/make/query: %s', (_name, body) => {
    const result = parseFacetQueryBody('cars', 'make', body, INDEXES)
    expect(result.ok && result.value).toMatchObject(expected)
  })

  test('defaults: empty facet query, 10 facet hits', () => {
    const result = parseFacetQueryBody('cars', 'body', {}, INDEXES)
    expect(result.ok && result.value).toMatchObject({ facet: 'body', facetQuery: '', maxFacetHits: 10, highlightPreTag: '<em>' })
  })
})

describe('POST /1/indexes/{index}/query', () => {
  test.each([
    ['v4 flat body', { query: 'ranger', hitsPerPage: 5, facetFilters: ['make:Ford'] }],
    ['v5 { params } body', { params: 'query=ranger&hitsPerPage=5&facetFilters=%5B%22make%3AFord%22%5D' }],
  ])('%s', (_name, body) => {
    const result = parseIndexQueryBody('cars_price_asc', body, INDEXES)
    expect(result.ok && result.value).toMatchObject({
      indexName: 'cars_price_asc',
      query: 'ranger',
      hitsPerPage: 5,
      filter: facet('make', 'Ford'),
    })
  })
})
