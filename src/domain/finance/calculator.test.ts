import { describe, expect, test } from 'vitest'
import { calculatorRepayment, lenderFigureFor } from './calculator'
import { initialCalculatorState } from './defaults'
import { financeSettings, type FinanceSettingsInput } from './settings'
import type { FinanceLender } from './types'

describe('calculatorRepayment (spec 2 §4 state -> §9 repayment)', () => {
  test.each<[string, number, FinanceLender | null, FinanceSettingsInput, number]>([
    // 30,000 at 10% over 5 years weekly: 146.7333 -> 146.74
    ['spec2 §4 no price, defaults: $30,000 weekly', 0, null, {}, 146.74],
    // principal 30,000 + 1,360.50 = 31,360.50 weekly at 10%: 153.3876 -> 153.39
    ['spec2 §9 provider fee 1360.5 is financed', 0, null, { establishmentFee: 1360.5 }, 153.39],
    // 32,000 − 2,000 deposit + lender fee 1,360.50 (lender value wins over the 1300 setting)
    [
      'spec2 §9 lender deposit and lender fee',
      32000,
      { deposit: 2000, establishmentFees: 1360.5 },
      { establishmentFee: 1300 },
      153.39,
    ],
    // raw 146.7333 is above the lender's 146.70, so the lender rounding goes down to 146.73
    [
      'spec2 §9 lender rounding setting toward the lender figure',
      0,
      { paymentWeek: 146.7 },
      { rounding: 'toward-lender-figure' },
      146.73,
    ],
    ['spec2 §9 monthly-only tenant: 637.4113 -> 637.42', 0, null, { monthlyOnly: true }, 637.42],
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
