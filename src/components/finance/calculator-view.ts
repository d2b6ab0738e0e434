/**
 * Composes the finance rules into what the calculator shows. Pure and React-free, so the
 * component stays a thin shell and the composition is unit-tested; every number comes
 * from src/domain/finance.
 */
import { calculatorComparisonRate, calculatorRepayment, displayRepayment } from '@/src/domain/finance/calculator'
import type { CalculatorState } from '@/src/domain/finance/defaults'
import { amountMessage, calculatorLimits, type CalculatorLimits, type CalculatorVariant } from '@/src/domain/finance/limits'
import { showsEnquireForFinance, totalRepaymentsDisplay } from '@/src/domain/finance/repayment'
import type { FinanceSettings } from '@/src/domain/finance/settings'
import type { FinanceLender } from '@/src/domain/finance/types'
import type { SummaryFigures } from './RepaymentSummary'

/** The settings the calculator reads: what the server sends to the browser, nothing more. */
export const CALCULATOR_SETTING_KEYS = [
  'defaultRate',
  'termYears',
  'frequency',
  'monthlyOnly',
  'showFrequencySelector',
  'amountMin',
  'amountMaxTab',
  'amountMaxSidebar',
  'amountCapFromPrice',
  'termMinYears',
  'termMaxYears',
  'termOptions',
  'interestRange',
  'establishmentFee',
  'feeSchedule',
  'rounding',
] as const satisfies readonly (keyof FinanceSettings)[]

export type CalculatorSettings = Pick<FinanceSettings, (typeof CALCULATOR_SETTING_KEYS)[number]>

export function calculatorSettings(settings: FinanceSettings): CalculatorSettings {
  return Object.fromEntries(CALCULATOR_SETTING_KEYS.map((key) => [key, settings[key]])) as CalculatorSettings
}

export interface CalculatorView {
  limits: CalculatorLimits
  amountMessage: string | null
  figures: SummaryFigures
}

export function calculatorView(
  state: CalculatorState,
  input: { variant: CalculatorVariant; settings: CalculatorSettings; price?: number | null; lender?: FinanceLender | null },
): CalculatorView {
  const limits = calculatorLimits(input.variant, input.settings, input.price)
  const result = calculatorRepayment(state, input.lender, input.settings)
  const enquire = !result.ok || showsEnquireForFinance(result.weeklyEquivalent)
  return {
    limits,
    amountMessage: amountMessage(state.amount, limits.amount),
    figures: {
      frequency: state.frequency,
      repayment: result.ok && !enquire ? displayRepayment(result.payment, state.frequency) : null,
      interestRate: state.interest,
      comparisonRate: calculatorComparisonRate(state.interest, input.lender, input.settings),
      totalRepayments: totalRepaymentsDisplay(result),
      amountFinanced: result.ok ? result.principal : null,
    },
  }
}
