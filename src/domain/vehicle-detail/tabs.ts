// The vehicle page tabs: Dealer Comments, What's Included, Why Buy From Us?,
// Reserve Online, Protect Your Car, Features, in that order. A tab shows only when it has
// something true to say about this car: Dealer Comments always (it has a pending text); Reserve
// Online only where the dealer takes reservations online and the car can be bought.
// Why Buy From Us? and Protect Your Car carry used-car terms, so they show on used cars only; the
// wording is a default until tenants can edit it.
import { isPurchasable } from '@/src/domain/finance/eligibility'
import { formatMoney } from '@/src/domain/finance/money'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import type { DetailCar } from './car'
import { featureList } from './expandable'

export const TAB_LABELS = {
  comments: 'Dealer Comments',
  included: "What's Included",
  whyBuy: 'Why Buy From Us?',
  reserve: 'Reserve Online',
  protect: 'Protect Your Car',
  features: 'Features',
} as const

export type TabId = keyof typeof TAB_LABELS

type TabCar = Pick<DetailCar, 'car_type' | 'status' | 'sold' | 'reserved' | 'price'> & {
  standardEquipment?: readonly string[]
  filtered_features?: readonly string[]
}

export function detailTabs(car: TabCar, site: { reserveOnline: boolean }): { id: TabId; label: string }[] {
  const shown: Record<TabId, boolean> = {
    comments: true,
    included: (car.standardEquipment ?? []).some((s) => s.trim() !== ''),
    whyBuy: car.car_type === 'used',
    reserve: site.reserveOnline && isPurchasable(car),
    protect: car.car_type === 'used',
    features: featureList(car).length > 0,
  }
  return (Object.keys(TAB_LABELS) as TabId[]).filter((id) => shown[id]).map((id) => ({ id, label: TAB_LABELS[id] }))
}

/** The used-car return terms. */
export const USED_CAR_RETURN_TERMS = [
  'Return it within 14 days of delivery',
  'No more than 500 km driven',
  'At least a quarter tank of fuel',
  'All keys and accessories returned',
  'Free of financial encumbrances',
] as const

/** The standard used-car warranty claim. */
export const USED_CAR_WARRANTY = 'Every used car comes with a 3-year standard warranty.'

/**
 * Deposit per car (default $200; hidden when zero), held 48 hours, 100% refundable.
 */
export function reserveOnlineText(reservation: Pick<TenantConfig['reservation'], 'depositAmount' | 'holdHours'>, noun = 'car'): string[] {
  const deposit = reservation.depositAmount > 0 ? ` with a ${formatMoney(reservation.depositAmount)} deposit` : ''
  return [
    `Reserve this ${noun} online${deposit}.`,
    `We will hold it for you for ${reservation.holdHours} hours.`,
    ...(deposit ? ['Your deposit is 100% refundable.'] : []),
  ]
}
