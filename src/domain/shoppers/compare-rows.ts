// A car's rows in the compare table: its price and the weekly estimate its card shows
// (with both rates, as credit law asks), then the vehicle page's own facts without repeats, then
// its features. Apart from compare.ts, which the browser runs: this reads the finance rules.
import { formatMoney, formatRate } from '@/src/domain/finance/money'
import type { FinanceSettings } from '@/src/domain/finance/settings'
import { priceDisplay } from '@/src/domain/inventory/card'
import { cardFinance } from '@/src/domain/inventory/search-card'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import type { DetailCar } from '@/src/domain/vehicle-detail/car'
import { teaserHit } from '@/src/domain/vehicle-detail/sidebar-price'
import { type SpecRow, carSpecification, carSummary } from '@/src/domain/vehicle-detail/spec-rows'
import { compareFacts } from './compare'

/** How many of a car's features the table lists. */
const FEATURES_SHOWN = 8

function financeFrom(car: DetailCar, settings: FinanceSettings, now: Date): string | null {
  const finance = cardFinance(teaserHit(car), settings, now)
  if (!finance?.weekly) return null
  const rates = finance.rates
    ? ` at ${formatRate(finance.rates.interest, { perAnnum: true })} (comparison rate ${formatRate(finance.rates.comparison, { perAnnum: true })})`
    : ''
  return `${formatMoney(finance.weekly)}/wk*${rates}`
}

export function compareRowsOf(
  car: DetailCar,
  site: { labels: Pick<TenantConfig['labels'], 'noPrice'>; finance: FinanceSettings },
  now: Date,
): SpecRow[] {
  const price = priceDisplay(car, site)
  const weekly = financeFrom(car, site.finance, now)
  const features = (car.filtered_features ?? []).filter((f) => f.trim() !== '').slice(0, FEATURES_SHOWN)
  return [
    { label: 'Price', value: price.kind === 'price' ? formatMoney(price.amount) : price.text },
    ...(weekly ? [{ label: 'Finance from', value: weekly }] : []),
    ...compareFacts(carSummary(car), carSpecification(car)),
    ...(features.length ? [{ label: 'Features', value: features.join(', ') }] : []),
  ]
}
