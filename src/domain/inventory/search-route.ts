// Search page routes: path segments after /search map to the page's fixed refinements, its title,
// meta description and canonical path.
import { MAX_SEGMENT_LENGTH, SEGMENT_SLUG, decodeSegment, slugify, titleFromSlug } from '@/src/domain/navigation/slug'
import type { VehicleKind } from '@/src/domain/tenant/tenant-config'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import { BODY_LABELS, bodyLabel } from './search-filters'

export type CarType = 'new' | 'used' | 'demo'

export interface SearchRoute {
  /** Fixed refinements the page applies (not part of the URL query state). */
  carTypes: CarType[]
  make: string | null
  model: string | null
  /** A body type's page (/search/suv, /search/used-cars/suv): the body code its cars carry. */
  body?: string | null
  /** A location's stock page (/search/{locationSlug}): the location_name its cars carry. */
  locationName?: string | null
  /** A dealership's stock page (/search/{dealership_slug}, "See more from this dealer"). */
  dealershipSlug?: string | null
  title: string
  description: string
  canonicalPath: string
  /** The crumb name of each path above and including this one ("/search/used-cars": "Used Cars"). */
  crumbs: Record<string, string>
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

/**
 * Known facet values, so a slug maps back to its exact spelling ("land-rover" -> "Land Rover")
 * and a slug that names nothing in stock is a 404. A list left out (the search did not answer)
 * lets any slug through as a make or model rather than hide the page.
 */
export interface KnownValues {
  makes?: readonly string[]
  models?: readonly string[]
  /** Body codes in stock ("suv", "peoplemover"); without them, the body types the site names. */
  bodies?: readonly string[]
  /** The dealer's locations: /search/{slug} is a location's stock (View Our Stock). */
  locations?: readonly { slug: string; name: string; stockName: string }[]
  /** The site's dealership slugs: /search/{slug} is that dealership's stock. */
  dealerships?: readonly string[]
  /** What the site sells: its titles say "Used Caravans for Sale", not "Used Cars". */
  vehicleKind?: VehicleKind
}

/** The known value a slug names, its title when nothing is known, or undefined when it names nothing. */
function fromSlug(slug: string, known: readonly string[] | undefined): string | undefined {
  if (!known) return titleFromSlug(slug)
  return known.find((value) => slugify(value) === slug)
}

/** The body code a slug names: the code itself ("peoplemover") or its label's slug ("people-mover"). */
function bodyFromSlug(slug: string, known: readonly string[] | undefined): string | undefined {
  return (known ?? Object.keys(BODY_LABELS)).find((code) => slugify(code) === slug || slugify(bodyLabel(code)) === slug)
}

const isSlug = (s: string) => s.length <= MAX_SEGMENT_LENGTH && SEGMENT_SLUG.test(s)

/** What the segments after an optional car type name: a place, a body type, or a make and model. */
type Subject =
  | { kind: 'all' }
  | { kind: 'location'; name: string; stockName: string }
  | { kind: 'dealership'; slug: string }
  | { kind: 'body'; code: string }
  | { kind: 'make'; make: string; model: string | null }

function subjectOf(rest: readonly string[], known: KnownValues, withCarType: boolean): Subject | undefined {
  if (rest.length === 0) return { kind: 'all' }
  const [first, second] = rest
  if (rest.length === 1) {
    // A place's stock has no car-type form (its page lists every type).
    const location = withCarType ? undefined : known.locations?.find((l) => l.slug === first)
    if (location) return { kind: 'location', name: location.name, stockName: location.stockName }
    if (!withCarType && known.dealerships?.includes(first)) return { kind: 'dealership', slug: first }
    const body = bodyFromSlug(first, known.bodies)
    if (body) return { kind: 'body', code: body }
  }
  const make = fromSlug(first, known.makes)
  if (!make || rest.length > 2) return undefined
  // A model of a make in stock is a page even with none in stock right now: offers and menus
  // link a model the dealer sells, and its page then says nothing is in stock.
  const model = second ? (fromSlug(second, known.models) ?? titleFromSlug(second)) : null
  return { kind: 'make', make, model }
}

/** The name of each segment of a subject: a place, a body's label, a make and model. */
function subjectNames(subject: Subject): string[] {
  switch (subject.kind) {
    case 'all':
      return []
    case 'location':
      return [subject.name]
    case 'dealership':
      return [titleFromSlug(subject.slug)]
    case 'body':
      return [bodyLabel(subject.code)]
    case 'make':
      return subject.model ? [subject.make, subject.model] : [subject.make]
  }
}

/**
 * The search page a path names, or null for one that names nothing the site has (the caller
 * answers 404): /search, /search/{car type}, /search/{location | dealership | body | make},
 * /search/{make}/{model}, and the body, make and make/model pages under a car type
 * (/search/used-cars/toyota/hilux).
 */
export function searchRoute(segments: readonly string[] | undefined, siteName: string, known: KnownValues = {}): SearchRoute | null {
  const parts = (segments ?? []).map((s) => decodeSegment(s).toLowerCase())
  if (parts.length > 3 || !parts.every(isSlug)) return null
  const carType = parts.length > 0 ? carTypePath(parts[0]) : undefined
  const subject = subjectOf(carType ? parts.slice(1) : parts, known, Boolean(carType))
  if (!subject) return null
  const { many, Many } = vocabularyOf(known.vehicleKind)
  const condition = carType ? carType.label.replace(/ Cars$/, '') : ''
  const names = subjectNames(subject)
  const place = subject.kind === 'location' || subject.kind === 'dealership' ? `${Many} for Sale at ${names[0]}` : undefined
  // A place's crumb is its page title ("Cars for Sale at Parramatta"), a car type's "Used Cars".
  const segmentNames = [...(carType ? [`${condition} ${Many}`] : []), ...(place ? [place] : names)]
  const paths = parts.map((_, i) => `/search/${parts.slice(0, i + 1).join('/')}`)
  const crumbs = Object.fromEntries([['/search', 'Search'], ...paths.map((path, i) => [path, segmentNames[i]])])
  const route = {
    carTypes: carType ? [...carType.carTypes] : [],
    make: null,
    model: null,
    canonicalPath: paths.at(-1) ?? '/search',
    crumbs,
  }
  if (place) {
    return {
      ...route,
      ...(subject.kind === 'location' ? { locationName: subject.stockName } : {}),
      ...(subject.kind === 'dealership' ? { dealershipSlug: subject.slug } : {}),
      title: place,
      description: `Browse new, used and demo ${many} for sale at ${names[0]}, ${siteName}.`,
    }
  }
  if (subject.kind === 'all' && !carType) {
    return { ...route, title: `Search ${Many}`, description: `Search new, used and demo ${many} for sale at ${siteName}.` }
  }
  // "Used Toyota Hilux Caravans", "SUV Cars", "New, Used and Demo Cars".
  const name = names.join(' ')
  const words = [condition, name].filter(Boolean)
  const lowerCondition = (carType ? condition : 'new, used and demo').toLowerCase()
  return {
    ...route,
    ...(subject.kind === 'make' ? { make: subject.make, model: subject.model } : {}),
    ...(subject.kind === 'body' ? { body: subject.code } : {}),
    title: `${words.join(' ')} ${Many} for Sale`,
    description: `Browse ${[lowerCondition, name].filter(Boolean).join(' ')} ${many} for sale at ${siteName}.`,
  }
}

/** Algolia facetFilters for the fixed refinements (values compare case-insensitively). */
export function routeFacetFilters(
  route: Pick<SearchRoute, 'carTypes' | 'make' | 'model' | 'body' | 'locationName' | 'dealershipSlug'>,
): (string | string[])[] {
  const filters: (string | string[])[] = []
  if (route.carTypes.length > 0) filters.push(route.carTypes.map((t) => `car_type:${t}`))
  if (route.make) filters.push(`make:${route.make}`)
  if (route.model) filters.push(`model:${route.model}`)
  if (route.body) filters.push(`body:${route.body}`)
  if (route.locationName) filters.push(`location_name:${route.locationName}`)
  if (route.dealershipSlug) filters.push(`dealership_slug:${route.dealershipSlug}`)
  return filters
}

/** Crumb names for the page's path: Search, then the car type, place, body, make and model. */
export function searchBreadcrumbTitles(route: Pick<SearchRoute, 'crumbs'>): Record<string, string> {
  return route.crumbs
}
