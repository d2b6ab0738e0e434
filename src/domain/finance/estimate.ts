/**
 * The finance estimate a car shows wherever one is shown: search cards, the car page's
 * "Only $X /wk*" teaser, the compare table, and the lender figures the car page's calculator
 * starts from. The dealer's lender kind and exclusions (settings) decide, through the rules in
 * eligibility.ts; a quote stands in only when the site's lender has no figures for the car.
 */
import {
  type EligibilitySettings,
  type IneligibleReason,
  type QuoteFigures,
  type RuleCar,
  financeEstimateEligibility,
  isAvailable,
  quoteIneligibility,
} from './eligibility'
import { parseNumber } from './money'
import type { FinanceLender } from './types'

export interface FinanceEstimate {
  /** Whole dollars a week, rounded up; null when only the rates are known. */
  weekly: number | null
  /** The advertised rate and its comparison rate, always together (National Credit Code). */
  rates: { interest: number; comparison: number } | null
  /** The site's lender entry when its figures are the estimate (the calculator starts from it), else null. */
  lender: FinanceLender | null
}

export type EstimateCar = RuleCar & { youxQuote?: QuoteFigures | null }

/**
 * The lender not quoting this car at all is the one case a quote fills in: a car the lender's
 * rules refuse (too old, excluded, unpriced) shows no estimate from any source.
 */
const LENDER_HAS_NO_FIGURES: ReadonlySet<IneligibleReason> = new Set(['no-lender', 'missing-rates'])

const positive = (value: unknown): number | null => {
  const n = parseNumber(value)
  return n !== null && n > 0 ? n : null
}

function ratePair(interest: unknown, comparison: unknown): FinanceEstimate['rates'] {
  const i = positive(interest)
  const c = positive(comparison)
  return i !== null && c !== null ? { interest: i, comparison: c } : null
}

/**
 * The site's lender figures when the car passes its lender's rules (a stored quote's weekly
 * figure preferred, being the newer), else the quote's own figures when the lender has none for
 * the car and the quote passes the same rules. Null when there is nothing to show.
 */
export function financeEstimate(car: EstimateCar, settings: EligibilitySettings, now: Date): FinanceEstimate | null {
  if (!isAvailable(car.status)) return null
  const quote = car.youxQuote ?? null
  const eligibility = financeEstimateEligibility(car, settings, now)
  let estimate: { weekly: number | null; rates: FinanceEstimate['rates']; lender: FinanceLender | null }
  if (eligibility.eligible) {
    const { lender } = eligibility
    estimate = {
      weekly: positive(quote?.weeklyRepaymentAmount) ?? positive(lender.paymentWeek),
      rates: ratePair(lender.interestRate, lender.comparisonRate),
      lender,
    }
  } else if (quote && LENDER_HAS_NO_FIGURES.has(eligibility.reason) && quoteIneligibility(car, quote, settings, now) === null) {
    estimate = { weekly: positive(quote.weeklyRepaymentAmount), rates: ratePair(quote.advertisedRate, quote.comparisonRate), lender: null }
  } else {
    return null
  }
  if (estimate.weekly === null && estimate.rates === null) return null
  return { ...estimate, weekly: estimate.weekly === null ? null : Math.ceil(estimate.weekly) }
}

/** Figures any quote has, to ask whether one would be shown at all. */
const SOME_QUOTE: QuoteFigures = { weeklyRepaymentAmount: 1, comparisonRate: 1, advertisedRate: 1 }

/**
 * Whether a quote for this car would be shown: the car page asks the quote provider only then,
 * not for a car the site's rules give no estimate whatever the figures.
 */
export function quoteCanShow(car: EstimateCar, settings: EligibilitySettings, now: Date): boolean {
  return financeEstimate({ ...car, youxQuote: SOME_QUOTE }, settings, now) !== null
}
