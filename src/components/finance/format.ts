/**
 * Display formatting for the finance components. Numbers come from src/domain/finance;
 * these only turn them into text, identically on the server and in the browser.
 */
import { formatMoney } from '@/src/domain/finance/money'

export { formatRate } from '@/src/domain/finance/money'

/** "1 year", "2.5 years". */
export function formatYears(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`
}

/** The money field's text without its "$" (the field shows the prefix itself): "30,000", "1,234.50". */
export function moneyFieldText(value: number): string {
  return formatMoney(value, { cents: !Number.isInteger(value) }).replace('$', '')
}

/** "$45,780.00" or "$147", as the figure needs. */
export function formatFigure(value: number, cents: boolean): string {
  return formatMoney(value, { cents })
}
