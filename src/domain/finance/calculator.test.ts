import { describe, expect, test } from 'vitest'
import { calculatorComparisonRate, calculatorRepayment, displayRepayment, lenderFigureFor } from './calculator'
import { comparisonRate } from './comparison-rate'
import { initialCalculatorState } from './defaults'
import { financeSettings, type FinanceSettingsInput } from './settings'
import type { FinanceLender } from './types'

describe('calculatorRepayment (state -> repayment)', () => {
  test.each<[string, number, FinanceLender | null, FinanceSettingsInput, number]>([
    // 30,000 at 10% over 5 years weekly: 146.7333 -> 146.74
    ['no price, defaults: $30,000 weekly', 0, null, {}, 146.74],
    // principal 30,000 + 1,360.50 = 31,360.50 weekly at 10%: 153.3876 -> 153.39
    ['provider fee 1360.5 is financed', 0, null, { establishmentFee: 1360.5 }, 153.39],
    // 32,000 − 2,000 deposit + lender fee 1,360.50 (lender value wins over the 1300 setting)
    ['lender deposit and lender fee', 32000, { deposit: 2000, establishmentFees: 1360.5 }, { establishmentFee: 1300 }, 153.39],
    // raw 146.7333 is above the lender's 146.70, so the lender rounding goes down to 146.73
    ['lender rounding setting toward the lender figure', 0, { paymentWeek: 146.7 }, { rounding: 'toward-lender-figure' }, 146.73],
    ['monthly-only tenant: 637.4113 -> 637.42', 0, null, { monthlyOnly: true }, 637.42],
  ])('%s', (_name, price, lender, overrides, expected) => {
    const settings = financeSettings(overrides)
    const result = calculatorRepayment(initialCalculatorState(price, lender, settings), lender, settings)
    expect(result.ok && result.payment).toBe(expected)
  })

  test.each([
    ['week', 146.7],
    ['month', 635.5],
    ['fortnight', null],
  ] as const)('lender figure for %s', (frequency, expected) => {
    expect(lenderFigureFor(frequency, { paymentWeek: '146.70', paymentMonth: 635.5 })).toBe(expected)
  })
})

describe('calculatorComparisonRate (comparison rate beside every advertised rate)', () => {
  const s = financeSettings()
  test.each<[string, number, FinanceLender | null, FinanceSettingsInput, number | null]>([
    ['no fees: the comparison rate is the interest rate', 10, null, {}, 10],
    ['lender rate unchanged: the lender’s own comparison rate', 6.29, { interestRate: 6.29, comparisonRate: 8.19 }, {}, 8.19],
    ['rate changed by the shopper: computed again, not the lender figure', 7, { interestRate: 6.29, comparisonRate: 8.19 }, {}, 7],
  ])('%s', (_name, rate, lender, overrides, expected) => {
    expect(calculatorComparisonRate(rate, lender, financeSettings(overrides))).toBe(expected)
  })

  test('financed fees raise it; a fee schedule uses its credit fees', () => {
    const fee = calculatorComparisonRate(10, null, financeSettings({ establishmentFee: 1360.5 }))
    const schedule = calculatorComparisonRate(
      10,
      null,
      financeSettings({ feeSchedule: { establishment: 395, securityRegistration: 6, monthlyAdmin: 8, dealerAgency: 912.25 } }),
    )
    expect(fee).toBe(comparisonRate({ annualRatePercent: 10, upfrontFees: 1360.5 }))
    expect(schedule).toBe(comparisonRate({ annualRatePercent: 10, upfrontFees: 1307.25, monthlyFees: 8 }))
    expect(fee!).toBeGreaterThan(10)
    expect(s.feeSchedule).toBeNull()
  })
})

describe('displayRepayment (weekly figures as whole dollars)', () => {
  test.each([
    ['week', 146.74, { value: 147, cents: false }],
    ['week', 146, { value: 146, cents: false }],
    ['fortnight', 293.47, { value: 293.47, cents: true }],
    ['month', 637.42, { value: 637.42, cents: true }],
  ] as const)('%s %s', (frequency, payment, expected) => {
    expect(displayRepayment(payment, frequency)).toEqual(expected)
  })
})
