import { methodNotAllowed } from '@/src/lib/api-errors'
import { createCarViewHandler } from '@/src/api/car-views'
import { getTenantByHost } from '@/src/cms/tenants'
import { clientIp } from '@/src/lib/client-ip'
import { payloadSecret } from '@/src/lib/env'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { carViews, countCarView, findCarBySlug } from '@/src/search/engine'

export const dynamic = 'force-dynamic'

const handle = createCarViewHandler({
  findTenant: getTenantByHost,
  findCar: findCarBySlug,
  countView: countCarView,
  viewsOf: carViews,
  clientIp: (headers) => clientIp(headers),
  secret: payloadSecret,
  now: () => new Date(),
})

/** GET /api/cars/{slug}/view.json: counts a shopper's view of the car and answers the count. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const refused = await refuseOverIpLimit('carView', request)
  if (refused) return refused
  return handle(request, (await params).slug)
}

/** Any other method is told which one this route takes (405 with a message). */
const getOnly = methodNotAllowed(['GET', 'HEAD'], 'This address answers GET requests only.')
export { getOnly as POST, getOnly as PUT, getOnly as PATCH, getOnly as DELETE }
