import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RANGE,
  currentValues,
  sliderVisible,
  moveThumb,
  rangeLabel,
  refinementOf,
  sliderRange,
  sliderStep,
  snapValues,
  snapped,
} from './range-slider'
import { RANGE_FILTERS } from './search-filters'

const filter = (attribute: string) => RANGE_FILTERS.find((f) => f.attribute === attribute)!
const price = { min: 4_990, max: 89_990 }

describe('slider range and step', () => {
  it('uses the facet stats, else the default 0-100000', () => {
    expect(sliderRange({ min: 4990, max: 89990 })).toEqual(price)
    expect(sliderRange(undefined)).toEqual(DEFAULT_RANGE)
    expect(sliderRange({ min: 5, max: 1 })).toEqual({ min: 0, max: 100_000 })
    expect(sliderRange({ min: null, max: 7 })).toEqual({ min: 0, max: 100_000 })
  })
  it('steps one hundredth of the range, rounded, at least 1', () => {
    expect(sliderStep(DEFAULT_RANGE)).toBe(1000)
    expect(sliderStep(price)).toBe(850)
    expect(sliderStep({ min: 2012, max: 2026 })).toBe(1)
    expect(sliderStep({ min: 3, max: 3 })).toBe(1)
  })
})

describe('slider visibility', () => {
  it('hides a slider that cannot move unless it is refined', () => {
    expect(sliderVisible({ min: 159, max: 449 }, false)).toBe(true)
    expect(sliderVisible({ min: 0, max: 0 }, false)).toBe(false)
    expect(sliderVisible(undefined, false)).toBe(false)
    expect(sliderVisible({ min: 0, max: 0 }, true)).toBe(true)
  })
})

describe('moving a thumb', () => {
  const all = [price.min, price.max] as const
  it('snaps price and km to multiples of 1000, clamped to the range', () => {
    expect(snapValues([12_345, 89_700], price, 1000)).toEqual([12_000, 89_990])
    expect(snapValues([5_200, 40_500], price, 1000)).toEqual([5_000, 41_000])
    expect(snapped(4_400, price, 1000)).toBe(4_990)
  })
  it('does not snap the year', () => {
    expect(snapValues([2017, 2026], { min: 2010, max: 2026 }, undefined)).toEqual([2017, 2026])
  })
  it('moves a thumb to the value given', () => {
    expect(moveThumb(all, 'min', 12_345, price)).toEqual({ ok: true, values: [12_345, price.max] })
  })
  it('ignores a move below the minimum or above the maximum', () => {
    expect(moveThumb(all, 'min', 100, price)).toMatchObject({ ok: false })
    expect(moveThumb(all, 'max', 95_000, price)).toMatchObject({ ok: false, reason: expect.stringContaining('ignored') })
    expect(moveThumb(all, 'max', Number.NaN, price)).toMatchObject({ ok: false })
  })
  it('never lets the min thumb pass the max thumb or the reverse', () => {
    expect(moveThumb([20_000, 30_000], 'min', 45_000, price)).toEqual({ ok: true, values: [30_000, 30_000] })
    expect(moveThumb([20_000, 30_000], 'max', 10_000, price)).toEqual({ ok: true, values: [20_000, 20_000] })
  })
  it('keeps min <= max inside the range for any sequence of moves (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.array(fc.tuple(fc.constantFrom('min' as const, 'max' as const), fc.integer({ min: -10_000, max: 600_000 })), { maxLength: 30 }),
        fc.constantFrom(undefined, 1000),
        (a, b, moves, snap) => {
          const range = { min: Math.min(a, b), max: Math.max(a, b) }
          let values: readonly [number, number] = [range.min, range.max]
          for (const [thumb, value] of moves) {
            const move = moveThumb(values, thumb, value, range)
            if (move.ok) values = move.values
            const shown = snapValues(values, range, snap)
            for (const v of [values, shown]) {
              expect(v[0]).toBeLessThanOrEqual(v[1])
              expect(v[0]).toBeGreaterThanOrEqual(range.min)
              expect(v[1]).toBeLessThanOrEqual(range.max)
            }
          }
        },
      ),
    )
  })
})

describe('refinement and label', () => {
  it('reads unrefined (±Infinity) as the whole range and clamps stale refinements', () => {
    expect(currentValues([Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY], price)).toEqual([price.min, price.max])
    expect(currentValues([1_000, 50_000], price)).toEqual([price.min, 50_000])
    expect(currentValues(undefined, price)).toEqual([price.min, price.max])
  })
  it('leaves a side open when its thumb is at the end of the range', () => {
    expect(refinementOf([price.min, 50_000], price)).toEqual([undefined, 50_000])
    expect(refinementOf([10_000, price.max], price)).toEqual([10_000, undefined])
  })
  it('reads "min - max", money with $, " / week" for subscription price (screen 5)', () => {
    expect(rangeLabel([10_000, 50_000], filter('price'))).toBe('$10,000 - $50,000')
    expect(rangeLabel([0, 120_000], filter('km'))).toBe('0 - 120,000')
    expect(rangeLabel([2015, 2024], filter('year'))).toBe('2015 - 2024')
    expect(rangeLabel([159, 449], filter('subscription_price'))).toBe('$159 - $449 / week')
  })
})
