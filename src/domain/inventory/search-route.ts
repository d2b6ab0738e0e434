// Search page routes: path segments after /search map to the page's fixed refinements, its title,
// meta description and canonical path.
import { MAX_SEGMENT_LENGTH, SEGMENT_SLUG, decodeSegment, slugify, titleFromSlug } from '@/src/domain/navigation/slug'
import type { VehicleKind } from '@/src/domain/tenant/tenant-config'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'

export type CarType = 'new' | 'used' | 'demo'

export interface SearchRoute {
  /** Fixed refinements the page applies (not part of the URL query state). */
  carTypes: CarType[]
  make: string | null
  model: string | null
  /** A location's stock page (/search/{locationSlug}): the location_name its cars carry. */
  locationName?: string | null
  /** A dealership's stock page (/search/{dealership_slug}, "See more from this dealer"). */
  dealershipSlug?: string | null
  title: string
  description: string
  canonicalPath: string
}

/** The car-type search paths (/search/used-cars ...), in one table. */
export const CAR_TYPE_PATHS: Readonly<Record<string, { carTypes: CarType[]; label: string }>> = {
  'new-used-and-demo-cars': { carTypes: ['new', 'used', 'demo'], label: 'New, Used and Demo Cars' },
  'used-cars': { carTypes: ['used'], label: 'Used Cars' },
  'demo-cars': { carTypes: ['demo'], label: 'Demo Cars' },
  'new-cars': { carTypes: ['new'], label: 'New Cars' },
  'new-and-demo-cars': { carTypes: ['new', 'demo'], label: 'New and Demo Cars' },
}

/** The car-type path of a segment; own keys only ("constructor" is a make, not Object's). */
const carTypePath = (segment: string) => (Object.hasOwn(CAR_TYPE_PATHS, segment) ? CAR_TYPE_PATHS[segment] : undefined)

/** Known facet values, so a slug maps back to its exact spelling ("land-rover" -> "Land Rover"). */
export interface KnownValues {
  makes?: readonly string[]
  models?: readonly string[]
  /** The dealer's locations: /search/{slug} is a location's stock (View Our Stock). */
  locations?: readonly { slug: string; name: string; stockName: string }[]
  /** The site's dealership slugs: /search/{slug} is that dealership's stock. */
  dealerships?: readonly string[]
  /** What the site sells: its titles say "Used Caravans for Sale", not "Used Cars". */
  vehicleKind?: VehicleKind
}

function fromSlug(slug: string, known: readonly string[] | undefined): string {
  return known?.find((value) => slugify(value) === slug) ?? titleFromSlug(slug)
}

const isSlug = (s: string) => s.length <= MAX_SEGMENT_LENGTH && SEGMENT_SLUG.test(s)

/** Returns null for a path that is not a search page (the caller answers 404). */
export function searchRoute(segments: readonly string[] | undefined, siteName: string, known: KnownValues = {}): SearchRoute | null {
  const parts = (segments ?? []).map((s) => decodeSegment(s).toLowerCase())
  if (parts.length > 2 || !parts.every(isSlug)) return null
  const base = { carTypes: [] as CarType[], make: null, model: null }
  const { many, Many } = vocabularyOf(known.vehicleKind)
  if (parts.length === 0) {
    return {
      ...base,
      title: `Search ${Many}`,
      description: `Search new, used and demo ${many} for sale at ${siteName}.`,
      canonicalPath: '/search',
    }
  }
  const carType = parts.length === 1 ? carTypePath(parts[0]) : undefined
  if (carType) {
    return {
      ...base,
      carTypes: [...carType.carTypes],
      title: `${carType.label.replace(/Cars$/, Many)} for Sale`,
      description: `Browse ${carType.label.replace(/Cars$/, Many).toLowerCase()} for sale at ${siteName}.`,
      canonicalPath: `/search/${parts[0]}`,
    }
  }
  const location = parts.length === 1 ? known.locations?.find((l) => l.slug === parts[0]) : undefined
  if (location) {
    return {
      ...base,
      locationName: location.stockName,
      title: `${Many} for Sale at ${location.name}`,
      description: `Browse new, used and demo ${many} for sale at ${location.name}, ${siteName}.`,
      canonicalPath: `/search/${parts[0]}`,
    }
  }
  if (parts.length === 1 && known.dealerships?.includes(parts[0])) {
    const name = titleFromSlug(parts[0])
    return {
      ...base,
      dealershipSlug: parts[0],
      title: `${Many} for Sale at ${name}`,
      description: `Browse new, used and demo ${many} for sale at ${name}, ${siteName}.`,
      canonicalPath: `/search/${parts[0]}`,
    }
  }
  const make = fromSlug(parts[0], known.makes)
  const model = parts[1] ? fromSlug(parts[1], known.models) : null
  const name = model ? `${make} ${model}` : make
  return {
    ...base,
    make,
    model,
    title: `${name} ${Many} for Sale`,
    description: `Browse new, used and demo ${name} ${many} for sale at ${siteName}.`,
    canonicalPath: `/search/${parts.join('/')}`,
  }
}

/** Algolia facetFilters for the fixed refinements (values compare case-insensitively). */
export function routeFacetFilters(
  route: Pick<SearchRoute, 'carTypes' | 'make' | 'model' | 'locationName' | 'dealershipSlug'>,
): (string | string[])[] {
  const filters: (string | string[])[] = []
  if (route.carTypes.length > 0) filters.push(route.carTypes.map((t) => `car_type:${t}`))
  if (route.make) filters.push(`make:${route.make}`)
  if (route.model) filters.push(`model:${route.model}`)
  if (route.locationName) filters.push(`location_name:${route.locationName}`)
  if (route.dealershipSlug) filters.push(`dealership_slug:${route.dealershipSlug}`)
  return filters
}

/** Crumb names for the page's path (/search/ plus car-type, make and model). */
export function searchBreadcrumbTitles(
  route: Pick<SearchRoute, 'make' | 'model' | 'canonicalPath' | 'title' | 'locationName' | 'dealershipSlug'>,
): Record<string, string> {
  const titles: Record<string, string> = { '/search': 'Search' }
  const [, , first, second] = route.canonicalPath.split('/')
  if (!first) return titles
  const carType = carTypePath(first)
  // A car-type page's crumb is its title without "for Sale", in the site's words ("New Caravans").
  titles[`/search/${first}`] = carType
    ? route.title.replace(/ for Sale$/, '')
    : route.locationName || route.dealershipSlug
      ? route.title
      : (route.make ?? first)
  if (second) titles[`/search/${first}/${second}`] = route.model ?? second
  return titles
}
