import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { comparableWindow, marketEstimate, shouldShowPriceComparison } from './price-comparison'

const ok = { fill: 0.4, listing_price: 30_000, market_range_min: 27_000, market_range_max: 34_000, confidence: 0.6, description: 'x' }

describe('panel rule (spec 1 §5)', () => {
  it('shows with every value, confidence above 0.2 and a range reaching the listing price', () => {
    expect(shouldShowPriceComparison(ok)).toBe(true)
  })
  it.each([
    ['confidence at 0.2', { ...ok, confidence: 0.2 }],
    ['range below the price', { ...ok, market_range_max: 29_999 }],
    ['a missing value', { ...ok, market_range_min: undefined }],
    ['a null value', { ...ok, fill: null }],
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

describe('comparable cars', () => {
  it('same make and model, year ±2, km ±40% or ±30,000', () => {
    expect(comparableWindow({ make: 'Toyota', model: 'Corolla', year: 2020, km: 100_000 })).toEqual({ make: 'Toyota', model: 'Corolla', year: [2018, 2022], km: [60_000, 140_000] })
    expect(comparableWindow({ make: 'Toyota', model: 'Corolla', year: 2024, km: 10_000 })).toEqual({ make: 'Toyota', model: 'Corolla', year: [2022, 2026], km: [0, 40_000] })
  })
})

describe('offline market estimate', () => {
  const prices = [24_000, 25_000, 26_000, 27_000, 28_000, 29_000, 30_000, 31_000, 32_000, 33_000]
  it('takes the 20th-80th percentile range and places the listing price in it', () => {
    const r = marketEstimate(26_500, prices, '2020 Toyota Corolla')!
    expect(r).toMatchObject({ listing_price: 26_500, market_range_min: 25_800, market_range_max: 31_200 })
    expect(r.fill).toBeCloseTo((26_500 - 25_800) / (31_200 - 25_800), 3)
    expect(r.description).toBe('Priced $2,000 below the typical price of 10 similar 2020 Toyota Corolla.')
    expect(r.confidence).toBeGreaterThan(0.2)
  })
  it('gives no estimate under 3 comparables and a hidden panel with 3', () => {
    expect(marketEstimate(30_000, [29_000, 31_000], 'x')).toBeNull()
    expect(shouldShowPriceComparison(marketEstimate(30_000, [29_000, 30_000, 31_000], 'x'))).toBe(false)
  })
  it('clamps fill outside the range and says above', () => {
    const r = marketEstimate(40_000, prices, 'x')!
    expect(r.fill).toBe(1)
    expect(r.description).toContain('$11,500 above')
    expect(shouldShowPriceComparison(r)).toBe(false) // range max below the listing price
  })
  it('never yields NaN or an out-of-range value (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e7, noNaN: false }), fc.array(fc.double({ min: -1e6, max: 1e7 }), { maxLength: 60 }), (price, list) => {
        const r = marketEstimate(price, list, 'x')
        if (r === null) return
        for (const v of [r.fill, r.confidence, r.market_range_min, r.market_range_max, r.listing_price]) expect(Number.isFinite(v)).toBe(true)
        expect(r.fill).toBeGreaterThanOrEqual(0)
        expect(r.fill).toBeLessThanOrEqual(1)
        expect(r.confidence).toBeGreaterThanOrEqual(0)
        expect(r.confidence).toBeLessThanOrEqual(1)
        expect(r.market_range_min).toBeLessThanOrEqual(r.market_range_max)
      }),
    )
  })
})
