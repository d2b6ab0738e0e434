import { describe, expect, test } from 'vitest'
import { cardAttributes } from '@/src/domain/inventory/search-card'
import {
  BUDGET_PRICES_QUERY,
  FEATURED_CAR_HIDDEN_REASONS,
  isStockBlock,
  stockAnswers,
  stockBlockQuery,
  stockBlockResult,
  featuredCar,
  featuredCarQuery,
  stockFilterClauses,
  stockGridCount,
  stockGridHeading,
  stockGridHref,
  stockGridQuery,
} from './stock-blocks'

const AVAILABLE = '(status:"in_stock" OR status:"coming_soon")'

describe('Search grid block (filter, sort, 3–24 cars, View all)', () => {
  test.each([
    [{}, AVAILABLE],
    [{ carType: 'used' as const }, `${AVAILABLE} AND car_type:"used"`],
    [{ make: ' Land Rover ', body: 'suv' }, `${AVAILABLE} AND make:"Land Rover" AND body:"suv"`],
    [{ priceMin: 50_000, priceMax: 20_000 }, `${AVAILABLE} AND price > 0 AND price >= 20000 AND price <= 50000`],
    [{ priceMax: 30_000 }, `${AVAILABLE} AND price > 0 AND price <= 30000`],
    [{ tag: 'Runout "Sale"' }, `${AVAILABLE} AND tag:"Runout \\"Sale\\""`],
    [{ make: '   ', priceMin: -5 }, AVAILABLE],
  ])('filter %j -> %s', (filter, clauses) => {
    expect(stockFilterClauses(filter)).toBe(clauses)
  })

  test.each([
    [undefined, 6],
    [null, 6],
    [Number.NaN, 6],
    [1, 3],
    [3, 3],
    [7.6, 8],
    [24, 24],
    [100, 24],
  ])('count %s -> %i cars', (count, n) => {
    expect(stockGridCount(count)).toBe(n)
  })

  test('the query asks the chosen sort index; an unknown sort falls back to the latest cars', () => {
    expect(stockGridQuery({ filter: {}, sort: 'cars_price_asc', count: 4 }, 'default')).toEqual({
      indexName: 'cars_price_asc',
      filters: AVAILABLE,
      hitsPerPage: 4,
      attributesToRetrieve: cardAttributes('default'),
      attributesToHighlight: [],
    })
    expect(stockGridQuery({ filter: {}, sort: 'cars; DROP TABLE', count: null }, 'default').indexName).toBe('cars_latest')
  })

  test.each([
    [{}, null, '/search'],
    [{ carType: 'new' as const }, null, '/search/new-cars'],
    [{ make: 'Land Rover', carType: 'used' as const }, 'cars_price_desc', '/search/land-rover?car_type=used&sortBy=cars_price_desc'],
    [{ body: 'suv', priceMin: 10_000 }, 'cars', '/search?body=suv&price=10000%3A'],
    [{ tag: 'Runout' }, 'cars_latest', '/search?sortBy=cars_latest&query=Runout'],
  ])('View all for %j sorted %s is %s', (filter, sort, href) => {
    expect(stockGridHref(filter, sort)).toBe(href)
  })

  test.each([
    [{}, 'Cars'],
    [{ carType: 'used' as const, make: 'Toyota', body: 'suv' }, 'Used Toyota SUVs'],
    [{ carType: 'new' as const }, 'New Cars'],
  ])('default heading for %j is %s', (filter, heading) => {
    expect(stockGridHeading(filter)).toBe(heading)
  })
})

describe('Car detail block (one car by stock number or the newest matching; hidden when sold or gone)', () => {
  test("by stock number the car is asked for whatever its status; newest asks the latest available; both ask for a card's fields", () => {
    expect(featuredCarQuery({ mode: 'stock-number', stockNumber: ' HC1234 ' }, 'default')).toEqual({
      indexName: 'cars',
      filters: 'stocknum:"HC1234"',
      hitsPerPage: 1,
      attributesToRetrieve: cardAttributes('default'),
      attributesToHighlight: [],
    })
    expect(featuredCarQuery({ mode: 'stock-number', stockNumber: '' }, 'default')).toBeNull()
    expect(featuredCarQuery({ mode: 'newest', filter: { make: 'Kia' } }, 'youx')).toEqual({
      indexName: 'cars_latest',
      filters: `${AVAILABLE} AND make:"Kia"`,
      hitsPerPage: 1,
      attributesToRetrieve: cardAttributes('youx'),
      attributesToHighlight: [],
    })
  })

  const byStock = { mode: 'stock-number' as const, stockNumber: 'HC1' }
  test.each([
    [byStock, [{ status: 'in_stock' }], 'shown'],
    [byStock, [{ status: 'coming_soon' }], 'shown'],
    [byStock, [{ status: 'sold', sold: true }], 'sold'],
    [byStock, [{ status: 'in_stock', sold: true }], 'sold'],
    [byStock, [], 'not-found'],
    [byStock, null, 'unavailable'],
    [{ mode: 'stock-number' as const, stockNumber: ' ' }, [{ status: 'in_stock' }], 'no-stock-number'],
    [{ mode: 'newest' as const, filter: {} }, [], 'none-matching'],
  ])('%j with hits %j -> %s', (choice, hits, expected) => {
    const result = featuredCar(choice, hits)
    expect(result.kind === 'shown' ? 'shown' : result.reason).toBe(expected)
    if (result.kind === 'hidden') expect(FEATURED_CAR_HIDDEN_REASONS[result.reason]).toMatch(/\.$/)
  })
})

describe('Budget finder block (the cheapest and dearest live car priced above $1,000)', () => {
  const block = { id: 'b1', blockType: 'budgetFinder' as const }

  test('asks for no cars, only the price range of those priced above $1,000', () => {
    expect(isStockBlock(block)).toBe(true)
    expect(stockBlockQuery(block, 'default')).toEqual({
      indexName: 'cars',
      filters: 'price > 1000',
      hitsPerPage: 0,
      facets: ['price'],
      attributesToHighlight: [],
    })
    expect(stockBlockQuery(block, 'default')).toBe(BUDGET_PRICES_QUERY)
  })

  test.each<[string, unknown, unknown]>([
    [
      'grid hits and the price stats, per query in order',
      { results: [{ hits: [{ objectID: 'a' }, { nope: 1 }] }, { hits: [], facets_stats: { price: { min: 8990, max: 139000, avg: 1 } } }] },
      [
        { hits: [{ objectID: 'a' }], prices: null },
        { hits: [], prices: { min: 8990, max: 139000 } },
      ],
    ],
    ['no priced car: no stats', { results: [{ hits: [], nbHits: 0 }] }, [{ hits: [], prices: null }]],
    ['broken stats are none', { results: [{ hits: [], facets_stats: { price: { min: 'x', max: 5 } } }] }, [{ hits: [], prices: null }]],
    ['not a search answer', { message: 'bad' }, null],
    ['a result without hits', { results: [{ facets_stats: {} }] }, null],
  ])('stockAnswers: %s', (_name, answer, expected) => {
    expect(stockAnswers(answer)).toEqual(expected)
  })

  test.each<[string, Parameters<typeof stockBlockResult>[1], unknown]>([
    ['prices read', { hits: [], prices: { min: 8990, max: 139000 } }, { kind: 'prices', prices: { min: 8990, max: 139000 } }],
    ['no priced car', { hits: [], prices: null }, { kind: 'prices', prices: null }],
    ['the search failed: unknown', null, { kind: 'prices', prices: undefined }],
  ])('stockBlockResult: %s', (_name, answer, expected) => {
    expect(stockBlockResult(block, answer)).toEqual(expected)
  })
})
