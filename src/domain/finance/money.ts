/**
 * Money helpers shared by every finance rule. Values are plain numbers (dollars); the
 * helpers go through a 15-significant-digit step first because binary floats make
 * 1.005 * 100 = 100.49999999999999 and 12.3 * 100 = 1230.0000000000002, which would make
 * "round to cents" and "round up to cents" wrong by a cent.
 */
import { groupThousands } from '../numbers'

/** Strips float noise below 15 significant digits (the precision a double really has). */
function clean(value: number): number {
  return Number(value.toPrecision(15))
}

/**
 * A number from anything a shopper can type or a feed can send, or null when there is none
 * (null, '', 'null', 'n/a', NaN, ±Infinity). "$1,000" is accepted because the money fields
 * show a $ prefix and thousands separators.
 */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const stripped = value.replace(/[$,\s]/g, '')
  if (stripped === '') return null
  const parsed = Number(stripped)
  return Number.isFinite(parsed) ? parsed : null
}

/** A non-numeric entry becomes 0. */
export function toNumber(value: unknown): number {
  return parseNumber(value) ?? 0
}

/**
 * Applies a whole-number rounding to cents. Non-finite input gives 0; from 1e15 dollars up a
 * double has no cent digits left, so the value is already as rounded as it can be.
 */
function toCents(value: number, round: (cents: number) => number): number {
  if (!Number.isFinite(value)) return 0
  if (Math.abs(value) >= 1e15) return value
  return round(clean(value * 100)) / 100
}

const halfAwayFromZero = (x: number): number => Math.sign(x) * Math.round(Math.abs(x))

/** Half away from zero, so -1.005 and 1.005 round symmetrically. */
export function roundCents(value: number): number {
  return toCents(value, halfAwayFromZero) || 0
}

/** Whole cents of a dollar amount, as payment providers take them ($200 → 20000). */
export const centsOf = (dollars: number): number => Math.round(roundCents(dollars) * 100)

/** Repayments are rounded up so an advertised figure never understates the cost. */
export function ceilCents(value: number): number {
  return toCents(value, Math.ceil) || 0
}

export function floorCents(value: number): number {
  return toCents(value, Math.floor) || 0
}

/** Nearest whole dollar, half away from zero (budget estimate). */
export function roundDollars(value: number): number {
  if (!Number.isFinite(value)) return 0
  return halfAwayFromZero(clean(value)) || 0
}

/** Whole dollars rounded up: "Only $X /wk" must not show less than the real repayment. */
export function ceilDollars(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.ceil(clean(value)) || 0
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/**
 * "$1,000" / "$1,234.50": the money field's own format ($ prefix, thousands
 * separators). Written by hand rather than Intl so server and browser render identically.
 */
export function formatMoney(value: number, options: { cents?: boolean } = {}): string {
  const amount = options.cents ? roundCents(value) : roundDollars(value)
  const negative = amount < 0
  const [whole, fraction] = Math.abs(amount)
    .toFixed(options.cents ? 2 : 0)
    .split('.')
  const grouped = groupThousands(whole)
  return `${negative ? '-' : ''}$${grouped}${fraction ? `.${fraction}` : ''}`
}

/**
 * "8.95%" or "8.95% p.a.": rates are stated to two decimals so an interest rate and its
 * comparison rate read alike, on cards, calculators and the vehicle page.
 */
export function formatRate(percent: number, options: { perAnnum?: boolean } = {}): string {
  return `${percent.toFixed(2)}%${options.perAnnum ? ' p.a.' : ''}`
}
