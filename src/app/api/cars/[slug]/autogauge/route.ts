import { getTenantByHost } from '@/src/cms/tenants'
import { createAutogaugeHandler } from '@/src/lib/autogauge'
import { defaultPriceProvider } from '@/src/pricing'
import { findRecordBySlug } from '@/src/search/engine/postgres/lookup'
import { sharedInventoryDb } from '@/src/search/engine/postgres/pool'

export const dynamic = 'force-dynamic'

const handle = createAutogaugeHandler({
  findTenant: getTenantByHost,
  findCar: (slug, scope) => findRecordBySlug(sharedInventoryDb(), slug, scope),
  provider: defaultPriceProvider,
  now: () => new Date(),
})

/** Spec 1 §7 price comparison; the logic is in src/lib/autogauge.ts. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  return handle(request, (await params).slug)
}
