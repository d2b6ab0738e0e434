/**
 * The "Get Finance" link. The finance page path is a site setting
 * (/finance by default; /finance-enquiry or /apply-for-finance on some sites); the gated
 * /personalised/finance route is a setting too, used only for cars that qualify.
 */
import { isPurchasable } from './eligibility'
import { toNumber } from './money'
import type { FinanceSettings } from './settings'
import type { FinanceCar } from './types'

export const FINANCE_FORM_ANCHOR = '#finance-form'
export const GATED_FINANCE_PATH = '/personalised/finance'

/** The signed-in finance page of one car; the site names a car by its page slug wherever a query says car_id. */
export const gatedFinanceHref = (slug: string) => `${GATED_FINANCE_PATH}?car_id=${encodeURIComponent(slug)}`

export type FinanceLinkSettings = Pick<FinanceSettings, 'financePagePath' | 'gatedFinance'>
export type FinanceLinkCar = Pick<
  FinanceCar,
  'id' | 'slug' | 'price' | 'car_type' | 'vin' | 'dealership_slug' | 'status' | 'sold' | 'reserved'
>

/** Empty values are left out so the finance form does not prefill blanks. */
function financeQuery(car: FinanceLinkCar): string {
  const params = new URLSearchParams()
  const price = toNumber(car.price)
  const entries: [string, string | number | null | undefined][] = [
    ['preferredDealership', car.dealership_slug],
    ['vehiclePriceBudget', price > 0 ? price : null],
    ['car_id', car.id],
    ['car_type', car.car_type],
    ['vin', car.vin],
  ]
  for (const [key, value] of entries) {
    if (value !== null && value !== undefined && String(value).trim() !== '') params.set(key, String(value).trim())
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * A qualifying car is one that can actually be bought (the purchasable check:
 * in stock, not sold or reserved, price above 200): a personalised finance journey for
 * anything else would end at a car the shopper cannot buy.
 */
export function financeLink(car: FinanceLinkCar | null | undefined, settings: FinanceLinkSettings): string {
  if (car?.slug && settings.gatedFinance && isPurchasable(car)) return gatedFinanceHref(car.slug)
  const path = settings.financePagePath.trim() || '/finance'
  return `${path}${car ? financeQuery(car) : ''}${FINANCE_FORM_ANCHOR}`
}
