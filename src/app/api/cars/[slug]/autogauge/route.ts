import { methodNotAllowed } from '@/src/lib/api-errors'
import { getTenantByHost } from '@/src/cms/tenants'
import { createAutogaugeHandler } from '@/src/api/price-comparison'
import { priceComparisonProvider } from '@/src/providers/price-comparison'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { findCarBySlug } from '@/src/search/engine'

export const dynamic = 'force-dynamic'

const handle = createAutogaugeHandler({
  findTenant: getTenantByHost,
  findCar: findCarBySlug,
  provider: priceComparisonProvider,
  now: () => new Date(),
})

/** GET /api/cars/{slug}/autogauge: the car's price against the market (src/api/price-comparison.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const refused = await refuseOverIpLimit('priceComparison', request)
  if (refused) return refused
  return handle(request, (await params).slug)
}

/** Any other method is told which one this route takes (405 with a message). */
const getOnly = methodNotAllowed(['GET', 'HEAD'], 'This address answers GET requests only.')
export { getOnly as POST, getOnly as PUT, getOnly as PATCH, getOnly as DELETE }
