/**
 * "Find cars for your budget" widget: a rough budget from a repayment
 * and a deposit, and the button state against the current search results. The estimate
 * deliberately ignores interest, fees and balloons (its disclaimer says so).
 */
import { clamp, roundDollars, toNumber } from './money'
import type { FinanceSettings } from './settings'

export type BudgetFrequency = 'month' | 'week'

export const BUDGET_DEFAULTS = {
  repayment: { month: 600, week: 200 },
  deposit: 2000,
  years: 5,
  /** Used as the price cap when the results give no maximum. */
  maxPrice: 100000,
} as const

/** The widget counts the site's cars priced above this: a lower price is a placeholder, not a car for a budget. */
export const BUDGET_MIN_PRICE_EXCLUSIVE = 1000

/**
 * The cheapest and dearest of the site's cars the widget counts (the live stock, read for the
 * page); null when there are none. Undefined when the stock could not be read.
 */
export type BudgetStockPrices = { min: number; max: number } | null

/**
 * What the widget compares a budget with. Cars but none priced: every budget finds "0 found".
 * Stock not read: no lower limit and the default cap, so a search outage never tells a shopper
 * there is nothing for their budget.
 */
export function budgetBounds(prices: BudgetStockPrices | undefined): { cheapestPrice: number | null; maxPrice: number | null } {
  if (prices === undefined) return { cheapestPrice: 0, maxPrice: null }
  if (prices === null) return { cheapestPrice: null, maxPrice: null }
  return { cheapestPrice: prices.min, maxPrice: prices.max }
}

/** Repayment and deposit entries are clamped to 0–1,000,000. */
export const BUDGET_INPUT_MAX = 1_000_000

const PERIODS: Record<BudgetFrequency, number> = { month: 12, week: 52 }

/**
 * Money presets. Nine steps from $5,000 to $70,000: $5,000 apart where small
 * differences matter to a first-car budget, $10,000 apart above $20,000.
 */
export const STANDARD_BUDGET_PRESETS = [5000, 10000, 15000, 20000, 30000, 40000, 50000, 60000, 70000] as const
/** The prestige ladder, $300,000 to $800,000, for sites that set it. */
export const PRESTIGE_BUDGET_PRESETS = [300000, 350000, 400000, 450000, 500000, 550000, 600000, 700000, 800000] as const

/** Price slider defaults. */
export const PRICE_SLIDER_DEFAULTS = { min: 5000, max: 250000, step: 500 } as const

/** A non-numeric entry becomes 0; values are clamped between 0 and 1,000,000. */
export function budgetInput(value: unknown): number {
  return clamp(toNumber(value), 0, BUDGET_INPUT_MAX)
}

/** Repayment × 12 or 52 × 5 years + deposit, rounded to whole dollars. */
export function budgetEstimate(repayment: unknown, deposit: unknown, frequency: BudgetFrequency): number {
  const perYear = PERIODS[frequency]
  return roundDollars(budgetInput(repayment) * perYear * BUDGET_DEFAULTS.years + budgetInput(deposit))
}

export type BudgetState = { kind: 'none'; button: string; text: string } | { kind: 'ok'; priceRange: { min: number; max: number } }

/**
 * Below the cheapest car in the current results the button is disabled and reads
 * "0 {type}s Found"; otherwise it searches a price range capped at the results' maximum.
 * No cheapest price means the results were empty, which is "0 found" too.
 */
export function budgetState(
  budget: number,
  cheapestPrice: number | null | undefined,
  maxPrice: number | null | undefined,
  typeLabel: string,
): BudgetState {
  const cheapest = cheapestPrice ?? null
  if (cheapest === null || budget < cheapest) {
    return { kind: 'none', button: `0 ${typeLabel}s Found`, text: `No ${typeLabel}s found for this budget` }
  }
  const cap = toNumber(maxPrice) > 0 ? toNumber(maxPrice) : BUDGET_DEFAULTS.maxPrice
  return { kind: 'ok', priceRange: { min: 0, max: Math.min(budget, cap) } }
}

/** How the shopper may state what they can repay: monthly only where the site shows monthly repayments only. */
export function budgetFrequencies(settings: Pick<FinanceSettings, 'monthlyOnly'>): readonly BudgetFrequency[] {
  return settings.monthlyOnly ? ['month'] : ['month', 'week']
}

export function budgetPresets(settings: Pick<FinanceSettings, 'budgetPresets'>): readonly number[] {
  return settings.budgetPresets ?? STANDARD_BUDGET_PRESETS
}
