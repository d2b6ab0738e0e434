import { describe, expect, test } from 'vitest'
import { frequencyOptions, initialCalculatorState, unitSuffix, type CalculatorState } from './defaults'
import { financeSettings, type FinanceSettingsInput } from './settings'
import type { FinanceLender, Loose } from './types'

const spec = { amount: 30000, termYears: 5, interest: 10, tradeIn: 0, residual: 0, frequency: 'week' } as const

describe('initialCalculatorState', () => {
  test.each<[string, Loose, FinanceLender | null, FinanceSettingsInput, Partial<CalculatorState>]>([
    ['amount is the car price', 45990, null, {}, { amount: 45990 }],
    ['no price: 30000', 0, null, {}, {}],
    ['negative price: 30000', -1, null, {}, {}],
    ['a price of 200 counts as no price for finance', 200, null, {}, {}],
    ['a price of 201 is a price', 201, null, {}, { amount: 201 }],
    ['price as a feed string', '52,500', null, {}, { amount: 52500 }],
    ['term from tenant setting (6 years)', 45990, null, { termYears: 6 }, { amount: 45990, termYears: 6 }],
    ['configured default rate 8.5', 0, null, { defaultRate: 8.5 }, { interest: 8.5 }],
    ['monthly-only tenants start monthly', 0, null, { monthlyOnly: true }, { frequency: 'month' }],
    ['tenant default frequency fortnightly', 0, null, { frequency: 'fortnight' }, { frequency: 'fortnight' }],
    [
      'inputs start from lender values',
      45990,
      { interestRate: 6.29, termYears: 4, deposit: 5000, balloon: 12000 },
      {},
      { amount: 45990, interest: 6.29, termYears: 4, tradeIn: 5000, residual: 12000 },
    ],
    ['lender term in months only', 0, { termMonths: 36 }, {}, { termYears: 3 }],
    ['a lender 0% rate is a real offer and is kept', 0, { interestRate: 0 }, {}, { interest: 0 }],
    ["lender fields sent as null or 'null' fall back", 0, { interestRate: null, deposit: 'null', termYears: '' }, {}, {}],
    ['a lender term of 0 is not a term', 0, { termYears: 0 }, {}, {}],
    ['lender values as strings', 0, { interestRate: '7.45', deposit: '2,000' }, {}, { interest: 7.45, tradeIn: 2000 }],
  ])('%s', (_name, price, lender, overrides, expected) => {
    expect(initialCalculatorState(price, lender, financeSettings(overrides))).toEqual({ ...spec, ...expected })
  })
})

describe('frequency options and units', () => {
  test.each<[string, FinanceSettingsInput, object]>([
    ['weekly, fortnightly, monthly', {}, { options: ['week', 'fortnight', 'month'], showSelector: true }],
    ['monthly is the only option on some tenants', { monthlyOnly: true }, { options: ['month'], showSelector: false }],
    [
      'the selector is hidden for one provider',
      { showFrequencySelector: false },
      { options: ['week', 'fortnight', 'month'], showSelector: false },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(frequencyOptions(financeSettings(overrides))).toEqual(expected)
  })

  test.each([
    ['week', 'wk'],
    ['fortnight', 'fn'],
    ['month', 'mo'],
    ['year', 'yr'],
  ] as const)('unit suffix for %s is %s', (unit, suffix) => {
    expect(unitSuffix(unit)).toBe(suffix)
  })
})
