import { describe, expect, test } from 'vitest'
import { animatedValue, salesThisMonth } from './sales-counter'

describe('"Sales this Month"', () => {
  test.each([
    // Brisbane is UTC+10 all year.
    ['the first second of a month', '2026-10-31T14:00:00Z', 0],
    ['7.5 minutes into the 1st', '2026-10-31T14:07:30Z', 1],
    ['the 23rd at 10:00', '2026-11-23T00:00:00Z', 22 * 192 + 80],
    ['the 23rd at 23:59:59', '2026-11-23T13:59:59Z', 22 * 192 + 191],
    ['the next day resets the seconds, not the days', '2026-11-23T14:00:00Z', 23 * 192],
  ])('%s', (_name, iso, value) => {
    expect(salesThisMonth(new Date(iso))).toBe(value)
  })

  test("reads Brisbane's clock as the time-zone database does, about every hour of a year and across month ends", () => {
    const brisbane = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Brisbane',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    const expected = (at: Date) => {
      const part = (type: Intl.DateTimeFormatPartTypes) => Number(brisbane.formatToParts(at).find((p) => p.type === type)?.value)
      return (part('day') - 1) * 192 + Math.floor((part('hour') * 3600 + part('minute') * 60 + part('second')) / 450)
    }
    // About every hour of 2026, each step 37 s longer than an hour, so the samples fall at every
    // point of the 450 s cycle (a clock off by a few seconds would miss some of them).
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 3_637_000) {
      const at = new Date(t)
      expect(salesThisMonth(at), at.toISOString()).toBe(expected(at))
    }
  })

  test('the animation runs from the previous value to the new one in 2 seconds', () => {
    expect(animatedValue(100, 110, 0)).toBe(100)
    expect(animatedValue(100, 110, 1000)).toBeGreaterThan(100)
    expect(animatedValue(100, 110, 1000)).toBeLessThan(110)
    expect(animatedValue(100, 110, 2000)).toBe(110)
    expect(animatedValue(100, 110, 5000)).toBe(110)
  })
})
