// Which locations a Locations block or page shows.
import type { Department } from './hours'

/** What a location does besides its departments (location_subtype, which may include buying). */
export const LOCATION_SUBTYPES = [
  { label: 'New cars', value: 'new' },
  { label: 'Used cars', value: 'used' },
  { label: 'Demo cars', value: 'demo' },
  { label: 'We buy cars', value: 'buying' },
] as const

/** The Location block's scopes other than one location. */
export const LOCATION_SCOPES = [
  { label: 'All locations', value: 'all' },
  { label: 'The primary location', value: 'primary' },
  { label: 'Sales', value: 'sales' },
  { label: 'Service', value: 'service' },
  { label: 'Parts', value: 'parts' },
  { label: 'Service and parts', value: 'service-and-parts' },
] as const

export interface LocationLike {
  id: string | number
  name: string
  primary: boolean
  visible: boolean
  departments: readonly Department[]
  makes: readonly string[]
  subtypes: readonly string[]
  customOrder?: number | null
}

/** primary, sales, service, parts, service-and-parts, all, or one location's id. */
export type LocationScope = 'primary' | 'all' | 'service-and-parts' | Department | { id: string | number }

export interface LocationFilter {
  scope: LocationScope
  make?: string | null
  subtype?: string | null
  include?: readonly (string | number)[]
  exclude?: readonly (string | number)[]
}

function inScope(location: LocationLike, scope: LocationScope): boolean {
  if (typeof scope === 'object') return String(location.id) === String(scope.id)
  if (scope === 'all') return true
  if (scope === 'primary') return location.primary
  if (scope === 'service-and-parts') return location.departments.includes('service') || location.departments.includes('parts')
  return location.departments.includes(scope)
}

const lower = (s: string) => s.trim().toLowerCase()

/** Hidden locations never show; then the scope, make, subtype and include/exclude lists apply. */
export function selectLocations<T extends LocationLike>(locations: readonly T[], filter: LocationFilter): T[] {
  const include = filter.include?.length ? new Set(filter.include.map(String)) : null
  const exclude = new Set((filter.exclude ?? []).map(String))
  return sortLocations(
    locations.filter(
      (l) =>
        l.visible &&
        inScope(l, filter.scope) &&
        (!filter.make || l.makes.some((m) => lower(m) === lower(filter.make!))) &&
        (!filter.subtype || l.subtypes.includes(filter.subtype)) &&
        (!include || include.has(String(l.id))) &&
        !exclude.has(String(l.id)),
    ),
  )
}

/** Alphabetical by name unless a custom order is set; ordered locations come first. */
export function sortLocations<T extends LocationLike>(locations: readonly T[]): T[] {
  const order = (l: T) => (typeof l.customOrder === 'number' ? l.customOrder : Number.POSITIVE_INFINITY)
  return [...locations].sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name, 'en-AU'))
}

/** The location the header and contact page lead with: the primary one, else the first shown. */
export function primaryLocation<T extends LocationLike>(locations: readonly T[]): T | undefined {
  const visible = sortLocations(locations.filter((l) => l.visible))
  return visible.find((l) => l.primary) ?? visible[0]
}

/** Grid columns at extra-large widths: 3 for exactly six, 4 for more than three. */
export function locationGridColumns(count: number): 1 | 2 | 3 | 4 {
  if (count === 6) return 3
  if (count > 3) return 4
  return Math.max(1, count) as 1 | 2 | 3
}

/** A Google Maps directions link for an address or coordinates. */
export function directionsUrl(address: {
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
  lat?: number | null
  lng?: number | null
}): string {
  const destination =
    typeof address.lat === 'number' && typeof address.lng === 'number'
      ? `${address.lat},${address.lng}`
      : [address.street, address.city, address.state, address.postcode].filter(Boolean).join(', ')
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}
