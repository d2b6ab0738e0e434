// The price comparison panel: the response shape, which cars get a comparison, the rule that decides whether
// the panel shows, and the offline estimator that derives a market range from comparable cars
// in our own index.
import { z } from 'zod'
import { PURCHASE_MIN_PRICE_EXCLUSIVE, isPurchasable } from '@/src/domain/finance/eligibility'
import { formatMoney } from '@/src/domain/finance/money'
import type { CarStatus } from '@/src/domain/finance/types'
import type { CarType } from './vehicle'

/** The panel needs a confidence above 0.2. */
export const CONFIDENCE_THRESHOLD = 0.2
/** An empty body raises this text and hides the panel. */
export const NO_DATA_MESSAGE = 'No data returned'

export const priceComparisonSchema = z.object({
  fill: z.number().min(0).max(1),
  listing_price: z.number().positive(),
  market_range_min: z.number().nonnegative(),
  market_range_max: z.number().nonnegative(),
  confidence: z.number().min(0).max(1),
  description: z.string(),
})

export type PriceComparison = z.infer<typeof priceComparisonSchema>

const present = (v: unknown) => v !== null && v !== undefined && !(typeof v === 'number' && !Number.isFinite(v)) && v !== ''

/** Hidden unless every value exists, confidence > 0.2 and the range reaches the listing price. */
export function shouldShowPriceComparison(r: Partial<Record<keyof PriceComparison, unknown>> | null | undefined): r is PriceComparison {
  if (!r) return false
  const keys: (keyof PriceComparison)[] = ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence', 'description']
  if (!keys.every((k) => present(r[k]))) return false
  return Number(r.confidence) > CONFIDENCE_THRESHOLD && Number(r.market_range_max) >= Number(r.listing_price)
}

export interface ComparedCar {
  objectID: string
  make: string
  model: string
  year?: number
  km?: number
  price?: number
  car_type?: CarType
  status?: CarStatus
  sold?: boolean
  reserved?: boolean
}

/**
 * Which cars get a comparison: purchasable ones (in stock, not sold, not reserved, price above 200)
 * that are used (Autogauge is for used cars only) and whose year and km are known (without them
 * there is nothing to compare against).
 */
export function priceComparisonApplies(car: ComparedCar): boolean {
  return isPurchasable(car) && car.car_type === 'used' && Number.isFinite(car.year) && Number.isFinite(car.km)
}

/** Comparable cars: same make and model, year within 2, km within 40% or 30,000 km (whichever is wider). */
export const YEAR_WINDOW = 2
export const KM_WINDOW_SHARE = 0.4
export const KM_WINDOW_MIN = 30_000
/** New cars sell at list price; used and demonstrator cars make the used-car market. */
export const COMPARABLE_CAR_TYPES: readonly CarType[] = ['used', 'demo']

export interface ComparableCriteria {
  make: string
  model: string
  year: readonly [number, number]
  km: readonly [number, number]
  carTypes: readonly CarType[]
  /** Only priced cars count: the same floor as the purchasable check. */
  minPriceExclusive: number
  /** The car being compared is not its own comparable. */
  excludeObjectID: string
}

export function comparableCriteria(car: ComparedCar & { year: number; km: number }): ComparableCriteria {
  const kmSpan = Math.max(KM_WINDOW_MIN, Math.round(car.km * KM_WINDOW_SHARE))
  return {
    make: car.make,
    model: car.model,
    year: [car.year - YEAR_WINDOW, car.year + YEAR_WINDOW],
    km: [Math.max(0, car.km - kmSpan), car.km + kmSpan],
    carTypes: COMPARABLE_CAR_TYPES,
    minPriceExclusive: PURCHASE_MIN_PRICE_EXCLUSIVE,
    excludeObjectID: car.objectID,
  }
}

const same = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase()
const within = (v: number | undefined, [lo, hi]: readonly [number, number]) => v !== undefined && v >= lo && v <= hi

/** The criteria as a predicate (the search engine applies the same ones as a filter). */
export function isComparable(c: ComparableCriteria, candidate: ComparedCar): boolean {
  return (
    candidate.objectID !== c.excludeObjectID &&
    same(candidate.make, c.make) &&
    same(candidate.model, c.model) &&
    within(candidate.year, c.year) &&
    within(candidate.km, c.km) &&
    candidate.car_type !== undefined &&
    c.carTypes.includes(candidate.car_type) &&
    (candidate.price ?? 0) > c.minPriceExclusive
  )
}

/** Fewer comparable prices than this give no estimate at all. */
export const MIN_COMPARABLES = 3
/** With this many comparables the sample-size part of the confidence is full. */
export const FULL_CONFIDENCE_SAMPLE = 20
/** Above this a price is a data error (a misplaced decimal point), not a car: it is ignored. */
export const MAX_CREDIBLE_PRICE = 100_000_000
/** The market range: the 20th to the 80th percentile of comparable prices. */
export const RANGE_QUANTILES = [0.2, 0.8] as const

function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo)
}

function coefficientOfVariation(sorted: readonly number[]): number {
  const mean = sorted.reduce((s, p) => s + p, 0) / sorted.length
  const variance = sorted.reduce((s, p) => s + (p - mean) ** 2, 0) / sorted.length
  return Math.sqrt(variance) / mean
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))
const roundTo100 = (n: number) => Math.round(n / 100) * 100
const credible = (p: number) => Number.isFinite(p) && p > 0 && p <= MAX_CREDIBLE_PRICE

/**
 * The offline estimate from comparable prices (prices that are not numbers between 0 and
 * $100 million are ignored).
 * - range: the 20th to 80th percentile, rounded to $100, so the odd outlier does not stretch it;
 * - fill: where the listing price sits in the range, clamped to 0..1 (0.5 for a zero-width range);
 * - confidence = sample x spread, rounded to 2 places, where sample = min(1, n / 20) and
 *   spread = 1 - coefficient of variation, clamped to 0.2..1. So 4 or fewer comparables give
 *   at most 0.2 (panel hidden), 5 need prices within about 20% of each other, and
 *   20 or more tightly priced cars approach 1;
 * - description: the listing price against the median of the comparables.
 * Fewer than 3 comparables, or a listing price that is not credible: no estimate.
 */
export function marketRangeFromComparables(
  listingPrice: number,
  comparablePrices: readonly number[],
  options: { label: string },
): PriceComparison | null {
  if (!credible(listingPrice)) return null
  const sorted = comparablePrices.filter(credible).sort((a, b) => a - b)
  if (sorted.length < MIN_COMPARABLES) return null
  const min = roundTo100(quantile(sorted, RANGE_QUANTILES[0]))
  const max = roundTo100(quantile(sorted, RANGE_QUANTILES[1]))
  const spread = clamp(1 - coefficientOfVariation(sorted), 0.2, 1)
  const sample = Math.min(1, sorted.length / FULL_CONFIDENCE_SAMPLE)
  const fill = max > min ? clamp((listingPrice - min) / (max - min), 0, 1) : 0.5
  const gap = listingPrice - quantile(sorted, 0.5)
  const position = Math.abs(gap) < 100 ? 'in line with' : `${formatMoney(Math.abs(gap))} ${gap < 0 ? 'below' : 'above'}`
  return {
    fill: Math.round(fill * 1000) / 1000,
    listing_price: listingPrice,
    market_range_min: min,
    market_range_max: max,
    confidence: Math.round(sample * spread * 100) / 100,
    description: `Priced ${position} the typical price of ${sorted.length} similar ${options.label} cars.`,
  }
}
