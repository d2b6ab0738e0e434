// GET /api/nearest-locations?postcode= (or ?lat=&lng=): the visited dealer's locations nearest
// first, each with its distance, and the nearest-first city and dealership filter lists cut to the
// spec's limits. 400 with the spec's message for a missing, malformed or unknown postcode or an
// unusable position; 404 for an unknown site; 502 when the geocoding service fails; 503 when our
// own side does. Never 500. The locations page's GET form asks the same question through
// nearestListing, without this route.
import type { DealerLocation } from '@/src/domain/locations/location'
import { locationPath } from '@/src/domain/locations/location'
import { type GeoPoint, distanceText } from '@/src/domain/locations/distance'
import {
  NEAREST_MESSAGES,
  type NearestError,
  type NearestOrigin,
  type NearestQuery,
  type Ranked,
  locationPoint,
  nearestFilterOptions,
  parseNearestQuery,
  rankByDistance,
} from '@/src/domain/locations/nearest'
import { selectLocations } from '@/src/domain/locations/select'
import { isPostcode } from '@/src/domain/leads/contact-rules'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { errorResponse } from '@/src/lib/api-errors'
import { logger } from '@/src/lib/logger'
import { type FindTenant, tenantFromRequest } from '@/src/lib/tenant-request'
import type { PostcodeGeocoder } from '@/src/providers/geocoding'

export type NearestResult = { ok: true; origin: NearestOrigin; ranked: Ranked<DealerLocation>[] } | { ok: false; error: NearestError }

/** A location's place: its own coordinates, else its postcode's centre; null when neither is known. */
async function placeOf(location: DealerLocation, geocoder: PostcodeGeocoder): Promise<GeoPoint | null> {
  const own = locationPoint(location.address)
  if (own || !isPostcode(location.address.postcode)) return own
  const answer = await geocoder.ask(location.address.postcode)
  return answer.ok ? answer.value : null
}

async function originOf(query: NearestQuery, geocoder: PostcodeGeocoder): Promise<NearestOrigin | { error: NearestError }> {
  if (query.kind === 'none') return { error: 'empty' }
  if (query.kind === 'invalid') return { error: query.error }
  if (query.kind === 'position') return { kind: 'position', point: query.point }
  const answer = await geocoder.ask(query.postcode)
  if (answer.ok) return { kind: 'postcode', postcode: query.postcode, point: answer.value }
  if (answer.reason === 'none') return { error: 'unknown' }
  logger.error(`Geocoder ${geocoder.name}: ${answer.detail}`)
  return { error: 'unavailable' }
}

/** The given locations (already chosen for display) ranked from where the query says. */
export async function nearestLocations(
  query: NearestQuery,
  locations: readonly DealerLocation[],
  geocoder: PostcodeGeocoder,
): Promise<NearestResult> {
  const origin = await originOf(query, geocoder)
  if ('error' in origin) return { ok: false, error: origin.error }
  const places = new Map(await Promise.all(locations.map(async (l) => [l, await placeOf(l, geocoder)] as const)))
  return { ok: true, origin, ranked: rankByDistance(locations, origin.point, (l) => places.get(l) ?? null) }
}

/** A locations page's list and its finder: sorted nearest first with distances, or as it was beside the finder's message. */
export interface NearestListing {
  readonly locations: DealerLocation[]
  /** Distance text by location id; a location whose place is unknown has none. */
  readonly distances: Readonly<Record<string, string>>
  readonly finder: { readonly postcode: string; readonly error: string | null; readonly from: string | null }
}

export async function nearestListing(
  query: NearestQuery,
  locations: DealerLocation[],
  geocoder: PostcodeGeocoder,
): Promise<NearestListing> {
  const postcode = query.kind === 'postcode' ? query.postcode : query.kind === 'invalid' ? query.typed : ''
  if (query.kind === 'none') return { locations, distances: {}, finder: { postcode, error: null, from: null } }
  const result = await nearestLocations(query, locations, geocoder)
  if (!result.ok) return { locations, distances: {}, finder: { postcode, error: NEAREST_MESSAGES[result.error], from: null } }
  const { origin, ranked } = result
  return {
    locations: ranked.map((r) => r.item),
    distances: Object.fromEntries(ranked.flatMap((r) => (r.km === null ? [] : [[String(r.item.id), distanceText(r.km)]]))),
    finder: { postcode, error: null, from: origin.kind === 'postcode' ? `postcode ${origin.postcode}` : 'your location' },
  }
}

export interface NearestDeps {
  findTenant: FindTenant
  locationsOf(tenant: TenantConfig): Promise<DealerLocation[]>
  geocoder(): PostcodeGeocoder
}

const oneDecimal = (km: number) => Math.round(km * 10) / 10

function answer(origin: NearestOrigin, ranked: Ranked<DealerLocation>[]) {
  const { cities, dealerships } = nearestFilterOptions(ranked)
  const km = (value: number | null) => (value === null ? null : oneDecimal(value))
  return {
    origin: { ...(origin.kind === 'postcode' ? { postcode: origin.postcode } : {}), lat: origin.point.lat, lng: origin.point.lng },
    locations: ranked.map(({ item, km: distance }) => ({
      id: item.id,
      name: item.name,
      slug: item.slug,
      path: locationPath(item.slug),
      address: { street: item.address.street, city: item.address.city, state: item.address.state, postcode: item.address.postcode },
      km: km(distance),
      distance: distance === null ? null : distanceText(distance),
    })),
    cities: cities.map((c) => ({ value: c.value, km: km(c.km) })),
    dealerships: dealerships.map((d) => ({ value: d.value, km: km(d.km) })),
  }
}

export function createNearestHandler(deps: NearestDeps) {
  return async function handle(request: Request): Promise<Response> {
    try {
      const site = await tenantFromRequest(request, deps.findTenant)
      if (!site.ok) return site.response
      const params = new URL(request.url).searchParams
      const query = parseNearestQuery({
        postcode: params.get('postcode') ?? undefined,
        lat: params.get('lat') ?? undefined,
        lng: params.get('lng') ?? undefined,
      })
      const shown = selectLocations(await deps.locationsOf(site.tenant), { scope: 'all' })
      const result = await nearestLocations(query, shown, deps.geocoder())
      if (!result.ok) {
        const kind = result.error === 'unavailable' ? 'upstream' : 'bad-request'
        return errorResponse(kind, NEAREST_MESSAGES[result.error])
      }
      return Response.json(answer(result.origin, result.ranked), { headers: { 'cache-control': 'no-store' } })
    } catch (error) {
      logger.error({ err: error }, 'Nearest locations request failed')
      return errorResponse('unavailable', NEAREST_MESSAGES.unavailable)
    }
  }
}
