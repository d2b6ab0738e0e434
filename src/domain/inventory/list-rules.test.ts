import { describe, expect, test } from 'vitest'
import { collapseSoldCars, displayedCount, insertPromos, sortReplicaFilter } from './list-rules'

const cars = (statuses: string) => statuses.split('').map((s, i) => ({ id: i, status: s === 'S' ? 'sold' : 'in_stock' }))
const ids = (list: { id: number }[]) => list.map((c) => c.id)

describe('collapse consecutive sold cars', () => {
  test.each<[string, string, boolean, number[]]>([
    ['off: nothing collapses', 'ASSA', false, [0, 1, 2, 3]],
    ['a run of sold cars collapses to its first', 'ASSA', true, [0, 1, 3]],
    ['separate runs each keep one', 'SSASSS', true, [0, 2, 3]],
    ['a single sold car stays', 'ASA', true, [0, 1, 2]],
    ['a sold-only list shows a single sold car', 'SSS', true, [0]],
    ['a list of one sold car keeps it', 'S', true, [0]],
    ['off: a sold-only list is kept whole', 'SSS', false, [0, 1, 2]],
    ['empty list', '', true, []],
  ])('%s', (_name, statuses, enabled, expected) => {
    expect(ids(collapseSoldCars(cars(statuses), enabled))).toEqual(expected)
  })
})

describe('promo tile insertion', () => {
  test('the tile becomes the card at each position; past the end it is skipped', () => {
    const out = insertPromos(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
      [
        { position: 17, tile: 'Q' },
        { position: 8, tile: 'P' },
      ],
    )
    expect(out.map((x) => (x.kind === 'promo' ? x.promo : x.car)).join('')).toBe('abcdefgPhi')
  })
})

describe('displayed count (above 1999 from the stock facet)', () => {
  test.each<[string, number, Record<string, Record<string, number>> | undefined, number]>([
    ['up to 1999 the hit count', 1999, { status: { in_stock: 5 } }, 1999],
    ['above 1999 the stock facet total', 2400, { status: { in_stock: 2300, coming_soon: 95, sold: 7 } }, 2402],
    ['above 1999 without the facet, the hit count', 2400, undefined, 2400],
  ])('%s', (_name, nbHits, facets, expected) => {
    expect(displayedCount(nbHits, facets)).toBe(expected)
  })
})

describe('lowest price sort requires a price', () => {
  test.each<[string, string, boolean, boolean]>([
    ['price asc on a tenant with the flag', 'cars_price_asc', true, true],
    ['price asc without the flag', 'cars_price_asc', false, false],
    ['another sort with the flag', 'cars_price_desc', true, false],
  ])('%s', (_name, index, flag, filtered) => {
    const filter = sortReplicaFilter(index, { features: { priceAscRequiresPrice: flag } })
    expect(filter).toEqual(filtered ? { kind: 'numeric', attribute: 'price', op: '>', value: 0 } : null)
  })
})
