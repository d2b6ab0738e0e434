// Tag banner on a car card: the first matching step wins. Two tenant switches
// join it: "Just Sold" on sold cars (before every step: a sold car's state is
// what a shopper needs first), and "JUST ARRIVED" as the wording of step 6 for new arrivals.
// Every text is shown exactly as written here or in the dealer's feed (no case change), so
// "Just Sold" and a feed's own "JUST SOLD" stay different words.
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { DAY_SECONDS } from './visibility'

/** The "New" tag marks cars created within 8 days. */
export const NEW_TAG_DAYS = 8

/** The words the site itself puts on a card (a feed's own tag is shown as the feed writes it). */
export const TAG_TEXT = {
  reserved: 'RESERVED',
  comingSoon: 'COMING SOON',
  new: 'New',
  justArrived: 'JUST ARRIVED',
  justSold: 'Just Sold',
} as const

/**
 * The feed tags that change what the site does, in their one spelling. A feed writes them in any
 * letter case and spacing; they are recognised regardless and shown in this spelling:
 * - "Test Drive Only": the car offers a test drive in place of finance, and its enquiry is one;
 * - "Runout Sale": a superseded model sold off at a runout price; its banner is drawn as a sale.
 * Either one is the card's custom tag (step 4), so it keeps that place in the order.
 */
export const SPECIAL_TAGS = ['Test Drive Only', 'Runout Sale'] as const
export type SpecialTag = (typeof SPECIAL_TAGS)[number]

const squash = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

export function specialTag(tag: string | null | undefined): SpecialTag | null {
  const key = squash(tag ?? '')
  return SPECIAL_TAGS.find((special) => squash(special) === key) ?? null
}

export type TagBanner =
  | { kind: 'fuel'; text: 'Electric' | 'Hybrid' }
  | { kind: 'reserved'; text: typeof TAG_TEXT.reserved }
  | { kind: 'certified'; make: string }
  | { kind: 'runout'; text: 'Runout Sale' }
  | { kind: 'custom'; text: string }
  | { kind: 'coming-soon'; text: typeof TAG_TEXT.comingSoon }
  | { kind: 'new'; text: typeof TAG_TEXT.new | typeof TAG_TEXT.justArrived }
  | { kind: 'just-sold'; text: typeof TAG_TEXT.justSold }
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

/** Sold by the feed's flag or by its status. */
export const isSoldCar = (car: Pick<TagCar, 'sold' | 'status'>): boolean => car.sold === true || car.status === 'sold'

function fuelTag(car: TagCar): 'Electric' | 'Hybrid' | null {
  const fuel = `${car.simple_fuel ?? ''} ${car.fuel ?? ''}`
  if (/hybrid/i.test(fuel)) return 'Hybrid' // before electric: "Plug-in Hybrid Electric" is a hybrid
  if (/electric/i.test(fuel)) return 'Electric'
  return null
}

/**
 * A used car marked certified, of the site's certified make, on a site with the certified switch
 * on, and still for sale: the certification is a promise to the buyer of this car, so a sold
 * car loses the badge (and its car page the certified block).
 */
export function isCertifiedOfMake(car: TagCar, tenant: TagTenant): boolean {
  const make = tenant.inventory.certifiedMake.trim().toLowerCase()
  return (
    tenant.features.certifiedPreOwned &&
    make !== '' &&
    car.certified === true &&
    car.car_type === 'used' &&
    !isSoldCar(car) &&
    (car.make ?? '').toLowerCase() === make
  )
}

function isRecent(createdAt: string | undefined, now: Date): boolean {
  if (!createdAt) return false
  const age = now.getTime() - new Date(createdAt).getTime()
  return age >= 0 && age < NEW_TAG_DAYS * DAY_SECONDS * 1000
}

function customTag(tag: string | undefined): TagBanner | null {
  const text = (tag ?? '').trim()
  if (text === '') return null
  const special = specialTag(text)
  if (special === 'Runout Sale') return { kind: 'runout', text: special }
  return { kind: 'custom', text: special ?? text }
}

export function tagBanner(car: TagCar, tenant: TagTenant, now: Date): TagBanner {
  if (tenant.features.justSoldTag && isSoldCar(car)) return { kind: 'just-sold', text: TAG_TEXT.justSold }
  const fuel = tenant.features.fuelTypeTags ? fuelTag(car) : null
  if (fuel) return { kind: 'fuel', text: fuel }
  if (car.reserved) return { kind: 'reserved', text: TAG_TEXT.reserved }
  if (isCertifiedOfMake(car, tenant)) return { kind: 'certified', make: car.make ?? '' }
  const custom = customTag(car.tag)
  if (custom) return custom
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: TAG_TEXT.comingSoon }
  if (isRecent(car.created_at, now)) return { kind: 'new', text: tenant.features.justArrivedTag ? TAG_TEXT.justArrived : TAG_TEXT.new }
  return { kind: 'none' }
}

/**
 * The banner a car's own page shows beside its heading: the card's, except where the page says
 * it in its own place (another shopper's hold in the reserved notice with its end time, the
 * certification in the Certified Pre-Owned block), so it is not said twice.
 */
export function detailTagBanner(car: TagCar, tenant: TagTenant, now: Date): TagBanner {
  const banner = tagBanner(car, tenant, now)
  return banner.kind === 'reserved' || banner.kind === 'certified' ? { kind: 'none' } : banner
}
