// Page title, description and share texts of a vehicle page. The title is spec-shaped:
// "{year} {make} {model} {badge} for sale in {city} | {dealer}", parts that are missing left
// out cleanly (no double spaces, no "in" without a city, no trailing bar without a dealer).
import { formatMoney } from '@/src/domain/finance/money'
import { type PriceDisplay } from '@/src/domain/inventory/card'
import { type DetailCar, joinParts } from './car'
import { formatKm } from '@/src/domain/numbers'

type TitleCar = Pick<DetailCar, 'year' | 'make' | 'model' | 'badge' | 'city'>

export function vehicleTitle(car: TitleCar, dealer: string | null | undefined): string {
  const name = joinParts(car.year, car.make, car.model, car.badge)
  const city = joinParts(car.city)
  const main = `${name} for sale${city ? ` in ${city}` : ''}`
  const by = (dealer ?? '').trim()
  return by ? `${main} | ${by}` : main
}

type DescriptionCar = Partial<
  Pick<DetailCar, 'year' | 'make' | 'model' | 'badge' | 'series' | 'car_type' | 'km' | 'simple_transmission' | 'simple_fuel' | 'status'>
>

export function vehicleDescription(car: DescriptionCar, price: PriceDisplay, dealer: string): string {
  const name = joinParts(car.year, car.make, car.model, car.badge, car.series)
  const condition = car.car_type ? `${car.car_type.charAt(0).toUpperCase()}${car.car_type.slice(1)} ` : ''
  const facts = [
    price.kind === 'price' ? formatMoney(price.amount) : null,
    typeof car.km === 'number' ? formatKm(car.km) : null,
    car.simple_transmission || null,
    car.simple_fuel || null,
  ].filter(Boolean)
  const lead = car.status === 'sold' ? `Recently sold at ${dealer}: ${condition}${name}.` : `${condition}${name} for sale at ${dealer}.`
  return facts.length > 0 ? `${lead} ${facts.join(', ')}.` : lead
}

/**
 * The share link: the site URL plus the current path, trailing slash removed; null (nothing
 * renders) when the site URL is missing.
 */
export function shareUrl(siteUrl: string | null | undefined, path: string): string | null {
  const site = (siteUrl ?? '').trim().replace(/\/+$/, '')
  if (!site) return null
  const clean = path.startsWith('/') ? path : `/${path}`
  return `${site}${clean}`.replace(/\/+$/, '')
}

/** The share toast, shown for 3 seconds; the copy-link notice for 1.5 seconds. */
export const SHARE_TOAST_MS = 3000
export const COPY_NOTICE_MS = 1500
export const copiedToast = (carName: string) => `Copied ${carName} to your clipboard!`
