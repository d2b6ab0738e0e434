import { describe, expect, test } from 'vitest'
import { amountMessage, calculatorLimits, clampInput, normaliseAmount } from './limits'
import { financeSettings, type FinanceSettingsInput } from './settings'

describe('calculatorLimits amount bounds', () => {
  test.each<[string, 'tab' | 'sidebar', FinanceSettingsInput, number | null, number, number]>([
    ['tab calculator 1000 to 100000', 'tab', {}, 45000, 1000, 100000],
    ['sidebar calculator 1000 to 250000', 'sidebar', {}, 45000, 1000, 250000],
    ['provider minimum 5000', 'tab', { amountMin: 5000 }, 45000, 5000, 100000],
    ['1.05 × price above 100000 when the setting is on', 'tab', { amountCapFromPrice: true }, 120000, 1000, 126000],
    ['1.05 × 100001 rounds to whole dollars', 'tab', { amountCapFromPrice: true }, 100001, 1000, 105001],
    ['price exactly 100000 with the setting on: the next step above the price', 'tab', { amountCapFromPrice: true }, 100000, 1000, 100500],
    ['setting off: a price above the maximum lifts it to the next step above the price', 'tab', {}, 180000, 1000, 180500],
    ['setting off: a price on a step still lies below the maximum', 'tab', {}, 120500, 1000, 121000],
    ['setting off: a price exactly at the maximum lifts it', 'tab', {}, 100000, 1000, 100500],
    ['a price below the maximum keeps it', 'tab', {}, 99990, 1000, 100000],
    [
      'the 1.05 × cap is a tab-calculator rule; the sidebar still takes the car',
      'sidebar',
      { amountCapFromPrice: true },
      300000,
      1000,
      300500,
    ],
    ['the sidebar keeps its maximum for a cheaper car', 'sidebar', {}, 180000, 1000, 250000],
    ['no price given', 'tab', { amountCapFromPrice: true }, null, 1000, 100000],
  ])('%s', (_name, variant, overrides, price, min, max) => {
    expect(calculatorLimits(variant, financeSettings(overrides), price).amount).toEqual({ min, max, step: 500 })
  })
})

describe('calculatorLimits other inputs', () => {
  test.each<[string, FinanceSettingsInput, keyof ReturnType<typeof calculatorLimits>, object]>([
    ['term 1 to 7, step 0.5', {}, 'term', { min: 1, max: 7, step: 0.5, options: null }],
    ['term 1 to 5 on some tenants', { termMaxYears: 5 }, 'term', { min: 1, max: 5, step: 0.5, options: null }],
    ['configured year options', { termOptions: [5, 2, 3, 3] }, 'term', { min: 2, max: 5, step: 0.5, options: [2, 3, 5] }],
    ['interest default 0.5 to 15', {}, 'interest', { min: 0.5, max: 15, step: 0.5 }],
    ['provider interest 7.5 to 14.5', { interestRange: { min: 7.5, max: 14.5 } }, 'interest', { min: 7.5, max: 14.5, step: 0.5 }],
    ['provider interest 1 to 14.5', { interestRange: { min: 1, max: 14.5 } }, 'interest', { min: 1, max: 14.5, step: 0.5 }],
    ['tenant interest 9.95 to 19.95', { interestRange: { min: 9.95, max: 19.95 } }, 'interest', { min: 9.95, max: 19.95, step: 0.5 }],
    ['brand interest 4 to 20', { interestRange: { min: 4, max: 20 } }, 'interest', { min: 4, max: 20, step: 0.5 }],
    ['deposit 0 to 250000', {}, 'deposit', { min: 0, max: 250000, step: 0.5 }],
    ['residual 0 to 250000', {}, 'residual', { min: 0, max: 250000, step: 0.5 }],
  ])('%s', (_name, overrides, key, expected) => {
    expect(calculatorLimits('tab', financeSettings(overrides))[key]).toEqual(expected)
  })
})

describe('amount normalising and message', () => {
  const bounds = { min: 1000, max: 100000 }
  test.each([
    ['values of 0 or below become 0', -500, 0],
    ['zero stays 0', 0, 0],
    ['non-numeric becomes 0', 'abc', 0],
    ['an amount below the minimum is kept (the message explains)', 800, 800],
    ['an amount above the maximum is kept', 120000, 120000],
  ])('%s', (_name, input, expected) => {
    expect(normaliseAmount(input)).toBe(expected)
  })

  test.each([
    ['below minimum', 500, 'Cannot be less than $1,000 or more than $100,000'],
    ['at the minimum', 1000, 'Cannot be less than $1,000 or more than $100,000'],
    ['at the maximum', 100000, 'Cannot be less than $1,000 or more than $100,000'],
    ['beyond the maximum', 150000, 'Cannot be less than $1,000 or more than $100,000'],
    ['inside the bounds: no message', 30000, null],
    ['just inside the minimum: no message', 1000.5, null],
  ])('%s', (_name, amount, expected) => {
    expect(amountMessage(amount, bounds)).toBe(expected)
  })

  test('message uses the provider minimum and sidebar maximum', () => {
    expect(amountMessage(0, { min: 5000, max: 250000 })).toBe('Cannot be less than $5,000 or more than $250,000')
  })
})

describe('clampInput (other numeric inputs)', () => {
  test.each([
    ['above maximum snaps to maximum', 16, { min: 0.5, max: 15 }, 15],
    ['at maximum stays', 15, { min: 0.5, max: 15 }, 15],
    ['below minimum snaps to minimum', 0.2, { min: 0.5, max: 15 }, 0.5],
    ['at minimum snaps to minimum', 0.5, { min: 0.5, max: 15 }, 0.5],
    ['inside stays', 7.25, { min: 0.5, max: 15 }, 7.25],
    ['deposit above 250000 snaps', 300000, { min: 0, max: 250000 }, 250000],
    ['negative deposit snaps to 0', -10, { min: 0, max: 250000 }, 0],
    ['non-numeric snaps to the minimum', 'x', { min: 1, max: 7 }, 1],
  ])('%s', (_name, value, bounds, expected) => {
    expect(clampInput(value, bounds)).toBe(expected)
  })
})

describe("a car's own price is always a valid amount", () => {
  test.each([1000, 45000, 99999, 100000, 100250, 149990, 250000, 389990, 1250000])('price %i', (price) => {
    for (const variant of ['tab', 'sidebar'] as const) {
      for (const amountCapFromPrice of [false, true]) {
        const { amount } = calculatorLimits(variant, financeSettings({ amountCapFromPrice }), price)
        if (price > amount.min) expect(amountMessage(price, amount)).toBeNull()
      }
    }
  })
})
