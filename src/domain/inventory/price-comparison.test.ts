import fc from 'fast-check'
import { describe, expect, it, test } from 'vitest'
import {
  type ComparedCar,
  comparableCriteria,
  isComparable,
  marketRangeFromComparables,
  priceComparisonApplies,
  priceComparisonSchema,
  shouldShowPriceComparison,
} from './price-comparison'

const ok = { fill: 0.4, listing_price: 30_000, market_range_min: 27_000, market_range_max: 34_000, confidence: 0.6, description: 'x' }

describe('panel rule', () => {
  it('shows with every value, confidence above 0.2 and a range reaching the listing price', () => {
    expect(shouldShowPriceComparison(ok)).toBe(true)
  })
  test.each([
    ['confidence at the 0.2 threshold', { ...ok, confidence: 0.2 }],
    ['range max below the price', { ...ok, market_range_max: 29_999 }],
    ['a missing value', { ...ok, market_range_min: undefined }],
    ['a null value', { ...ok, fill: null }],
    ['a NaN value', { ...ok, listing_price: Number.NaN }],
    ['an empty description', { ...ok, description: '' }],
  ])('hides with %s', (_name, r) => {
    expect(shouldShowPriceComparison(r)).toBe(false)
  })
  it('hides on no response', () => {
    expect(shouldShowPriceComparison(null)).toBe(false)
  })
  it('shows when the range max equals the listing price', () => {
    expect(shouldShowPriceComparison({ ...ok, market_range_max: 30_000 })).toBe(true)
  })
})

describe('response shape', () => {
  test.each([
    ['fill above 1', { ...ok, fill: 1.2 }],
    ['a missing description', { ...ok, description: undefined }],
    ['a negative range', { ...ok, market_range_min: -1 }],
  ])('rejects %s', (_name, body) => {
    expect(priceComparisonSchema.safeParse(body).success).toBe(false)
  })
})

const car: ComparedCar = {
  objectID: 'd:1',
  make: 'Toyota',
  model: 'Corolla',
  year: 2020,
  km: 100_000,
  price: 25_000,
  car_type: 'used',
  status: 'in_stock',
  sold: false,
  reserved: false,
}

describe('which cars get a comparison ("used cars only", purchasable)', () => {
  test.each<[string, Partial<ComparedCar>, boolean]>([
    ['a used car in stock priced above 200', {}, true],
    ['a new car', { car_type: 'new' }, false],
    ['a demonstrator', { car_type: 'demo' }, false],
    ['coming soon', { status: 'coming_soon' }, false],
    ['sold', { status: 'sold', sold: true }, false],
    ['reserved', { reserved: true }, false],
    ['priced at 200', { price: 200 }, false],
    ['no km', { km: undefined }, false],
    ['no year', { year: undefined }, false],
  ])('%s: %s', (_name, change, expected) => {
    expect(priceComparisonApplies({ ...car, ...change })).toBe(expected)
  })
})

describe('comparable cars: same make and model, year ±2, km ±40% or ±30,000 km (whichever is wider)', () => {
  it('builds the window from the car', () => {
    expect(comparableCriteria({ ...car, year: 2020, km: 100_000 })).toMatchObject({
      make: 'Toyota',
      model: 'Corolla',
      year: [2018, 2022],
      km: [60_000, 140_000],
    })
    expect(comparableCriteria({ ...car, year: 2024, km: 10_000 })).toMatchObject({ year: [2022, 2026], km: [0, 40_000] })
  })
  const c = comparableCriteria({ ...car, year: 2020, km: 100_000 })
  test.each<[string, Partial<ComparedCar>, boolean]>([
    ['another car within the window', { objectID: 'd:2' }, true],
    ['make and model in other case', { objectID: 'd:2', make: 'TOYOTA', model: 'corolla ' }, true],
    ['a demonstrator', { objectID: 'd:2', car_type: 'demo' }, true],
    ['the car itself', {}, false],
    ['another model', { objectID: 'd:2', model: 'Camry' }, false],
    ['three years older', { objectID: 'd:2', year: 2017 }, false],
    ['km outside ±40%', { objectID: 'd:2', km: 141_000 }, false],
    ['a new car', { objectID: 'd:2', car_type: 'new' }, false],
    ['unpriced (200)', { objectID: 'd:2', price: 200 }, false],
    ['no price', { objectID: 'd:2', price: undefined }, false],
    ['sold (still market evidence)', { objectID: 'd:2', status: 'sold', sold: true }, true],
  ])('%s: %s', (_name, change, expected) => {
    expect(isComparable(c, { ...car, ...change })).toBe(expected)
  })
})

describe('offline market estimate', () => {
  const prices = [24_000, 25_000, 26_000, 27_000, 28_000, 29_000, 30_000, 31_000, 32_000, 33_000]
  const label = { label: '2020 Toyota Corolla' }
  it('takes the 20th-80th percentile range and places the listing price in it', () => {
    const r = marketRangeFromComparables(26_500, prices, label)!
    expect(r).toMatchObject({ listing_price: 26_500, market_range_min: 25_800, market_range_max: 31_200 })
    expect(r.fill).toBeCloseTo((26_500 - 25_800) / (31_200 - 25_800), 3)
    expect(r.description).toBe('Priced $2,000 below the typical price of 10 similar 2020 Toyota Corolla cars.')
    // 10 of 20 for the sample, coefficient of variation 0.104: 0.5 x 0.896
    expect(r.confidence).toBe(0.45)
    expect(shouldShowPriceComparison(r)).toBe(true)
  })
  it('says "in line with" within $100 of the median', () => {
    expect(marketRangeFromComparables(28_550, prices, label)!.description).toBe(
      'Priced in line with the typical price of 10 similar 2020 Toyota Corolla cars.',
    )
  })
  test.each([
    [2, null],
    [3, 0.15],
    [4, 0.2],
  ])('%i identical comparables give confidence %s: the panel hides', (n, confidence) => {
    const r = marketRangeFromComparables(30_000, Array(n).fill(30_000), label)
    expect(r?.confidence ?? null).toBe(confidence)
    expect(shouldShowPriceComparison(r)).toBe(false)
  })
  it('shows with 5 tightly priced comparables', () => {
    const r = marketRangeFromComparables(30_000, [29_000, 29_500, 30_000, 30_500, 31_000], label)!
    expect(r.confidence).toBe(0.24)
    expect(shouldShowPriceComparison(r)).toBe(true)
  })
  it('widely spread prices lower the confidence', () => {
    const wide = [5_000, 10_000, 20_000, 40_000, 80_000, 10_000, 20_000, 40_000, 80_000, 5_000]
    expect(marketRangeFromComparables(30_000, wide, label)!.confidence).toBeLessThan(0.2)
  })
  it('clamps fill outside the range and says above', () => {
    const r = marketRangeFromComparables(40_000, prices, label)!
    expect(r.fill).toBe(1)
    expect(r.description).toContain('$11,500 above')
    expect(shouldShowPriceComparison(r)).toBe(false) // range max below the listing price
  })
  it('ignores prices that are not numbers between 0 and $100 million, and gives nothing for such a listing price', () => {
    expect(marketRangeFromComparables(30_000, [Number.NaN, -5, 0, Infinity, 2e8, 29_000, 31_000], label)).toBeNull()
    expect(marketRangeFromComparables(0, prices, label)).toBeNull()
    expect(marketRangeFromComparables(2e8, prices, label)).toBeNull()
    expect(marketRangeFromComparables(Number.NaN, prices, label)).toBeNull()
  })
  it('never yields NaN, Infinity or an out-of-range value (property)', () => {
    const price = fc.oneof(fc.double(), fc.double({ min: 1, max: 1e7 }), fc.integer({ min: 201, max: 300_000 }))
    fc.assert(
      fc.property(price, fc.array(price, { maxLength: 60 }), (listing, list) => {
        const r = marketRangeFromComparables(listing, list, label)
        if (r === null) return
        for (const v of [r.fill, r.confidence, r.market_range_min, r.market_range_max, r.listing_price])
          expect(Number.isFinite(v)).toBe(true)
        expect(priceComparisonSchema.safeParse(r).success).toBe(true)
        expect(r.market_range_min).toBeLessThanOrEqual(r.market_range_max)
        expect(r.description).not.toMatch(/NaN|Infinity/)
      }),
      { numRuns: 500 },
    )
  })
})
