// The offers listing's price filter.
//
// URL form, the same as the search page's `price=min:max`: whole dollars, both bounds
// inclusive, either side may be left out:
//   price=20000:30000   $20,000 to $30,000
//   price=:30000        up to $30,000
//   price=50000:        from $50,000
//   price=30000         a bare number is a maximum (hand-written links, "cars under 30k")
// A car without a price (price 0, shown as "Drive away" text or POA) never matches a price
// filter: it is not "under $30,000".
import { formatMoney } from '@/src/domain/finance/money'

export interface PriceRange {
  readonly min: number | null
  readonly max: number | null
}

/** The largest price we accept in a URL; anything above is not a car price. */
export const MAX_PRICE = 100_000_000

const wholeDollars = (text: string): number | null => {
  if (!/^\d{1,9}$/.test(text)) return null
  const n = Number(text)
  return n <= MAX_PRICE ? n : null
}

/** Null when there is no usable bound (empty, malformed, or ":"); swapped bounds are put in order. */
export function parsePriceRange(text: string | null | undefined): PriceRange | null {
  const raw = (text ?? '').trim().replace(/\s+/g, '')
  if (!raw) return null
  if (!raw.includes(':')) {
    const max = wholeDollars(raw)
    return max === null || max === 0 ? null : { min: null, max }
  }
  const parts = raw.split(':')
  if (parts.length !== 2) return null
  const [lo, hi] = parts
  const min = lo === '' ? null : wholeDollars(lo)
  const max = hi === '' ? null : wholeDollars(hi)
  if ((lo !== '' && min === null) || (hi !== '' && max === null)) return null
  const range = { min: min === 0 ? null : min, max }
  if (range.min === null && range.max === null) return null
  if (range.min !== null && range.max !== null && range.min > range.max) return { min: range.max, max: range.min }
  return range
}

export const formatPriceRange = (range: PriceRange): string => `${range.min ?? ''}:${range.max ?? ''}`

export function describePriceRange(range: PriceRange): string {
  if (range.min !== null && range.max !== null) return `${formatMoney(range.min)} - ${formatMoney(range.max)}`
  if (range.max !== null) return `Up to ${formatMoney(range.max)}`
  return `From ${formatMoney(range.min ?? 0)}`
}

/** Filter clauses (ANDed): priced cars only, then each bound. */
export function priceClauses(range: PriceRange): string[] {
  const clauses = ['price > 0']
  if (range.min !== null) clauses.push(`price >= ${range.min}`)
  if (range.max !== null) clauses.push(`price <= ${range.max}`)
  return clauses
}

/** The band edges of the price_range facet (src/domain/inventory/price-bands.ts), as choices. */
const BAND_EDGES = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000]

export const PRICE_BANDS: readonly PriceRange[] = [
  { min: null, max: BAND_EDGES[0] },
  ...BAND_EDGES.slice(1).map((max, i) => ({ min: BAND_EDGES[i], max })),
  { min: BAND_EDGES[BAND_EDGES.length - 1], max: null },
]

export interface PriceOption {
  value: string
  label: string
}

const overlaps = (band: PriceRange, lo: number, hi: number) =>
  (band.max === null || band.max >= lo) && (band.min === null || band.min <= hi)

/**
 * The price choices: the bands that hold at least part of the site's priced range (`stats`,
 * the min and max of price with the price filter itself left out), and the chosen range when
 * it is not a band, so the current choice is always shown. All bands when stats are unknown.
 */
export function priceOptions(stats: { min: number; max: number } | undefined, selected: PriceRange | null): PriceOption[] {
  const lo = stats ? Math.max(stats.min, 1) : 0
  const bands = stats ? PRICE_BANDS.filter((band) => stats.max > 0 && overlaps(band, lo, stats.max)) : [...PRICE_BANDS]
  const options = bands.map((band) => ({ value: formatPriceRange(band), label: describePriceRange(band) }))
  if (selected) {
    const value = formatPriceRange(selected)
    if (!options.some((o) => o.value === value)) {
      options.push({ value, label: describePriceRange(selected) })
      options.sort((a, b) => order(a.value) - order(b.value) || order(a.value, 'max') - order(b.value, 'max'))
    }
  }
  return options
}

const order = (value: string, bound: 'min' | 'max' = 'min') => {
  const range = parsePriceRange(value)
  return bound === 'min' ? (range?.min ?? 0) : (range?.max ?? Number.POSITIVE_INFINITY)
}
