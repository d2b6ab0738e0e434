// GET /api/cars/{slug}/view.json (spec 2 §7): the vehicle page reports a view after it has
// rendered (never blocking it) and gets the car's view count back, plus the car's current
// fields when the page was rendered from older ones. A visitor counts once per car per day; the
// visitor is a salted hash of their address and browser, so no cookie is set; bots do not count.
import { createHash } from 'node:crypto'
import { staleCarFields, totalViews, viewDay, isBot, viewQuerySchema } from '@/src/domain/vehicle-detail/views'
import { describeIssues, errorResponse } from '@/src/lib/api-errors'
import { type SiteCarDeps, siteCarFromRequest } from './site-car'

export interface CarViewDeps extends SiteCarDeps {
  countView(objectId: string, day: string, visitor: string): Promise<number>
  viewsOf(objectId: string): Promise<number>
  /** The client's address (behind the trusted proxies). */
  clientIp(headers: Headers): string
  /** Salt for the visitor hash, so the stored hashes cannot be matched to addresses. */
  secret(): string
}

const UNAVAILABLE = 'Views are not available right now.'

export function visitorKey(secret: string, day: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${secret}\u0000${day}\u0000${ip}\u0000${userAgent}`).digest('base64url')
}

export function createCarViewHandler(deps: CarViewDeps) {
  async function handle(request: Request, slug: string): Promise<Response> {
    const query = viewQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!query.success) return errorResponse('bad-request', describeIssues(query.error.issues))
    const found = await siteCarFromRequest(request, slug, deps)
    if (!found.ok) return found.response
    const { car } = found
    const agent = request.headers.get('user-agent')
    const day = viewDay(deps.now())
    const counted = isBot(agent)
      ? await deps.viewsOf(car.objectID)
      : await deps.countView(car.objectID, day, visitorKey(deps.secret(), day, deps.clientIp(request.headers), agent ?? ''))
    return Response.json(
      { views: totalViews(car, counted), car_fields: staleCarFields(car, query.data) },
      { headers: { 'cache-control': 'no-store' } },
    )
  }

  return async function GET(request: Request, slug: string): Promise<Response> {
    try {
      return await handle(request, slug)
    } catch (error) {
      console.error('Counting a car view failed', error)
      return errorResponse('unavailable', UNAVAILABLE)
    }
  }
}
