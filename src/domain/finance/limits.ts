/**
 * Finance calculator input bounds as data, so the sliders, the inputs and the
 * validation message all read one source. Provider and tenant variants come from settings.
 */
import { formatMoney, roundDollars, toNumber } from './money'
import type { FinanceSettings } from './settings'

export type CalculatorVariant = 'tab' | 'sidebar'

export interface Bounds {
  min: number
  max: number
  step: number
}

export interface CalculatorLimits {
  amount: Bounds
  /** `options` is the configured list of year choices, or null for a free slider. */
  term: Bounds & { options: number[] | null }
  interest: Bounds
  deposit: Bounds
  residual: Bounds
}

export type LimitSettings = Pick<
  FinanceSettings,
  | 'amountMin'
  | 'amountMaxTab'
  | 'amountMaxSidebar'
  | 'amountCapFromPrice'
  | 'termMinYears'
  | 'termMaxYears'
  | 'termOptions'
  | 'interestRange'
>

export const AMOUNT_STEP = 500
export const FINE_STEP = 0.5
/** Deposit/trade-in and residual run 0 to 250000. */
export const DEPOSIT_MAX = 250000
/** Above this price a tenant may let the tab calculator reach 1.05 × the price. */
export const PRICE_CAP_THRESHOLD = 100000
export const PRICE_CAP_FACTOR = 1.05

/**
 * The calculator's maximum amount. A calculator showing a car always takes that car's own price:
 * the bound message shows AT a bound, so a car priced at or above the configured maximum lifts
 * it to the next step above its price (1.05 × the price in the tab calculator where the tenant's
 * switch is on, room for on-road costs).
 */
export function amountMax(variant: CalculatorVariant, settings: LimitSettings, carPrice?: number | null): number {
  const configured = variant === 'sidebar' ? settings.amountMaxSidebar : settings.amountMaxTab
  const price = toNumber(carPrice)
  if (variant === 'tab' && settings.amountCapFromPrice && price > PRICE_CAP_THRESHOLD) {
    return Math.max(roundDollars(price * PRICE_CAP_FACTOR), nextStepAbove(price))
  }
  return price >= configured ? nextStepAbove(price) : configured
}

function nextStepAbove(price: number): number {
  return (Math.floor(price / AMOUNT_STEP) + 1) * AMOUNT_STEP
}

function termBounds(settings: LimitSettings): CalculatorLimits['term'] {
  const options = [...new Set(settings.termOptions.filter((years) => years > 0))].sort((a, b) => a - b)
  if (options.length === 0) {
    return { min: settings.termMinYears, max: settings.termMaxYears, step: FINE_STEP, options: null }
  }
  return { min: options[0], max: options[options.length - 1], step: FINE_STEP, options }
}

export function calculatorLimits(variant: CalculatorVariant, settings: LimitSettings, carPrice?: number | null): CalculatorLimits {
  return {
    amount: { min: settings.amountMin, max: amountMax(variant, settings, carPrice), step: AMOUNT_STEP },
    term: termBounds(settings),
    interest: { min: settings.interestRange.min, max: settings.interestRange.max, step: FINE_STEP },
    deposit: { min: 0, max: DEPOSIT_MAX, step: FINE_STEP },
    residual: { min: 0, max: DEPOSIT_MAX, step: FINE_STEP },
  }
}

/** An amount of 0 or below becomes 0; other amounts are kept and the message explains. */
export function normaliseAmount(value: unknown): number {
  return Math.max(0, toNumber(value))
}

/**
 * The bound message, shown when the amount is AT or beyond a bound (so an amount sitting exactly on
 * the minimum also shows it). Numbers are formatted like the money field itself: "$1,000".
 */
export function amountMessage(amount: unknown, bounds: Pick<Bounds, 'min' | 'max'>): string | null {
  const value = normaliseAmount(amount)
  if (value > bounds.min && value < bounds.max) return null
  return `Cannot be less than ${formatMoney(bounds.min)} or more than ${formatMoney(bounds.max)}`
}

/** Other numeric inputs: above the maximum snaps to it; at or below the minimum snaps to it. */
export function clampInput(value: unknown, bounds: Pick<Bounds, 'min' | 'max'>): number {
  const number = toNumber(value)
  if (number > bounds.max) return bounds.max
  if (number <= bounds.min) return bounds.min
  return number
}
