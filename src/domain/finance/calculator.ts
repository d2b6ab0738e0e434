/**
 * One call from calculator state to repayment: applies the establishment-fee chain and
 * the lender's rounding setting, so the UI never re-implements either (DESIGN convention 1).
 */
import { chooseComparisonRate, comparisonRate } from './comparison-rate'
import type { CalculatorState } from './defaults'
import { comparisonRateFees, establishmentFee } from './establishment-fee'
import { ceilDollars, parseNumber } from './money'
import { repayment, type RepaymentResult } from './repayment'
import type { FinanceSettings, Frequency } from './settings'
import type { FinanceLender } from './types'

/** The lender's own repayment for a frequency; lenders quote weekly and monthly only. */
export function lenderFigureFor(frequency: Frequency, lender: FinanceLender | null | undefined): number | null {
  if (!lender) return null
  if (frequency === 'week') return parseNumber(lender.paymentWeek)
  if (frequency === 'month') return parseNumber(lender.paymentMonth)
  return null
}

export function calculatorRepayment(
  state: CalculatorState,
  lender: FinanceLender | null | undefined,
  settings: Pick<FinanceSettings, 'establishmentFee' | 'rounding'>,
): RepaymentResult {
  return repayment({
    amount: state.amount,
    deposit: state.tradeIn,
    establishmentFee: establishmentFee(lender?.establishmentFees, settings),
    annualRatePercent: state.interest,
    termYears: state.termYears,
    frequency: state.frequency,
    residual: state.residual,
    rounding: settings.rounding,
    lenderFigure: lenderFigureFor(state.frequency, lender),
  })
}

export type CalculatorFeeSettings = Pick<FinanceSettings, 'establishmentFee' | 'feeSchedule'>

/**
 * The comparison rate shown beside the calculator's interest rate. The lender's
 * own figure describes the lender's own rate, so it is shown only while the rate input
 * still holds that rate; once the shopper changes it, the rate is computed for the new
 * rate with the same fees (a fee schedule when the provider has one, else the
 * establishment fee chain).
 */
export function calculatorComparisonRate(
  annualRatePercent: number,
  lender: FinanceLender | null | undefined,
  settings: CalculatorFeeSettings,
): number | null {
  const fees = settings.feeSchedule
    ? comparisonRateFees(settings.feeSchedule)
    : { upfront: establishmentFee(lender?.establishmentFees, settings), monthly: 0 }
  const computed = comparisonRate({ annualRatePercent, upfrontFees: fees.upfront, monthlyFees: fees.monthly })
  const lenderRate = parseNumber(lender?.interestRate)
  return lenderRate !== null && lenderRate === annualRatePercent ? chooseComparisonRate(lender?.comparisonRate, computed) : computed
}

/**
 * The repayment as displayed: weekly figures in whole dollars, rounded up so
 * the advertised figure never understates the cost; fortnightly and monthly to the cent.
 */
export function displayRepayment(payment: number, frequency: Frequency): { value: number; cents: boolean } {
  return frequency === 'week' ? { value: ceilDollars(payment), cents: false } : { value: payment, cents: true }
}
