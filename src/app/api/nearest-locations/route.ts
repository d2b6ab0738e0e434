import { createNearestHandler } from '@/src/api/nearest-locations'
import { getLocations } from '@/src/cms/locations'
import { getTenantByHost } from '@/src/cms/tenants'
import { methodNotAllowed } from '@/src/lib/api-errors'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { postcodeGeocoder } from '@/src/providers/geocoding'

export const dynamic = 'force-dynamic'

const handler = createNearestHandler({ findTenant: getTenantByHost, locationsOf: getLocations, geocoder: postcodeGeocoder })

/** GET /api/nearest-locations?postcode= or ?lat=&lng=: the site's locations nearest first (createNearestHandler). */
export async function GET(request: Request): Promise<Response> {
  return (await refuseOverIpLimit('nearestLocations', request)) ?? handler(request)
}

/** Any other method is told which one this route takes (405 with a message). */
const getOnly = methodNotAllowed(['GET', 'HEAD'], 'This address answers GET requests only.')
export { getOnly as POST, getOnly as PUT, getOnly as PATCH, getOnly as DELETE }
