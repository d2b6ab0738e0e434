import { describe, expect, test } from 'vitest'
import { cardAttributes } from '@/src/domain/inventory/search-card'
import { pickSimilarCars, similarCarsRequest, similarHitLists, similarPriceWindow } from './similar-cars'

describe('similarPriceWindow (±10,000 under 50,000, else ±25,000)', () => {
  test.each([
    [25_000, { min: 15_000, max: 35_000 }],
    [49_999, { min: 39_999, max: 59_999 }],
    [50_000, { min: 25_000, max: 75_000 }],
    [120_000, { min: 95_000, max: 145_000 }],
    [6_000, { min: 0, max: 16_000 }],
    [0, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%s -> %j', (price, window) => {
    expect(similarPriceWindow(price)).toEqual(window)
  })
})

describe('similarCarsRequest (queries of 10, in stock, price window)', () => {
  test('make and model, then body, then price only', () => {
    const { requests } = similarCarsRequest({ make: 'Toyota', model: 'RAV4', simple_body: 'suv', price: 30_000 }, 'lender-a')
    expect(requests.map((r) => r.filters)).toEqual([
      'status:"in_stock" AND price > 0 AND price >= 20000 AND price <= 40000 AND make:"Toyota" AND model:"RAV4"',
      'status:"in_stock" AND price > 0 AND price >= 20000 AND price <= 40000 AND body:"suv"',
      'status:"in_stock" AND price > 0 AND price >= 20000 AND price <= 40000',
    ])
    expect(requests.every((r) => r.hitsPerPage === 10 && r.indexName === 'cars')).toBe(true)
    // The hits are inlined in the car page for the cards' island: a card's fields, not whole records.
    for (const r of requests) expect(r.attributesToRetrieve).toEqual(cardAttributes('lender-a'))
  })
  test('no price and no body: no price filter, no repeated query', () => {
    const { requests } = similarCarsRequest({ make: 'Jayco', model: 'Journey', price: 0 }, 'lender-a')
    expect(requests.map((r) => r.filters)).toEqual(['status:"in_stock" AND make:"Jayco" AND model:"Journey"', 'status:"in_stock"'])
  })
})

describe('pickSimilarCars (up to 6, not the car itself, no repeats)', () => {
  const hits = (...ids: string[]) => ids.map((objectID) => ({ objectID }))
  test.each([
    [
      [hits('me', 'a', 'b'), hits('b', 'c')],
      ['a', 'b', 'c'],
    ],
    [
      [hits('a', 'b', 'c', 'd'), hits('e', 'f', 'g', 'h')],
      ['a', 'b', 'c', 'd', 'e', 'f'],
    ],
    [[[], []], []],
  ])('%j', (lists, ids) => {
    expect(pickSimilarCars(lists, 'me').map((h) => h.objectID)).toEqual(ids)
  })

  test.each([
    [2, ['a', 'b']],
    [0, []],
    [12, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('a dealer showing %i gets %j', (limit, ids) => {
    const lists = [hits('a', 'b', 'c', 'd'), hits('me', 'e', 'f', 'g', 'h')]
    expect(pickSimilarCars(lists, 'me', limit).map((h) => h.objectID)).toEqual(ids)
  })

  test('each search asks for the dealer’s page size', () => {
    const { requests } = similarCarsRequest({ make: 'Toyota', model: 'RAV4', simple_body: 'suv', price: 30_000 }, 'lender-a', 4)
    expect(requests.map((r) => r.hitsPerPage)).toEqual([4, 4, 4])
  })
})

describe('similarHitLists', () => {
  test.each([
    [{ results: [{ hits: [{ objectID: 'a' }, { nope: 1 }] }, { hits: [] }] }, [[{ objectID: 'a' }], []]],
    [{ results: [{ message: 'x' }] }, null],
    [{ message: 'error' }, null],
    [null, null],
  ])('%j', (answer, lists) => {
    expect(similarHitLists(answer)).toEqual(lists)
  })
})
