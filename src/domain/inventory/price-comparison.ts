// The price comparison panel (spec 1 §3 "Price comparison response", §5, §8; issue 3): the
// response shape, the rule that decides whether the panel shows, and the offline estimator
// that derives a market range from comparable cars in our own index.
import { z } from 'zod'

/** Spec 1 §5, §9: the panel needs a confidence above 0.2. */
export const CONFIDENCE_THRESHOLD = 0.2
/** Spec 1 §8: an empty body raises this text and hides the panel. */
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

/** Spec 1 §5: hidden unless every value exists, confidence > 0.2 and the range reaches the listing price. */
export function shouldShowPriceComparison(r: Partial<Record<keyof PriceComparison, unknown>> | null | undefined): r is PriceComparison {
  if (!r) return false
  const keys: (keyof PriceComparison)[] = ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence', 'description']
  if (!keys.every((k) => present(r[k]))) return false
  return Number(r.confidence) > CONFIDENCE_THRESHOLD && Number(r.market_range_max) >= Number(r.listing_price)
}

export interface ComparableCar {
  make: string
  model: string
  year: number
  km: number
}

/** Same make and model, year within 2, km within 40% or 30,000 km (whichever is wider). */
export const YEAR_WINDOW = 2
export const KM_WINDOW_SHARE = 0.4
export const KM_WINDOW_MIN = 30_000

export function comparableWindow(car: ComparableCar) {
  const kmSpan = Math.max(KM_WINDOW_MIN, Math.round(car.km * KM_WINDOW_SHARE))
  return {
    make: car.make,
    model: car.model,
    year: [car.year - YEAR_WINDOW, car.year + YEAR_WINDOW] as const,
    km: [Math.max(0, car.km - kmSpan), car.km + kmSpan] as const,
  }
}

/** Fewer comparable prices than this give no estimate at all. */
export const MIN_COMPARABLES = 3
/** With this many comparables the sample-size part of the confidence is full. */
export const FULL_CONFIDENCE_SAMPLE = 20

function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo)
}

const roundTo100 = (n: number) => Math.round(n / 100) * 100
const money = (n: number) => `$${Math.round(n).toLocaleString('en-AU')}`

/**
 * The offline estimate. Range: the 20th to 80th percentile of comparable prices (rounded to
 * $100), which ignores the odd outlier. fill: where the listing price sits in that range,
 * clamped to 0..1. confidence = sample part x spread part, where the sample part is
 * n / 20 (capped at 1) and the spread part is 1 - coefficient of variation (clamped to
 * 0.2..1): 3 similar cars give at most 0.15 (panel hidden), 5 tightly priced cars 0.25.
 */
export function marketEstimate(listingPrice: number, prices: readonly number[], label: string): PriceComparison | null {
  if (!(listingPrice > 0) || !Number.isFinite(listingPrice)) return null
  const sorted = prices.filter((p) => Number.isFinite(p) && p > 0).sort((a, b) => a - b)
  if (sorted.length < MIN_COMPARABLES) return null
  const min = roundTo100(quantile(sorted, 0.2))
  const max = roundTo100(quantile(sorted, 0.8))
  const mean = sorted.reduce((s, p) => s + p, 0) / sorted.length
  const sd = Math.sqrt(sorted.reduce((s, p) => s + (p - mean) ** 2, 0) / sorted.length)
  const spread = Math.min(1, Math.max(0.2, 1 - sd / mean))
  const sample = Math.min(1, sorted.length / FULL_CONFIDENCE_SAMPLE)
  const fill = max > min ? Math.min(1, Math.max(0, (listingPrice - min) / (max - min))) : 0.5
  const median = quantile(sorted, 0.5)
  const gap = Math.round(listingPrice - median)
  const position = Math.abs(gap) < 100 ? 'in line with' : gap < 0 ? `${money(-gap)} below` : `${money(gap)} above`
  return {
    fill: Math.round(fill * 1000) / 1000,
    listing_price: listingPrice,
    market_range_min: min,
    market_range_max: max,
    confidence: Math.round(sample * spread * 100) / 100,
    description: `Priced ${position} the typical price of ${sorted.length} similar ${label}.`,
  }
}
