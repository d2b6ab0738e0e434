// What a car card shows besides its tag banner: price wording (a price is displayed above 10),
// availability and buttons, and the detail strip. The card component only renders these values.
import { formatMoney } from '../finance/money'
import { isAvailable, isPurchasable } from '@/src/domain/finance/eligibility'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { formatCount, formatKm } from '../numbers'

/** A price is displayed only above 10. */
export const PRICE_DISPLAY_MIN_EXCLUSIVE = 10
export const DEFAULT_PREORDER_TEXT = 'Pre-order now'

export type PriceDisplay = { kind: 'price'; amount: number; priceType: string | null } | { kind: 'text'; text: string }

export interface PriceCar {
  price?: number
  price_type?: string
  preorder?: boolean | string
}

/** The price a car is advertised at, or null when it shows a text instead (0 and token prices). */
export const shownPrice = (car: Pick<PriceCar, 'price'>): number | null =>
  car.price !== undefined && car.price > PRICE_DISPLAY_MIN_EXCLUSIVE ? car.price : null

export function priceDisplay(car: PriceCar, tenant: { labels: Pick<TenantConfig['labels'], 'noPrice'> }): PriceDisplay {
  const amount = shownPrice(car)
  if (amount !== null) return { kind: 'price', amount, priceType: car.price_type?.trim() || null }
  if (typeof car.preorder === 'string' && car.preorder.trim() !== '') return { kind: 'text', text: car.preorder.trim() }
  if (car.preorder === true) return { kind: 'text', text: DEFAULT_PREORDER_TEXT }
  return { kind: 'text', text: tenant.labels.noPrice }
}

export interface ActionCar {
  slug: string
  status?: string
  sold?: boolean
  reserved?: boolean
  price?: number
}

type ActionTenant = Pick<TenantConfig, 'labels' | 'reservation'> & {
  features: Pick<TenantConfig['features'], 'reserveOnline' | 'buyOnlinePath'>
}

export interface CardActions {
  available: boolean
  /** Unavailable cars show the sold tag and "Find Me Something Similar". */
  showSoldTag: boolean
  primary: 'enquire' | 'find-similar'
  reserve: { label: string; href: string } | null
}

/** Where Reserve goes: the car's checkout, or its buy-online page on sites that use that path. */
export const reservePath = (slug: string, buyOnlinePath: boolean) => `/cars/${slug}/${buyOnlinePath ? 'buy-online' : 'checkout'}`

export function cardActions(car: ActionCar, tenant: ActionTenant): CardActions {
  const available = isAvailable(car.status)
  const canReserve = available && tenant.features.reserveOnline && isPurchasable(car)
  const amount = tenant.reservation.depositAmount
  const label =
    tenant.labels.reserveShowsAmount && amount > 0 ? `${tenant.labels.reserveButton} ${formatMoney(amount)}` : tenant.labels.reserveButton
  const href = reservePath(car.slug, tenant.features.buyOnlinePath)
  return {
    available,
    showSoldTag: !available,
    primary: available ? 'enquire' : 'find-similar',
    reserve: canReserve ? { label, href } : null,
  }
}

export interface StripCar {
  car_type?: string
  simple_transmission?: string
  km?: number
  simple_fuel?: string
  status?: string
  item_type?: string
  caravan?: { body_length?: number; sleeps?: number; aggregate_trailer_mass?: number; tare_weight?: number }
}

/** A caravan's length to the centimetre: 6.71 m. */
const metres = (n: number | undefined) => (n === undefined ? '' : `${Number(n.toFixed(2))} m`)
const kilograms = (n: number | undefined) => (n === undefined ? '' : `${formatCount(n)} kg`)

export type DetailStrip =
  { kind: 'details'; items: { label: string; value: string }[] } | { kind: 'similar'; text: 'Like this and want something similar?' }

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * Condition, Transmission, Odometer in km, Fuel Type; non-buyable cars get the prompt.
 * A caravan has no gearbox, engine or odometer worth showing: its strip is Condition, Length,
 * Sleeps and ATM (aggregate trailer mass), from its caravan specifications.
 */
export function detailStrip(car: StripCar): DetailStrip {
  if (!isAvailable(car.status)) return { kind: 'similar', text: 'Like this and want something similar?' }
  if (car.item_type === 'caravan') {
    const c = car.caravan ?? {}
    return {
      kind: 'details',
      items: [
        { label: 'Condition', value: car.car_type ? capitalise(car.car_type) : '' },
        { label: 'Length', value: metres(c.body_length) },
        { label: 'Sleeps', value: c.sleeps === undefined ? '' : String(c.sleeps) },
        { label: 'ATM', value: kilograms(c.aggregate_trailer_mass) },
      ],
    }
  }
  return {
    kind: 'details',
    items: [
      { label: 'Condition', value: car.car_type ? capitalise(car.car_type) : '' },
      { label: 'Transmission', value: car.simple_transmission ?? '' },
      { label: 'Odometer', value: car.km === undefined ? '' : formatKm(car.km) },
      { label: 'Fuel Type', value: car.simple_fuel ?? '' },
    ],
  }
}
