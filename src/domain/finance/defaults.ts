/**
 * Initial finance calculator state: each input starts from the lender's
 * value when the lender supplies one, else from the default or the tenant setting.
 */
import { parseNumber, toNumber } from './money'
import { FREQUENCIES, UNIT_SUFFIX, type Frequency } from './constants'
import type { FinanceSettings } from './settings'
import type { FinanceLender, Loose } from './types'

export interface CalculatorState {
  amount: number
  termYears: number
  interest: number
  tradeIn: number
  residual: number
  frequency: Frequency
}

/** Used when the car has no usable price. */
export const DEFAULT_AMOUNT = 30000
/** For finance, a price of 200 or below counts as no price. */
export const FINANCE_NO_PRICE_AT_OR_BELOW = 200

export type DefaultsSettings = Pick<FinanceSettings, 'defaultRate' | 'termYears' | 'frequency' | 'monthlyOnly'>

export function financeAmountFromPrice(price: Loose): number {
  const value = toNumber(price)
  return value > FINANCE_NO_PRICE_AT_OR_BELOW ? value : DEFAULT_AMOUNT
}

function lenderTermYears(lender: FinanceLender): number | null {
  const years = parseNumber(lender.termYears)
  if (years !== null && years > 0) return years
  const months = parseNumber(lender.termMonths)
  return months !== null && months > 0 ? months / 12 : null
}

export function defaultFrequency(settings: Pick<FinanceSettings, 'frequency' | 'monthlyOnly'>): Frequency {
  return settings.monthlyOnly ? 'month' : settings.frequency
}

export function initialCalculatorState(
  price: Loose,
  lender: FinanceLender | null | undefined,
  settings: DefaultsSettings,
): CalculatorState {
  const l = lender ?? {}
  // 0% is a real manufacturer offer, so a supplied 0 rate is kept; a 0 term is not a term.
  const rate = parseNumber(l.interestRate)
  return {
    amount: financeAmountFromPrice(price),
    termYears: lenderTermYears(l) ?? settings.termYears,
    interest: rate !== null && rate >= 0 ? rate : settings.defaultRate,
    tradeIn: Math.max(0, parseNumber(l.deposit) ?? 0),
    residual: Math.max(0, parseNumber(l.balloon) ?? 0),
    frequency: defaultFrequency(settings),
  }
}

/** Monthly may be the only option; one provider hides the selector altogether. */
export function frequencyOptions(settings: Pick<FinanceSettings, 'monthlyOnly' | 'showFrequencySelector'>): {
  options: Frequency[]
  showSelector: boolean
} {
  const options: Frequency[] = settings.monthlyOnly ? ['month'] : [...FREQUENCIES]
  return { options, showSelector: settings.showFrequencySelector && options.length > 1 }
}

/** Unit suffixes: wk, fn, mo, and yr for the term. */
export function unitSuffix(unit: Frequency | 'year'): string {
  return UNIT_SUFFIX[unit]
}
