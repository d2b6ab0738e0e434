// The price block of the sidebar: price with its price-type label (or the pre-order / no-price
// text), the was-price with a reduced indicator, the market-price badge, and the "Only $X /wk*"
// finance teaser. Each figure comes from the existing rules.
import type { QuoteRequestInput, QuoteResponse } from '@/src/domain/finance/quote'
import { weeklyTeaser } from '@/src/domain/finance/repayment'
import type { FinanceSettings } from '@/src/domain/finance/settings'
import { type PriceDisplay, priceDisplay } from '@/src/domain/inventory/card'
import { CARD_ATTRIBUTES, type CardFinance, type CardHit, cardFinance } from '@/src/domain/inventory/search-card'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import type { DetailCar } from './car'

/** The market-price badge needs the car at least $500 under the market average. */
export const MARKET_BADGE_MIN_SAVING = 500

export type Teaser = ReturnType<typeof weeklyTeaser>

export interface SidebarPrice {
  price: PriceDisplay
  /** The before_price, shown struck through when it is above a displayed price. */
  was: { amount: number; saving: number } | null
  market: { average: number; saving: number } | null
}

type PriceCar = Pick<DetailCar, 'price' | 'price_type' | 'preorder' | 'before_price' | 'autograb_data'>

/** The state average is preferred to the national one. */
export function marketBadge(car: Pick<DetailCar, 'price' | 'autograb_data'>): SidebarPrice['market'] {
  const average = car.autograb_data?.state_average_market_price || car.autograb_data?.average_market_price
  if (!average || !car.price || car.price <= 0) return null
  const saving = average - car.price
  return saving >= MARKET_BADGE_MIN_SAVING ? { average, saving } : null
}

export function sidebarPrice(car: PriceCar, tenant: { labels: Pick<TenantConfig['labels'], 'noPrice'> }): SidebarPrice {
  const price = priceDisplay(car, tenant)
  const was =
    price.kind === 'price' && car.before_price !== undefined && car.before_price > price.amount
      ? { amount: car.before_price, saving: car.before_price - price.amount }
      : null
  return {
    price,
    was,
    market: price.kind === 'price' ? marketBadge(car) : null,
  }
}

/**
 * What the finance teaser needs of the car: a search card's fields (CARD_ATTRIBUTES), the same
 * object the car's card computes its estimate from, so the browser gets a small object (not the
 * car's photos, comments, equipment, location or specifications).
 */
export function teaserHit(car: DetailCar): CardHit {
  const fields: Record<string, unknown> = car
  const hit = Object.fromEntries(CARD_ATTRIBUTES.flatMap((key) => (fields[key] === undefined ? [] : [[key, fields[key]]])))
  return { ...hit, id: car.id } as CardHit
}

export interface TeaserFigures {
  teaser: Teaser | null
  /** The advertised and comparison rates shown beside it, as on the car's search card. */
  rates: CardFinance['rates']
}

/**
 * The "Only $X /wk*" teaser and its rates: the same estimate a search card shows for this car, with
 * a quote fetched for the page taking the stored quote's place.
 */
export function teaserFigures(hit: CardHit, settings: FinanceSettings, now: Date, fetched: QuoteResponse | null = null): TeaserFigures {
  const finance = cardFinance(fetched ? { ...hit, youxQuote: fetched } : hit, settings, now)
  const weekly = finance?.weekly ?? null
  return { teaser: weekly !== null && weekly > 0 ? weeklyTeaser(weekly) : null, rates: finance?.rates ?? null }
}

/** The quote call for this car: its price, year, VIN and NVIC, the site's default credit score. */
export function quoteRequestFor(
  car: Pick<DetailCar, 'price' | 'year' | 'vin' | 'nvic' | 'dealership_slug'>,
  creditScore: string,
): QuoteRequestInput {
  return {
    selfAssessedCreditScore: creditScore,
    purchasePrice: car.price ?? 0,
    year: car.year ?? 0,
    vin: car.vin ?? '',
    nvic: car.nvic ?? '',
    whoIsHelping: car.dealership_slug ?? '',
  }
}
