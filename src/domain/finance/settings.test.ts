import { describe, expect, test } from 'vitest'
import { DEFAULT_FINANCE_SETTINGS as d, financeSettings, financeSettingsSchema } from './settings'

describe('finance settings defaults', () => {
  test.each([
    ['default interest rate 10', d.defaultRate, 10],
    ['term 5 years', d.termYears, 5],
    ['frequency weekly', d.frequency, 'week'],
    ['amount minimum 1000', d.amountMin, 1000],
    ['tab maximum 100000', d.amountMaxTab, 100000],
    ['sidebar maximum 250000', d.amountMaxSidebar, 250000],
    ['term maximum 7', d.termMaxYears, 7],
    ['establishment fee else 0', d.establishmentFee, 0],
    ['result rounded up', d.rounding, 'up'],
    ['default finance page', d.financePagePath, '/finance'],
    ['1.05 x price cap is off by default', d.amountCapFromPrice, false],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected)
  })

  test('interest default range 0.5 to 15', () => {
    expect(d.interestRange).toEqual({ min: 0.5, max: 15 })
  })

  test('a provider variant is data: 7.5 to 14.5 interest and a 5000 minimum', () => {
    const s = financeSettings({ interestRange: { min: 7.5, max: 14.5 }, amountMin: 5000 })
    expect([s.interestRange, s.amountMin, s.defaultRate]).toEqual([{ min: 7.5, max: 14.5 }, 5000, 10])
  })

  test('invalid admin input is rejected, not silently used', () => {
    expect(financeSettingsSchema.safeParse({ defaultRate: -1 }).success).toBe(false)
    expect(financeSettingsSchema.safeParse({ frequency: 'daily' }).success).toBe(false)
  })
})
