/**
 * Finance estimate display eligibility and the purchasable check.
 * Which lender a site uses, and how strict its rule is, is the `lenderKind` setting; the
 * excluded make, excluded dealerships and flagged sites are setting lists, never slugs in code.
 */
import { parseNumber, toNumber } from './money'
import type { FinanceSettings, LenderKind } from './settings'
import type { CarStatus, FinanceCar, FinanceLender } from './types'

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

interface Context {
  car: FinanceCar
  lender: FinanceLender
  currentYear: number
}

type Check = (ctx: Context) => IneligibleReason | null

const available: Check = ({ car }) => (isAvailable(car.status) ? null : 'not-available')
const priced: Check = ({ car }) => (toNumber(car.price) > FINANCE_MIN_PRICE_EXCLUSIVE ? null : 'no-price')
const young: Check = ({ car, currentYear }) => (toNumber(car.year) > currentYear - LENDER_A_MAX_AGE_YEARS ? null : 'too-old')
const positive = (value: unknown): boolean => toNumber(value) > 0
const comparison: Check = ({ lender }) => (positive(lender.comparisonRate) ? null : 'no-comparison-rate')
const weekly: Check = ({ lender }) => (positive(lender.paymentWeek) ? null : 'no-weekly-payment')
const monthly: Check = ({ lender }) => (positive(lender.paymentMonth) ? null : 'no-monthly-payment')

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

function commonReason(car: FinanceCar, lender: FinanceLender | null | undefined, s: EligibilitySettings): IneligibleReason | null {
  if (s.financeEstimateDisabled) return 'site-disabled'
  if (!lender || Object.keys(lender).length === 0) return 'no-lender'
  if (parseNumber(lender.interestRate) === null || parseNumber(lender.comparisonRate) === null) return 'missing-rates'
  if (listed(s.excludedMakes, car.make)) return 'excluded-make'
  if (listed(s.excludedDealershipSlugs, car.dealership_slug)) return 'excluded-dealership'
  return null
}

/**
 * Whether a car shows a finance estimate. `now` is passed in so the lender-A age rule is
 * testable and the server and browser agree; the year is taken in UTC.
 */
export function financeEstimateEligibility(car: FinanceCar, settings: EligibilitySettings, now: Date): Eligibility {
  const lender = car.finance_lenders?.[settings.lenderKey]
  const common = commonReason(car, lender, settings)
  if (common || !lender) return { eligible: false, reason: common ?? 'no-lender' }
  const ctx: Context = { car, lender, currentYear: now.getUTCFullYear() }
  for (const check of KIND_RULES[settings.lenderKind]) {
    const reason = check(ctx)
    if (reason) return { eligible: false, reason }
  }
  return { eligible: true, lender }
}
