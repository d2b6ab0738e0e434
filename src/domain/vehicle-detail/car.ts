// The car a vehicle page renders: the stored vehicle (every detail field: comments, equipment, all
// images) with what the search record derives from it (slug, path, name, sold). The page builds it
// once; every rule in this folder reads a Pick of it.
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import type { Vehicle } from '@/src/domain/inventory/vehicle'
import { bodyLabel } from '@/src/domain/inventory/search-filters'
import { formatKm } from '@/src/domain/numbers'

export type DetailCar = Omit<Vehicle, 'slug' | 'name' | 'images'> & {
  objectID: string
  slug: string
  path: string
  name: string
  sold: boolean
  /** The end of an online reservation's hold, on the search record while the car is held. */
  reserved_until?: string | null
  images: NonNullable<Vehicle['images']>
}

/**
 * The record decides identity (slug, path, name); the vehicle, when stored, supplies the
 * detail-only fields and the full image list (the record keeps only the first few images).
 */
export function detailCar(record: SearchRecord, vehicle: Vehicle | null): DetailCar {
  const source = vehicle ?? record
  return {
    ...record,
    ...source,
    objectID: record.objectID,
    slug: record.slug,
    path: record.path,
    name: record.name,
    sold: record.sold,
    images: vehicle?.images ?? record.images ?? [],
  }
}

/** "2021 Toyota Corolla": the sidebar heading. */
/** The km, transmission and body facts under the heading (those the car has). */
export function sidebarFacts(car: Pick<DetailCar, 'km' | 'simple_transmission' | 'simple_body'>): { label: string; value: string }[] {
  const facts = [
    typeof car.km === 'number' ? { label: 'Odometer', value: formatKm(car.km) } : null,
    car.simple_transmission ? { label: 'Transmission', value: car.simple_transmission } : null,
    car.simple_body ? { label: 'Body', value: bodyLabel(car.simple_body) } : null,
  ]
  return facts.filter((f) => f !== null)
}

export const headingOf = (car: Pick<DetailCar, 'year' | 'make' | 'model'>): string => joinParts(car.year, car.make, car.model)

/** "Ascent Sport ZWE211R": the sidebar subheading. */
export const subheadingOf = (car: Pick<DetailCar, 'badge' | 'series'>): string => joinParts(car.badge, car.series)

export function joinParts(...parts: (string | number | null | undefined)[]): string {
  return parts
    .map((p) => (p === null || p === undefined ? '' : String(p).trim()))
    .filter((p) => p !== '' && p.toLowerCase() !== 'null')
    .join(' ')
}
