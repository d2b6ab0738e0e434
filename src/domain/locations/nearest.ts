// The nearest-dealership finder's rules: what a shopper's query says, its messages, the order
// of locations by distance and the nearest-first city and dealership filter lists.
import { DELIVERY_ERRORS, normalisePostcode } from '../finance/delivery'
import { type GeoPoint, geoPoint, haversineKm } from './distance'

export const NEAREST_MESSAGES = {
  empty: DELIVERY_ERRORS.empty,
  invalid: DELIVERY_ERRORS.invalid,
  /** A well-formed postcode that no place has: the spec's geocoding message, word for word. */
  unknown: 'Invalid postcode',
  position: 'We could not use that location. Please enter your postcode instead.',
  unavailable: 'Finding your nearest dealership is unavailable right now. Please try again shortly.',
} as const

export type NearestError = keyof typeof NEAREST_MESSAGES

/** The "Use my location" button's message when the browser gives no position (a GeolocationPositionError code). */
export const geolocationMessage = (code: number): string =>
  code === 1
    ? 'Location access was not allowed. Please enter your postcode instead.'
    : 'We could not find your location. Please enter your postcode instead.'

/** The query that asks for distances from a position, as the "Use my location" button sends it. */
export const positionSearch = (point: GeoPoint): string => `?${new URLSearchParams({ lat: String(point.lat), lng: String(point.lng) })}`

/** Where distances are measured from: a postcode's centre, or the shopper's own position. */
export type NearestOrigin = { kind: 'postcode'; postcode: string; point: GeoPoint } | { kind: 'position'; point: GeoPoint }

export type NearestQuery =
  | { kind: 'none' }
  | { kind: 'postcode'; postcode: string }
  | { kind: 'position'; point: GeoPoint }
  /** `typed` is what the postcode field held, to show it again beside the message. */
  | { kind: 'invalid'; error: NearestError; typed: string }

export type QueryParams = Readonly<Record<string, string | readonly string[] | undefined>>

const first = (value: string | readonly string[] | undefined): string | undefined => (typeof value === 'string' ? value : value?.[0])

/** A coordinate as a browser sends it: plain decimal degrees, nothing else ("1e2", "0x10", " 5" are refused). */
const DEGREES = /^-?\d{1,3}(?:\.\d{1,10})?$/
const degrees = (raw: string | undefined) => (raw !== undefined && DEGREES.test(raw) ? Number(raw) : NaN)

/**
 * What `?postcode=` or `?lat=&lng=` asks for. A postcode field sent empty is a question without
 * an answer ("Please enter a postcode."), not a page without a query; a postcode wins over a
 * position when both are sent, since the shopper typed it.
 */
export function parseNearestQuery(params: QueryParams): NearestQuery {
  const typed = first(params.postcode)
  if (typed !== undefined) {
    if (typed.trim() === '') return { kind: 'invalid', error: 'empty', typed: '' }
    const postcode = normalisePostcode(typed)
    return postcode ? { kind: 'postcode', postcode } : { kind: 'invalid', error: 'invalid', typed: typed.trim().slice(0, 4) }
  }
  const lat = first(params.lat)
  const lng = first(params.lng)
  if (lat === undefined && lng === undefined) return { kind: 'none' }
  const point = geoPoint(degrees(lat), degrees(lng))
  return point ? { kind: 'position', point } : { kind: 'invalid', error: 'position', typed: '' }
}

export interface Ranked<T> {
  readonly item: T
  /** Null when the item's own place is unknown: it is listed after every measured one. */
  readonly km: number | null
}

/** Nearest first; equal distances and unplaced items keep the order they came in (the site's own order). */
export function rankByDistance<T>(items: readonly T[], origin: GeoPoint, pointOf: (item: T) => GeoPoint | null): Ranked<T>[] {
  const ranked = items.map((item, index) => {
    const point = pointOf(item)
    return { item, km: point ? haversineKm(origin, point) : null, index }
  })
  ranked.sort((a, b) => (a.km ?? Number.POSITIVE_INFINITY) - (b.km ?? Number.POSITIVE_INFINITY) || a.index - b.index)
  return ranked.map(({ item, km }) => ({ item, km }))
}

/** The spec's caps on the location filters' lists: 20 cities and 40 dealerships. */
export const LOCATION_FILTER_LIMITS = { city: 20, dealership: 40 } as const

export interface FilterOption {
  /** The facet value the filter sends: the city, or the name cars at the yard carry (location_name). */
  readonly value: string
  readonly km: number | null
}

function distinctNearest(values: readonly { value: string; km: number | null }[], limit: number): FilterOption[] {
  const seen = new Set<string>()
  const options: FilterOption[] = []
  for (const { value, km } of values) {
    const name = value.trim()
    const key = name.toLowerCase()
    if (!name || seen.has(key)) continue
    seen.add(key)
    options.push({ value: name, km })
    if (options.length === limit) break
  }
  return options
}

/**
 * The city and dealership filter lists, nearest first and cut to the spec's limits: a city with
 * several yards is listed once, at its nearest yard's distance.
 */
export function nearestFilterOptions(
  ranked: readonly Ranked<{ readonly stockName: string; readonly address: { readonly city: string } }>[],
): { cities: FilterOption[]; dealerships: FilterOption[] } {
  return {
    cities: distinctNearest(
      ranked.map((r) => ({ value: r.item.address.city, km: r.km })),
      LOCATION_FILTER_LIMITS.city,
    ),
    dealerships: distinctNearest(
      ranked.map((r) => ({ value: r.item.stockName, km: r.km })),
      LOCATION_FILTER_LIMITS.dealership,
    ),
  }
}

/** A location's own coordinates when its editor set both. */
export const locationPoint = (address: { readonly lat: number | null; readonly lng: number | null }): GeoPoint | null =>
  geoPoint(address.lat, address.lng)
