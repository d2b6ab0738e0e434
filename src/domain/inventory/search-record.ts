// The search record both backends index (the PostgreSQL engine and Algolia): one pure function
// of the vehicle, so the local engine and Algolia can never disagree about a car.
import { slugify } from '@/src/domain/navigation/slug'
import { priceRangeLabel, weeklyPriceRangeLabel } from './price-bands'
import type { Vehicle } from './vehicle'
import { toEpochSeconds, visibleUntil } from './visibility'

/** Images kept in the record: cards need the first few; the detail page reads the vehicle. */
export const RECORD_IMAGE_LIMIT = 6

type Common = Omit<Vehicle, 'dealercomments' | 'standardEquipment' | 'hotspots' | 'spin_images' | 'payment_processors' | 'images'>

/** A type alias (not an interface) so it is assignable to Record<string, unknown>. */
export type SearchRecord = Common & {
  objectID: string
  slug: string
  path: string
  name: string
  sold: boolean
  item_type: NonNullable<Vehicle['item_type']>
  make_model: { lvl0: string; lvl1: string }
  images: NonNullable<Vehicle['images']>
  body?: string
  transmission?: string
  fuel?: string
  drive?: string
  weekly_price?: number
  price_range?: string
  weekly_price_range?: string
  created_at: string
  created_at_timestamp: number
  updated_at_timestamp?: number
  sold_date_timestamp?: number
  visible_until: number
  custom_rank: number
}

/** Globally unique across dealerships: feed ids are only unique within one dealership. */
export const objectIdOf = (dealershipSlug: string, id: string) => `${dealershipSlug}:${id}`

/** The dealership of an object id (slugs hold no ':'); '' for an id that names none. */
export const dealershipOfObjectId = (objectId: string) => (objectId.includes(':') ? objectId.slice(0, objectId.indexOf(':')) : '')

export function vehicleName(v: Pick<Vehicle, 'year' | 'make' | 'model' | 'badge' | 'series'>): string {
  return [v.year, v.make, v.model, v.badge, v.series].filter((part) => part !== undefined && part !== '').join(' ')
}

function weeklyPrice(v: Vehicle): number | undefined {
  const quoted = v.youxQuote?.weeklyRepaymentAmount
  if (quoted !== undefined) return quoted
  return Object.values(v.finance_lenders ?? {}).find((l) => l.paymentWeek !== undefined)?.paymentWeek
}

function place(v: Vehicle) {
  return {
    location_id: v.location_id ?? v.location?.id,
    location_name: v.location_name ?? v.location?.name,
    city: v.city ?? v.location?.city ?? v.location?.address?.city,
    state: v.state ?? v.location?.state ?? v.location?.address?.state,
  }
}

function undefinedDropped<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

export function toSearchRecord(vehicle: Vehicle, now: Date): SearchRecord {
  const { dealercomments, standardEquipment, hotspots, spin_images, payment_processors, images, ...rest } = vehicle
  void [dealercomments, standardEquipment, hotspots, spin_images, payment_processors]
  const slug = vehicle.slug ?? slugify(`${vehicleName(vehicle)} ${vehicle.id}`)
  const createdAt = vehicle.created_at ?? now.toISOString()
  const weekly = weeklyPrice(vehicle)
  const record: SearchRecord = {
    ...rest,
    ...place(vehicle),
    objectID: objectIdOf(vehicle.dealership_slug, vehicle.id),
    slug,
    path: `/cars/${slug}`,
    name: vehicle.name ?? vehicleName(vehicle),
    sold: vehicle.status === 'sold',
    item_type: vehicle.item_type ?? 'car',
    make_model: { lvl0: vehicle.make, lvl1: `${vehicle.make} > ${vehicle.model}` },
    images: (images ?? []).slice(0, RECORD_IMAGE_LIMIT),
    primary_image_url: vehicle.primary_image_url ?? images?.[0]?.image.url,
    photos_count: vehicle.photos_count ?? images?.length ?? 0,
    body: vehicle.simple_body,
    transmission: vehicle.simple_transmission,
    fuel: vehicle.simple_fuel,
    drive: vehicle.simple_drive,
    weekly_price: weekly,
    price_range: priceRangeLabel(vehicle.price),
    weekly_price_range: weeklyPriceRangeLabel(weekly),
    created_at: createdAt,
    created_at_timestamp: toEpochSeconds(createdAt),
    updated_at_timestamp: vehicle.updated_at ? toEpochSeconds(vehicle.updated_at) : undefined,
    sold_date_timestamp: vehicle.sold_date ? toEpochSeconds(vehicle.sold_date) : undefined,
    visible_until: visibleUntil(vehicle, now),
    custom_rank: vehicle.custom_rank ?? 0,
  }
  return undefinedDropped(record)
}
