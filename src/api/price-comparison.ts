// GET /api/cars/{slug}/autogauge (spec 1 §7): the price comparison of one car of the site
// being visited. 200 with the comparison; 204 when there is none (the client raises "No
// data returned" and hides the panel, spec 1 §8), also for a car the comparison does not
// apply to; 404 for an unknown site, a car this site does not show, or a site without the
// feature; 502 when the provider fails; 503 when the database does. Never 500.
import { priceComparisonApplies } from '@/src/domain/inventory/price-comparison'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import type { PriceComparisonProvider } from '@/src/providers/price-comparison'
import type { FilterNode } from '@/src/search/protocol'
import { errorResponse } from '@/src/lib/api-errors'
import { type FindTenant, tenantFromRequest } from './tenant-request'
import { SEGMENT_SLUG as SLUG } from '@/src/domain/navigation/slug'

export interface AutogaugeDeps {
  findTenant: FindTenant
  findCar(slug: string, scope: FilterNode | null): Promise<SearchRecord | null>
  provider(): PriceComparisonProvider
  now(): Date
}

export const FEATURE_OFF_MESSAGE = 'Price comparison is not offered on this site.'
export const UNKNOWN_CAR_MESSAGE = 'This site has no car at this address.'
/** The vehicle schema's slug length; a longer one names no car, so the database is not asked. */
const MAX_SLUG_LENGTH = 200

const noComparison = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })

export function createAutogaugeHandler(deps: AutogaugeDeps) {
  return async function handle(request: Request, slug: string): Promise<Response> {
    try {
      return await compare(request, slug)
    } catch (error) {
      console.error('Price comparison request failed', error)
      return errorResponse('unavailable', 'Price comparison is unavailable right now.')
    }
  }

  async function compare(request: Request, slug: string): Promise<Response> {
    const site = await tenantFromRequest(request, deps.findTenant)
    if (!site.ok) return site.response
    const tenant: TenantConfig = site.tenant
    if (!tenant.features.priceComparison) return errorResponse('not-found', FEATURE_OFF_MESSAGE)
    if (slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) return errorResponse('not-found', UNKNOWN_CAR_MESSAGE)
    const scope = tenantInventoryFilter(tenant, deps.now())
    let car: SearchRecord | null
    try {
      car = await deps.findCar(slug, scope)
    } catch (error) {
      console.error('Price comparison: car lookup failed', error)
      return errorResponse('unavailable', 'Price comparison is unavailable right now.')
    }
    if (!car) return errorResponse('not-found', UNKNOWN_CAR_MESSAGE)
    if (!priceComparisonApplies(car)) return noComparison()
    const provider = deps.provider()
    const comparison = await provider.ask(car, { scope })
    if (comparison.ok) return Response.json(comparison.value, { headers: { 'cache-control': 'private, max-age=300' } })
    if (comparison.reason === 'none') return noComparison()
    console.error(`Price comparison provider ${provider.name}: ${comparison.detail}`)
    return errorResponse('upstream', 'The price comparison service did not answer.')
  }
}
