/**
 * Where the budget widget sends the shopper: a search with a price range, sorted by price
 * descending, and the two-thumb price slider's rules.
 *
 * URL contract with the search page (InstantSearch's range format):
 *   {searchPath}?price={min}:{max}&sortBy=cars_price_desc
 * e.g. /search?price=5000:42000&sortBy=cars_price_desc. Whole dollars, min ≤ max.
 */
import { clamp, roundDollars, toNumber } from './money'
import { PRICE_SLIDER_DEFAULTS } from './budget'

export const PRICE_SORT_DESC = 'cars_price_desc'
export const DEFAULT_SEARCH_PATH = '/search'

export interface PriceRange {
  min: number
  max: number
}

/** Search path plus the price range and the price-descending sort. */
export function priceSearchUrl(range: PriceRange, searchPath: string = DEFAULT_SEARCH_PATH): string {
  const path = searchPath.trim().startsWith('/') ? searchPath.trim() : DEFAULT_SEARCH_PATH
  const min = Math.max(0, roundDollars(Math.min(range.min, range.max)))
  const max = Math.max(min, roundDollars(range.max))
  const separator = path.includes('?') ? '&' : '?'
  return `${path}${separator}price=${min}:${max}&sortBy=${PRICE_SORT_DESC}`
}

export type PriceThumb = 'min' | 'max'

/**
 * The price slider: values snap to the step inside the slider bounds, and the
 * minimum thumb stays below the maximum by at least 1 (the maximum thumb likewise stays
 * above the minimum), so the range can never be empty or inverted.
 */
export function movePriceThumb(
  range: PriceRange,
  thumb: PriceThumb,
  value: unknown,
  bounds: { min: number; max: number; step: number } = PRICE_SLIDER_DEFAULTS,
): PriceRange {
  const snapped = clamp(Math.round(toNumber(value) / bounds.step) * bounds.step, bounds.min, bounds.max)
  if (thumb === 'min') return { min: Math.min(snapped, range.max - 1), max: range.max }
  return { min: range.min, max: Math.max(snapped, range.min + 1) }
}

const TYPE_LABELS = {
  cars: 'Car',
  trucks: 'Truck',
  motorcycles: 'Motorcycle',
  caravans: 'Caravan',
  rentals: 'Rental',
} as const

/** "{type}" in "0 {type}s Found": the tenant's kind of vehicle, singular. */
export function vehicleTypeLabel(kind: keyof typeof TYPE_LABELS): string {
  return TYPE_LABELS[kind] ?? 'Car'
}
