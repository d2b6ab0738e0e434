import { describe, expect, test } from 'vitest'
import {
  BUDGET_DEFAULTS,
  PRESTIGE_BUDGET_PRESETS,
  budgetBounds,
  budgetEstimate,
  budgetFrequencies,
  budgetInput,
  budgetPresets,
  budgetState,
  type BudgetFrequency,
} from './budget'
import { financeSettings } from './settings'

describe('budgetEstimate (repayment × periods × 5 years + deposit)', () => {
  test.each<[string, unknown, unknown, BudgetFrequency, number]>([
    ['defaults monthly: 600 × 12 × 5 + 2000', BUDGET_DEFAULTS.repayment.month, BUDGET_DEFAULTS.deposit, 'month', 38000],
    ['defaults weekly: 200 × 52 × 5 + 2000', BUDGET_DEFAULTS.repayment.week, BUDGET_DEFAULTS.deposit, 'week', 54000],
    ['rounded: 150.57 × 52 × 5 = 39148.2 -> 39148', 150.57, 0, 'week', 39148],
    ['non-numeric repayment becomes 0', 'lots', 2000, 'month', 2000],
    ['negative deposit clamps to 0', 500, -3000, 'month', 30000],
    ['repayment clamps to 1,000,000', 5_000_000, 0, 'month', 60_000_000],
    ['money-field text is read', '$1,000', '$5,000', 'month', 65000],
  ])('%s', (_name, repayment, deposit, frequency, expected) => {
    expect(budgetEstimate(repayment, deposit, frequency)).toBe(expected)
  })

  test.each([
    ['non-numeric', 'abc', 0],
    ['below 0', -1, 0],
    ['above 1,000,000', 1_000_001, 1_000_000],
    ['inside', 2500, 2500],
  ])('budgetInput %s', (_name, input, expected) => {
    expect(budgetInput(input)).toBe(expected)
  })
})

describe('budgetState (budget widget, budget below minimum)', () => {
  test.each([
    [
      'budget below the cheapest car',
      4000,
      4990,
      80000,
      'Car',
      { kind: 'none', button: '0 Cars Found', text: 'No Cars found for this budget' },
    ],
    [
      '{type} label for caravans',
      4000,
      4990,
      80000,
      'Caravan',
      { kind: 'none', button: '0 Caravans Found', text: 'No Caravans found for this budget' },
    ],
    [
      'empty results: nothing found',
      50000,
      null,
      null,
      'Car',
      { kind: 'none', button: '0 Cars Found', text: 'No Cars found for this budget' },
    ],
    ['budget equal to the cheapest car is ok', 4990, 4990, 80000, 'Car', { kind: 'ok', priceRange: { min: 0, max: 4990 } }],
    ['range is capped at the budget', 38000, 4990, 80000, 'Car', { kind: 'ok', priceRange: { min: 0, max: 38000 } }],
    ['range is capped at the results maximum', 150000, 4990, 80000, 'Car', { kind: 'ok', priceRange: { min: 0, max: 80000 } }],
    ['no maximum in the results: 100,000', 150000, 4990, null, 'Car', { kind: 'ok', priceRange: { min: 0, max: 100000 } }],
  ])('%s', (_name, budget, cheapest, max, label, expected) => {
    expect(budgetState(budget, cheapest, max, label)).toEqual(expected)
  })
})

describe('budgetFrequencies', () => {
  test('monthly or weekly, and monthly only where the site shows monthly repayments only', () => {
    expect(budgetFrequencies({ monthlyOnly: false })).toEqual(['month', 'week'])
    expect(budgetFrequencies({ monthlyOnly: true })).toEqual(['month'])
  })
})

describe('budget presets', () => {
  test('nine presets from $5,000 to $70,000, ascending', () => {
    const presets = budgetPresets(financeSettings())
    expect([presets.length, presets[0], presets[presets.length - 1]]).toEqual([9, 5000, 70000])
    expect([...presets].sort((a, b) => a - b)).toEqual([...presets])
  })

  test('the $300,000 to $800,000 ladder is a setting', () => {
    const presets = budgetPresets(financeSettings({ budgetPresets: [...PRESTIGE_BUDGET_PRESETS] }))
    expect([presets[0], presets[presets.length - 1]]).toEqual([300000, 800000])
  })
})

describe("budgetBounds: the live stock's prices as the widget reads them", () => {
  test.each<[string, Parameters<typeof budgetBounds>[0], number, string]>([
    ['cars priced $8,990 to $139,000: below the cheapest finds none', { min: 8990, max: 139000 }, 8000, 'none'],
    ['cars priced $8,990 to $139,000: the cheapest itself is found', { min: 8990, max: 139000 }, 8990, 'ok'],
    ['no priced cars: every budget finds none', null, 1_000_000, 'none'],
    ['stock not read: no lower limit', undefined, 600, 'ok'],
  ])('%s', (_name, prices, budget, expected) => {
    const { cheapestPrice, maxPrice } = budgetBounds(prices)
    expect(budgetState(budget, cheapestPrice, maxPrice, 'Car').kind).toBe(expected)
  })

  test('the search is capped at the dearest car, or at $100,000 when the stock was not read', () => {
    const capped = (prices: Parameters<typeof budgetBounds>[0]) => {
      const { cheapestPrice, maxPrice } = budgetBounds(prices)
      const state = budgetState(500_000, cheapestPrice, maxPrice, 'Car')
      return state.kind === 'ok' ? state.priceRange.max : null
    }
    expect([capped({ min: 8990, max: 139000 }), capped(undefined)]).toEqual([139000, BUDGET_DEFAULTS.maxPrice])
  })
})
