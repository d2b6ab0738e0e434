// GET /api/cars/{slug}/autogauge: the price comparison of one car of the site being visited. 200
// with the comparison; 204 when there is none (the client raises "No data returned" and hides the
// panel), also for a car the comparison does not apply to; 404 for an unknown site, a car this site
// does not show, or a site without the feature; 502 when the provider fails; 503 when the database
// does. Never 500.
// The route counts requests per IP (POLICIES.priceComparison), and an answer is reused for the same
// car on the same site for COMPARISON_TTL_MS: the service may be paid per call, and the offline
// estimate searches the site's stock.
import { createHash } from 'node:crypto'
import { type PriceComparison, priceComparisonApplies } from '@/src/domain/inventory/price-comparison'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { errorResponse } from '@/src/lib/api-errors'
import { createMemo } from '@/src/lib/memo'
import { stableJson } from '@/src/lib/stable-json'
import type { PriceComparisonProvider } from '@/src/providers/price-comparison'
import type { ProviderResult } from '@/src/providers/result'
import { type SiteCarDeps, siteCarFromRequest } from './site-car'
import { logger } from '@/src/lib/logger'

export { UNKNOWN_CAR_MESSAGE } from './site-car'

export interface AutogaugeDeps extends SiteCarDeps {
  provider(): PriceComparisonProvider
}

export const FEATURE_OFF_MESSAGE = 'Price comparison is not offered on this site.'

const noComparison = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })

/** How long a comparison is reused; market ranges move over days, not minutes. */
export const COMPARISON_TTL_MS = 30 * 60 * 1000
/** Comparisons kept per process (a few hundred bytes each). */
const KEPT_COMPARISONS = 5000

/** The same car (every field the provider may read) on the same site (its stock is the comparables). */
const comparisonKey = (site: string | number, car: SearchRecord) =>
  createHash('sha256')
    .update(`${site}\u0000${stableJson(car)}`)
    .digest('base64url')

export function createAutogaugeHandler(deps: AutogaugeDeps) {
  // A failed call is not kept: the next shopper asks the service again.
  const answers = createMemo<ProviderResult<PriceComparison>>({
    name: 'price_comparisons',
    capacity: KEPT_COMPARISONS,
    ttlMs: COMPARISON_TTL_MS,
    keep: (answer) => answer.ok || answer.reason === 'none',
    clock: () => deps.now().getTime(),
  })

  return async function handle(request: Request, slug: string): Promise<Response> {
    try {
      return await compare(request, slug)
    } catch (error) {
      logger.error({ err: error }, 'Price comparison request failed')
      return errorResponse('unavailable', 'Price comparison is unavailable right now.')
    }
  }

  async function compare(request: Request, slug: string): Promise<Response> {
    const found = await siteCarFromRequest(request, slug, deps, (tenant) =>
      tenant.features.priceComparison ? null : errorResponse('not-found', FEATURE_OFF_MESSAGE),
    )
    if (!found.ok) return found.response
    const { car, scope, tenant } = found
    if (!priceComparisonApplies(car)) return noComparison()
    const provider = deps.provider()
    const comparison = await answers.through(comparisonKey(tenant.id, car), () => provider.ask(car, { scope }))
    if (comparison.ok) return Response.json(comparison.value, { headers: { 'cache-control': 'private, max-age=300' } })
    if (comparison.reason === 'none') return noComparison()
    logger.error(`Price comparison provider ${provider.name}: ${comparison.detail}`)
    return errorResponse('upstream', 'The price comparison service did not answer.')
  }
}
