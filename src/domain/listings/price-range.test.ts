import { describe, expect, test } from 'vitest'
import {
  type PriceRange,
  PRICE_BANDS,
  describePriceRange,
  formatPriceRange,
  parsePriceRange,
  priceClauses,
  priceOptions,
} from './price-range'

describe('offers price filter in the URL (dealership offers search "price")', () => {
  test.each<[string, string | null | undefined, PriceRange | null]>([
    ['a min:max range', '20000:30000', { min: 20000, max: 30000 }],
    ['only a maximum', ':30000', { min: null, max: 30000 }],
    ['only a minimum', '50000:', { min: 50000, max: null }],
    ['a bare number is a maximum', '30000', { min: null, max: 30000 }],
    ['swapped bounds are put in order', '30000:20000', { min: 20000, max: 30000 }],
    ['a zero minimum is no minimum', '0:15000', { min: null, max: 15000 }],
    ['spaces are ignored', ' 10000 : 20000 ', { min: 10000, max: 20000 }],
    ['empty', '', null],
    ['missing', undefined, null],
    ['no bounds', ':', null],
    ['zero maximum alone', '0', null],
    ['not a number', 'cheap', null],
    ['decimals', '1000.50:2000', null],
    ['negative', '-5:100', null],
    ['three parts', '1:2:3', null],
    ['absurdly large', '9999999999', null],
  ])('%s: %j', (_name, text, expected) => {
    expect(parsePriceRange(text)).toEqual(expected)
  })

  test.each<[PriceRange, string]>([
    [{ min: 20000, max: 30000 }, '20000:30000'],
    [{ min: null, max: 30000 }, ':30000'],
    [{ min: 50000, max: null }, '50000:'],
  ])('%j is written as %s and reads back the same', (range, text) => {
    expect(formatPriceRange(range)).toBe(text)
    expect(parsePriceRange(text)).toEqual(range)
  })

  test.each<[PriceRange, string]>([
    [{ min: 20000, max: 30000 }, '$20,000 - $30,000'],
    [{ min: null, max: 10000 }, 'Up to $10,000'],
    [{ min: 100000, max: null }, 'From $100,000'],
  ])('%j reads %s', (range, label) => {
    expect(describePriceRange(range)).toBe(label)
  })

  test.each<[PriceRange, string[]]>([
    [{ min: 20000, max: 30000 }, ['price > 0', 'price >= 20000', 'price <= 30000']],
    [{ min: null, max: 30000 }, ['price > 0', 'price <= 30000']],
    [{ min: 50000, max: null }, ['price > 0', 'price >= 50000']],
  ])('%j filters priced cars only, bounds inclusive', (range, clauses) => {
    expect(priceClauses(range)).toEqual(clauses)
  })
})

describe('price choices', () => {
  const labels = (options: { label: string }[]) => options.map((o) => o.label)

  test('bands follow the price_range facet edges, without gaps', () => {
    expect(PRICE_BANDS[0]).toEqual({ min: null, max: 10000 })
    expect(PRICE_BANDS.at(-1)).toEqual({ min: 100000, max: null })
    for (let i = 1; i < PRICE_BANDS.length; i++) expect(PRICE_BANDS[i].min).toBe(PRICE_BANDS[i - 1].max)
  })

  test('only bands that hold part of the priced range are offered (unpriced cars at 0 are ignored)', () => {
    expect(labels(priceOptions({ min: 0, max: 45000 }, null))).toEqual([
      'Up to $10,000',
      '$10,000 - $20,000',
      '$20,000 - $30,000',
      '$30,000 - $40,000',
      '$40,000 - $50,000',
    ])
    expect(labels(priceOptions({ min: 32000, max: 60000 }, null))).toEqual(['$30,000 - $40,000', '$40,000 - $50,000', '$50,000 - $75,000'])
  })

  test('no priced cars: no bands; unknown stats: every band', () => {
    expect(priceOptions({ min: 0, max: 0 }, null)).toEqual([])
    expect(priceOptions(undefined, null)).toHaveLength(PRICE_BANDS.length)
  })

  test('a chosen range that is not a band is listed in order, so the choice stays visible', () => {
    const options = priceOptions({ min: 5000, max: 25000 }, { min: 15000, max: 25000 })
    expect(labels(options)).toEqual(['Up to $10,000', '$10,000 - $20,000', '$15,000 - $25,000', '$20,000 - $30,000'])
    expect(options.find((o) => o.label === '$15,000 - $25,000')?.value).toBe('15000:25000')
  })

  test('a chosen band is not listed twice', () => {
    expect(priceOptions({ min: 5000, max: 25000 }, { min: 10000, max: 20000 })).toHaveLength(3)
  })
})
