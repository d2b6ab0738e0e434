// POST /api/cars/{slug}/phone-reveal: the vehicle page reports that the shopper revealed the
// dealer's number, with the car, dealership and website ids; each reveal is stored so staff can
// count them per car. The car is found by its address inside the visited site's stock (another
// dealer's car is a 404); a body that is not the report, or names another car, dealership or site,
// is a 400; neither stores anything. Bots are answered but not stored, as for page views.
import { isBot } from '@/src/domain/vehicle-detail/views'
import { phoneRevealMismatch } from '@/src/domain/vehicle-detail/phone-reveal-report'
import { phoneRevealSchema } from '@/src/domain/vehicle-detail/phone-reveal-schema'
import { describeIssues, errorResponse, readJsonBody } from '@/src/lib/api-errors'
import { logger } from '@/src/lib/logger'
import type { PhoneReveal } from '@/src/search/engine'
import { type SiteCarDeps, siteCarFromRequest } from './site-car'

export interface PhoneRevealDeps extends SiteCarDeps {
  record(reveal: PhoneReveal, at: Date): Promise<void>
}

const UNAVAILABLE = 'The reveal could not be recorded right now.'
/** The report is three short ids; anything much bigger is not one. */
const MAX_BODY_BYTES = 2_000

export function createPhoneRevealHandler(deps: PhoneRevealDeps) {
  async function handle(request: Request, slug: string): Promise<Response> {
    const body = await readJsonBody(request, MAX_BODY_BYTES)
    if (!body.ok) return body.response
    const parsed = phoneRevealSchema.safeParse(body.value)
    if (!parsed.success) return errorResponse('bad-request', describeIssues(parsed.error.issues))
    const found = await siteCarFromRequest(request, slug, deps)
    if (!found.ok) return found.response
    const { car, tenant } = found
    const mismatch = phoneRevealMismatch(parsed.data, car, tenant.id)
    if (mismatch) return errorResponse('bad-request', mismatch)
    const headers = { 'cache-control': 'no-store' }
    if (isBot(request.headers.get('user-agent'))) return Response.json({ recorded: false }, { headers })
    await deps.record(
      {
        objectId: car.objectID,
        carId: car.id,
        dealershipSlug: car.dealership_slug,
        dealershipId: car.dealership_id?.trim() || null,
        websiteId: String(tenant.id),
      },
      deps.now(),
    )
    return Response.json({ recorded: true }, { status: 201, headers })
  }

  return async function POST(request: Request, slug: string): Promise<Response> {
    try {
      return await handle(request, slug)
    } catch (error) {
      logger.error({ err: error }, 'Recording a phone reveal failed')
      return errorResponse('unavailable', UNAVAILABLE)
    }
  }
}
