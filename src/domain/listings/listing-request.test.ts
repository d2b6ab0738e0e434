import { describe, expect, test } from 'vitest'
import { parseManufacturerParams, parseOffersParams } from './listing-input'
import { cardAttributes } from '@/src/domain/inventory/search-card'
import { anyOf, buildListingRequest, facetClause, quoteValue } from './listing-request'

describe('filter values are quoted and escaped (Algolia filter syntax)', () => {
  test.each<[string, string]>([
    ['Toyota', '"Toyota"'],
    ['Land Rover', '"Land Rover"'],
    ['Under $20k', '"Under $20k"'],
    ['say "hi"', '"say \\"hi\\""'],
    ['back\\slash', '"back\\\\slash"'],
    ['x" OR dealership_slug:"other', '"x\\" OR dealership_slug:\\"other"'],
    ['AND', '"AND"'],
  ])('%s -> %s', (value, quoted) => {
    expect(quoteValue(value)).toBe(quoted)
  })

  test('one clause needs no parentheses; several are ORed in parentheses', () => {
    expect(anyOf([])).toBeNull()
    expect(anyOf([facetClause('categories', 'Off Road')])).toBe('categories:"Off Road"')
    expect(anyOf(['a:"1"', 'a:"2"'])).toBe('(a:"1" OR a:"2")')
  })
})

describe('dealership offers search request (filters categories and price; page size 21)', () => {
  test('no refinements: one query with the page of hits and the categories and price facets', () => {
    const { body, facetSources } = buildListingRequest(parseOffersParams({}), 'default')
    expect(body.requests).toEqual([
      {
        indexName: 'cars',
        query: '',
        page: 0,
        hitsPerPage: 21,
        facets: ['categories', 'price'],
        maxValuesPerFacet: 200,
        attributesToRetrieve: cardAttributes('default'),
        attributesToHighlight: [],
      },
    ])
    expect(facetSources).toEqual({ categories: 0, price: 0 })
  })

  test('categories are ORed, price bounds ANDed; each refined facet counts without its own filter', () => {
    const input = parseOffersParams({ categories: ['Work Ready', 'Off Road'], price: '20000:40000', query: 'ranger', page: '2' })
    const { body, facetSources } = buildListingRequest(input, 'default')
    const [main, categories, price] = body.requests
    expect(main).toMatchObject({
      query: 'ranger',
      page: 1,
      hitsPerPage: 21,
      facets: [],
      filters: '(categories:"Off Road" OR categories:"Work Ready") AND price > 0 AND price >= 20000 AND price <= 40000',
    })
    expect(categories).toMatchObject({
      query: 'ranger',
      hitsPerPage: 0,
      facets: ['categories'],
      filters: 'price > 0 AND price >= 20000 AND price <= 40000',
      analytics: false,
    })
    expect(price).toMatchObject({
      query: 'ranger',
      hitsPerPage: 0,
      facets: ['price'],
      filters: '(categories:"Off Road" OR categories:"Work Ready")',
    })
    expect(facetSources).toEqual({ categories: 1, price: 2 })
  })

  test('only a price: the categories facet comes from the main query', () => {
    const { body, facetSources } = buildListingRequest(parseOffersParams({ price: ':15000' }), 'default')
    expect(body.requests).toHaveLength(2)
    expect(body.requests[0]).toMatchObject({ facets: ['categories'], filters: 'price > 0 AND price <= 15000' })
    expect(body.requests[1].filters).toBeUndefined()
    expect(facetSources).toEqual({ categories: 0, price: 1 })
  })
})

describe('manufacturer search request (filters manufacturer.name, model.name, model.body; page size 21)', () => {
  test('the make is always applied, including to facet counts', () => {
    const { body } = buildListingRequest(parseManufacturerParams('Land Rover', {}), 'default')
    expect(body.requests).toEqual([
      {
        indexName: 'cars',
        query: '',
        page: 0,
        hitsPerPage: 21,
        facets: ['model', 'body'],
        maxValuesPerFacet: 200,
        filters: 'make:"Land Rover"',
        attributesToRetrieve: cardAttributes('default'),
        attributesToHighlight: [],
      },
    ])
  })

  test('model and body refine the hits; each facet counts with the other applied', () => {
    const { body, facetSources } = buildListingRequest(
      parseManufacturerParams('Toyota', { model: 'HiLux', body: 'ute', page: '3' }),
      'default',
    )
    expect(body.requests.map((r) => [r.filters, r.facets, r.page, r.hitsPerPage])).toEqual([
      ['make:"Toyota" AND model:"HiLux" AND body:"ute"', [], 2, 21],
      ['make:"Toyota" AND body:"ute"', ['model'], 0, 0],
      ['make:"Toyota" AND model:"HiLux"', ['body'], 0, 0],
    ])
    expect(facetSources).toEqual({ model: 1, body: 2 })
  })

  test('a hostile value stays one quoted value', () => {
    const { body } = buildListingRequest(parseManufacturerParams('Kia', { model: 'x" OR make:"Toyota' }), 'default')
    expect(body.requests[0].filters).toBe('make:"Kia" AND model:"x\\" OR make:\\"Toyota"')
  })
})
