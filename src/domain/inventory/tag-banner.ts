// Tag banner on a car card: the first matching step wins. Two tenant switches
// join it: "Just Sold" on sold cars (before every step: a sold car's state is
// what a shopper needs first), and "JUST ARRIVED" as the wording of step 6 for new arrivals.
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { DAY_SECONDS } from './visibility'

/** The "New" tag marks cars created within 8 days. */
export const NEW_TAG_DAYS = 8

export type TagBanner =
  | { kind: 'fuel'; text: 'Electric' | 'Hybrid' }
  | { kind: 'reserved'; text: 'RESERVED' }
  | { kind: 'certified'; make: string }
  | { kind: 'custom'; text: string }
  | { kind: 'coming-soon'; text: 'COMING SOON' }
  | { kind: 'new'; text: 'New' | 'JUST ARRIVED' }
  | { kind: 'just-sold'; text: 'Just Sold' }
  | { kind: 'none' }

export interface TagCar {
  simple_fuel?: string
  fuel?: string
  reserved?: boolean
  certified?: boolean
  car_type?: string
  make?: string
  tag?: string
  status?: string
  sold?: boolean
  created_at?: string
}

export type TagTenant = {
  features: Pick<TenantConfig['features'], 'fuelTypeTags' | 'certifiedPreOwned' | 'justSoldTag' | 'justArrivedTag'>
  inventory: Pick<TenantConfig['inventory'], 'certifiedMake'>
}

function fuelTag(car: TagCar): 'Electric' | 'Hybrid' | null {
  const fuel = `${car.simple_fuel ?? ''} ${car.fuel ?? ''}`
  if (/hybrid/i.test(fuel)) return 'Hybrid' // before electric: "Plug-in Hybrid Electric" is a hybrid
  if (/electric/i.test(fuel)) return 'Electric'
  return null
}

/** A used car marked certified, of the site's certified make, on a site with the certified switch on. */
export function isCertifiedOfMake(car: TagCar, tenant: TagTenant): boolean {
  const make = tenant.inventory.certifiedMake.trim().toLowerCase()
  return (
    tenant.features.certifiedPreOwned &&
    make !== '' &&
    car.certified === true &&
    car.car_type === 'used' &&
    (car.make ?? '').toLowerCase() === make
  )
}

function isRecent(createdAt: string | undefined, now: Date): boolean {
  if (!createdAt) return false
  const age = now.getTime() - new Date(createdAt).getTime()
  return age >= 0 && age < NEW_TAG_DAYS * DAY_SECONDS * 1000
}

export function tagBanner(car: TagCar, tenant: TagTenant, now: Date): TagBanner {
  if (tenant.features.justSoldTag && (car.sold === true || car.status === 'sold')) return { kind: 'just-sold', text: 'Just Sold' }
  const fuel = tenant.features.fuelTypeTags ? fuelTag(car) : null
  if (fuel) return { kind: 'fuel', text: fuel }
  if (car.reserved) return { kind: 'reserved', text: 'RESERVED' }
  if (isCertifiedOfMake(car, tenant)) return { kind: 'certified', make: car.make ?? '' }
  if (car.tag && car.tag.trim() !== '') return { kind: 'custom', text: car.tag.trim() }
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: 'COMING SOON' }
  if (isRecent(car.created_at, now)) return { kind: 'new', text: tenant.features.justArrivedTag ? 'JUST ARRIVED' : 'New' }
  return { kind: 'none' }
}
