// GET /api/cars/{slug}/autogauge (spec 1 §7): the price comparison of one car of the site
// being visited. 200 with the comparison; 204 when there is none (the client raises "No
// data returned" and hides the panel, spec 1 §8), also for a car the comparison does not
// apply to; 404 for an unknown site, a car this site does not show, or a site without the
// feature; 502 when the provider fails; 503 when the database does. Never 500.
import { priceComparisonApplies } from '@/src/domain/inventory/price-comparison'
import { errorResponse } from '@/src/lib/api-errors'
import type { PriceComparisonProvider } from '@/src/providers/price-comparison'
import { type SiteCarDeps, siteCarFromRequest } from './site-car'

export { UNKNOWN_CAR_MESSAGE } from './site-car'

export interface AutogaugeDeps extends SiteCarDeps {
  provider(): PriceComparisonProvider
}

export const FEATURE_OFF_MESSAGE = 'Price comparison is not offered on this site.'

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
    const found = await siteCarFromRequest(request, slug, deps, (tenant) =>
      tenant.features.priceComparison ? null : errorResponse('not-found', FEATURE_OFF_MESSAGE),
    )
    if (!found.ok) return found.response
    const { car, scope } = found
    if (!priceComparisonApplies(car)) return noComparison()
    const provider = deps.provider()
    const comparison = await provider.ask(car, { scope })
    if (comparison.ok) return Response.json(comparison.value, { headers: { 'cache-control': 'private, max-age=300' } })
    if (comparison.reason === 'none') return noComparison()
    console.error(`Price comparison provider ${provider.name}: ${comparison.detail}`)
    return errorResponse('upstream', 'The price comparison service did not answer.')
  }
}
