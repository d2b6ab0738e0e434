import { describe, expect, test } from 'vitest'
import { initialCalculatorState } from '@/src/domain/finance/defaults'
import { financeSettings } from '@/src/domain/finance/settings'
import { calculatorSettings, calculatorView } from './calculator-view'

const settings = calculatorSettings(financeSettings())
const base = initialCalculatorState(null, null, settings)

describe('calculatorView (calculator state, limits, messages)', () => {
  test('no car: $30,000 at 10% over 5 years, weekly $147 (146.74 rounded up to whole dollars)', () => {
    const { figures, amountMessage } = calculatorView(base, { variant: 'tab', settings })
    expect(figures.repayment).toEqual({ value: 147, cents: false })
    expect(figures.totalRepayments).toBe(38152.4) // 146.74 × 260
    expect(figures.comparisonRate).toBe(10)
    expect(amountMessage).toBeNull()
  })

  test.each([
    ['at the tab maximum', 'tab', 100000, 'Cannot be less than $1,000 or more than $100,000'],
    ['beyond the tab maximum', 'tab', 120000, 'Cannot be less than $1,000 or more than $100,000'],
    ['sidebar allows 250,000', 'sidebar', 120000, null],
    ['at the minimum', 'sidebar', 1000, 'Cannot be less than $1,000 or more than $250,000'],
  ] as const)('%s', (_name, variant, amount, message) => {
    expect(calculatorView({ ...base, amount }, { variant, settings }).amountMessage).toBe(message)
  })

  test('weekly repayment of 25 or less: "Enquire for Finance" and a blank total', () => {
    const { figures } = calculatorView({ ...base, amount: 5000 }, { variant: 'tab', settings })
    expect(figures.repayment).toBeNull()
    expect(figures.totalRepayments).toBeNull()
  })

  test('monthly figures keep their cents', () => {
    const { figures } = calculatorView({ ...base, frequency: 'month' }, { variant: 'tab', settings })
    expect(figures.repayment).toEqual({ value: 637.42, cents: true })
  })

  test('only the calculator settings reach the browser', () => {
    expect(Object.keys(calculatorSettings(financeSettings()))).not.toContain('deliveryRegions')
  })
})
