import { getTenantByHost } from '@/src/cms/tenants'
import { createAutogaugeHandler } from '@/src/lib/autogauge'
import { defaultPriceProvider } from '@/src/pricing'
import { findCarBySlug } from '@/src/search/engine'

export const dynamic = 'force-dynamic'

const handle = createAutogaugeHandler({
  findTenant: getTenantByHost,
  findCar: findCarBySlug,
  provider: defaultPriceProvider,
  now: () => new Date(),
})

/** Spec 1 §7 price comparison; the logic is in src/lib/autogauge.ts. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  return handle(request, (await params).slug)
}
