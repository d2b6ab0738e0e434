/**
 * Finance disclaimer texts and rules. The repayment disclaimer is fixed copy; lender disclaimers
 * come from the lender and are truncated.
 */
import { parseNumber } from './money'
import type { FinanceSettings } from './settings'
import { truncateText, type Truncated } from './text'

/** Indicative only, not a binding quote, approved applicants only. */
export const REPAYMENT_DISCLAIMER =
  'Repayments shown are an indicative estimate only and are not a binding quote or an offer of finance. ' +
  "Finance is available to approved applicants only and is subject to the lender's credit assessment, terms, conditions, fees and charges."

/**
 * The anchor of the finance disclaimer on a car page (#financeDisclaimer): the asterisks of its
 * finance figures link there.
 */
export const FINANCE_DISCLAIMER_ID = 'financeDisclaimer'

/** The budget estimate leaves out interest, fees and balloons. */
export const BUDGET_DISCLAIMER = 'This budget is a guide only: it excludes interest, fees, charges and any balloon (final) payment.'

/** The lender disclaimer collapses to 197 characters. */
export const LENDER_DISCLAIMER_LIMIT = 197

export function truncateDisclaimer(text: string | null | undefined, limit = LENDER_DISCLAIMER_LIMIT): Truncated {
  return truncateText(text, limit)
}

export interface RateRange {
  min: number
  max: number
}

/** Every "n%" / "n.nn %" figure in a text, in order. */
export function percentagesIn(text: string | null | undefined): number[] {
  const found = (text ?? '').matchAll(/(\d+(?:\.\d+)?)\s*%/g)
  return Array.from(found, (m) => parseNumber(m[1])).filter((n): n is number => n !== null)
}

/**
 * The comparison-rate placeholder: the lender's configured range (for example
 * 8.38% to 19.42%) when set, otherwise the lowest and highest percentages in the lender's
 * disclaimer, otherwise none.
 */
export function comparisonRateRange(
  disclaimer: string | null | undefined,
  settings: Pick<FinanceSettings, 'comparisonRateRange'>,
): RateRange | null {
  if (settings.comparisonRateRange) return settings.comparisonRateRange
  const rates = percentagesIn(disclaimer)
  return rates.length ? { min: Math.min(...rates), max: Math.max(...rates) } : null
}

/** "8.38% to 19.42%": two decimals, as comparison rates are stated. */
export function formatRateRange(range: RateRange): string {
  return `${range.min.toFixed(2)}% to ${range.max.toFixed(2)}%`
}
