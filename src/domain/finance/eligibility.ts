/**
 * Finance estimate display eligibility and the purchasable check.
 * Which lender a site uses, and how strict its rule is, is the `lenderKind` setting; the
 * excluded make, excluded dealerships and flagged sites are setting lists, never slugs in code.
 */
import { parseNumber, toNumber } from './money'
import type { FinanceSettings, LenderKind } from './settings'
import type { CarStatus, FinanceCar, FinanceLender, Loose } from './types'

export type EligibilitySettings = Pick<
  FinanceSettings,
  'lenderKey' | 'lenderKind' | 'excludedMakes' | 'excludedDealershipSlugs' | 'financeEstimateDisabled'
>

export type IneligibleReason =
  | 'site-disabled'
  | 'no-lender'
  | 'missing-rates'
  | 'excluded-make'
  | 'excluded-dealership'
  | 'not-available'
  | 'no-price'
  | 'too-old'
  | 'no-comparison-rate'
  | 'no-weekly-payment'
  | 'no-monthly-payment'

/** The car as the display rules read it (they never read its id). */
export type RuleCar = Omit<FinanceCar, 'id'>

export type Eligibility = { eligible: true; lender: FinanceLender } | { eligible: false; reason: IneligibleReason }

/** Finance needs a price above 500. */
export const FINANCE_MIN_PRICE_EXCLUSIVE = 500
/** Lender A finances cars under 12 years old. */
export const LENDER_A_MAX_AGE_YEARS = 12
/** Purchasable needs a price above 200. */
export const PURCHASE_MIN_PRICE_EXCLUSIVE = 200

/** In_stock and coming_soon count as available. */
export function isAvailable(status: CarStatus | null | undefined): boolean {
  return status === 'in_stock' || status === 'coming_soon'
}

/** In stock, not sold, not reserved, price above 200. */
export function isPurchasable(car: Pick<FinanceCar, 'status' | 'sold' | 'reserved' | 'price'>): boolean {
  return car.status === 'in_stock' && !car.sold && !car.reserved && toNumber(car.price) > PURCHASE_MIN_PRICE_EXCLUSIVE
}

/** A stored or live quote (youxQuote), read by the same rules as the lender's own figures. */
export interface QuoteFigures {
  weeklyRepaymentAmount?: Loose
  comparisonRate?: Loose
  advertisedRate?: Loose
}

interface Context {
  car: RuleCar
  figures: FinanceLender
  currentYear: number
}

type Check = (ctx: Context) => IneligibleReason | null

const available: Check = ({ car }) => (isAvailable(car.status) ? null : 'not-available')
const priced: Check = ({ car }) => (toNumber(car.price) > FINANCE_MIN_PRICE_EXCLUSIVE ? null : 'no-price')
const young: Check = ({ car, currentYear }) => (toNumber(car.year) > currentYear - LENDER_A_MAX_AGE_YEARS ? null : 'too-old')
const positive = (value: unknown): boolean => toNumber(value) > 0
const comparison: Check = ({ figures }) => (positive(figures.comparisonRate) ? null : 'no-comparison-rate')
const weekly: Check = ({ figures }) => (positive(figures.paymentWeek) ? null : 'no-weekly-payment')
const monthly: Check = ({ figures }) => (positive(figures.paymentMonth) ? null : 'no-monthly-payment')

/** Per-provider rules, checked in order; the first failure is the reason. */
const KIND_RULES: Record<LenderKind, Check[]> = {
  'lender-a': [young, priced, available, comparison],
  'lender-b': [available],
  'lender-c': [available],
  manual: [priced, available, weekly],
  angle: [priced, available, weekly],
  'power-train': [priced, available, weekly],
  manufacturer: [priced, available, monthly],
}

const normalise = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase()
const listed = (list: string[], value: string | null | undefined): boolean =>
  value != null && list.some((entry) => normalise(entry) === normalise(value))

/** The dealer's exclusions, which no lender or quote overrides. */
function excludedReason(car: RuleCar, s: EligibilitySettings): IneligibleReason | null {
  if (listed(s.excludedMakes, car.make)) return 'excluded-make'
  if (listed(s.excludedDealershipSlugs, car.dealership_slug)) return 'excluded-dealership'
  return null
}

function kindReason(car: RuleCar, figures: FinanceLender, s: EligibilitySettings, now: Date): IneligibleReason | null {
  const ctx: Context = { car, figures, currentYear: now.getUTCFullYear() }
  for (const check of KIND_RULES[s.lenderKind]) {
    const reason = check(ctx)
    if (reason) return reason
  }
  return null
}

/**
 * Whether a car shows a finance estimate from the site's lender. `now` is passed in so the
 * lender-A age rule is testable and the server and browser agree; the year is taken in UTC.
 */
export function financeEstimateEligibility(car: RuleCar, settings: EligibilitySettings, now: Date): Eligibility {
  if (settings.financeEstimateDisabled) return { eligible: false, reason: 'site-disabled' }
  const lender = car.finance_lenders?.[settings.lenderKey]
  if (!lender || Object.keys(lender).length === 0) return { eligible: false, reason: 'no-lender' }
  if (parseNumber(lender.interestRate) === null || parseNumber(lender.comparisonRate) === null) {
    return { eligible: false, reason: 'missing-rates' }
  }
  const reason = excludedReason(car, settings) ?? kindReason(car, lender, settings, now)
  return reason ? { eligible: false, reason } : { eligible: true, lender }
}

/**
 * Whether a quote may stand in for the lender's figures: the same exclusions and the same
 * lender-kind rules, read on the quote (its weekly repayment and comparison rate), and a price
 * above 500 whatever the kind. A quote has no monthly figure, so it never passes the
 * manufacturer lender's rule. Null when it may.
 */
export function quoteIneligibility(car: RuleCar, quote: QuoteFigures, settings: EligibilitySettings, now: Date): IneligibleReason | null {
  if (settings.financeEstimateDisabled) return 'site-disabled'
  const figures: FinanceLender = {
    interestRate: quote.advertisedRate,
    comparisonRate: quote.comparisonRate,
    paymentWeek: quote.weeklyRepaymentAmount,
  }
  return excludedReason(car, settings) ?? priced({ car, figures, currentYear: 0 }) ?? kindReason(car, figures, settings, now)
}
