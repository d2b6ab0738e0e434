/**
 * Establishment fee and fee schedules. Fixed fees (such as 1360.5 for
 * one lender, 1300 on one tenant and provider) are the provider's `establishmentFee`
 * setting; the brand fee list ($395, $6, $8/month, $912.25) is a `FeeSchedule` setting.
 */
import { roundCents, toNumber } from './money'
import type { FeeSchedule, FinanceSettings } from './settings'

/**
 * Fee from the lender, else the provider's configured fee, else 0. A lender value of 0 or
 * less is read as "not supplied": feeds send 0 for unknown, and assuming no fee would
 * understate every repayment, while a configured fee errs on the side of the shopper.
 */
export function establishmentFee(lenderFee: unknown, settings: Pick<FinanceSettings, 'establishmentFee'>): number {
  const fromLender = toNumber(lenderFee)
  if (fromLender > 0) return roundCents(fromLender)
  return Math.max(0, roundCents(toNumber(settings.establishmentFee)))
}

export interface FeeTotals {
  /** Paid (or financed) at the start: establishment, security registration, dealer agency. */
  upfront: number
  monthly: number
  /** The monthly fee over the whole term. */
  monthlyOverTerm: number
  total: number
}

/** Totals a fee schedule over a term; a negative or fractional month count is not a term. */
export function feeTotals(schedule: FeeSchedule, termMonths: number): FeeTotals {
  const months = Math.max(0, Math.round(toNumber(termMonths)))
  const upfront = roundCents(schedule.establishment + schedule.securityRegistration + schedule.dealerAgency)
  const monthly = roundCents(schedule.monthlyAdmin)
  const monthlyOverTerm = roundCents(monthly * months)
  return { upfront, monthly, monthlyOverTerm, total: roundCents(upfront + monthlyOverTerm) }
}

/**
 * The fees a comparison rate must include (National Credit Code reg 100: credit fees and
 * charges, "other than a government fee, charge or duty"). Vehicle security registration
 * is the PPSR government fee, so it is left out; the dealer agency fee is a credit fee the
 * borrower pays for arranging the loan, so it stays in.
 */
export function comparisonRateFees(schedule: FeeSchedule | null): { upfront: number; monthly: number } {
  if (!schedule) return { upfront: 0, monthly: 0 }
  return {
    upfront: roundCents(schedule.establishment + schedule.dealerAgency),
    monthly: roundCents(schedule.monthlyAdmin),
  }
}
