/**
 * One call from calculator state to repayment: applies the establishment-fee chain and
 * the lender's rounding setting, so the UI never re-implements either (DESIGN convention 1).
 */
import type { CalculatorState } from './defaults'
import { establishmentFee } from './establishment-fee'
import { parseNumber } from './money'
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
