// Facet labels for price and weekly repayment ranges (the search state keys price_range
// and weekly_price_range). Labels are sorted numerically with "Under" first, see
// facet-order.ts, so their wording must keep the lower bound as the first number.
import { formatMoney } from '../finance/money'

const PRICE_BOUNDS = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000]
const WEEKLY_BOUNDS = [100, 150, 200, 300, 400, 500]

function bandLabel(value: number | undefined, bounds: readonly number[]): string | undefined {
  if (value === undefined || !(value > 0)) return undefined
  if (value < bounds[0]) return `Under ${formatMoney(bounds[0])}`
  for (let i = 1; i < bounds.length; i++) {
    if (value < bounds[i]) return `${formatMoney(bounds[i - 1])} - ${formatMoney(bounds[i])}`
  }
  return `Over ${formatMoney(bounds[bounds.length - 1])}`
}

export const priceRangeLabel = (price: number | undefined) => bandLabel(price, PRICE_BOUNDS)
export const weeklyPriceRangeLabel = (weekly: number | undefined) => bandLabel(weekly, WEEKLY_BOUNDS)
