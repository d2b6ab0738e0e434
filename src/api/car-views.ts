// GET /api/cars/{slug}/view.json: the vehicle page reports a view after it has rendered (never
// blocking it) and gets the car's view count back, plus the car's current fields when the page was
// rendered from older ones. A visitor counts once per car per day: the visitor of an anonymous
// first-party cookie, or without one, of their address and browser (src/lib/visitor-cookie.ts); the
// count is kept in PostgreSQL, so it holds across processes. Bots do not count.
import { createHash } from 'node:crypto'
import { staleCarFields, totalViews, viewDay, isBot, viewQuerySchema } from '@/src/domain/vehicle-detail/views'
import { describeIssues, errorResponse } from '@/src/lib/api-errors'
import { derivedVisitorId, visitorCookie, visitorIdFromCookie } from '@/src/lib/visitor-cookie'
import { type SiteCarDeps, siteCarFromRequest } from './site-car'
import { logger } from '@/src/lib/logger'

export interface CarViewDeps extends SiteCarDeps {
  countView(objectId: string, day: string, visitor: string): Promise<number>
  viewsOf(objectId: string): Promise<number>
  /** The client's address (behind the trusted proxies). */
  clientIp(headers: Headers): string
  /** Key of the visitor ids and their cookie, so stored hashes cannot be matched to addresses nor cookies forged. */
  secret(): string
}

const UNAVAILABLE = 'Views are not available right now.'

/** What is stored for a visit: the visitor id hashed with the day, so days cannot be linked. */
const visitKey = (secret: string, day: string, visitor: string) =>
  createHash('sha256').update(`${secret}\u0000${day}\u0000${visitor}`).digest('base64url')

/** Counts the view for the request's visitor; the cookie to set when the request had no valid one. */
async function countFor(deps: CarViewDeps, request: Request, objectId: string): Promise<{ counted: number; cookie: string | null }> {
  const agent = request.headers.get('user-agent')
  if (isBot(agent)) return { counted: await deps.viewsOf(objectId), cookie: null }
  const secret = deps.secret()
  const known = visitorIdFromCookie(secret, request.headers)
  const visitor = known ?? derivedVisitorId(secret, deps.clientIp(request.headers), agent ?? '')
  const day = viewDay(deps.now())
  const counted = await deps.countView(objectId, day, visitKey(secret, day, visitor))
  return { counted, cookie: known ? null : visitorCookie(secret, visitor) }
}

export function createCarViewHandler(deps: CarViewDeps) {
  async function handle(request: Request, slug: string): Promise<Response> {
    const query = viewQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!query.success) return errorResponse('bad-request', describeIssues(query.error.issues))
    const found = await siteCarFromRequest(request, slug, deps)
    if (!found.ok) return found.response
    const { car } = found
    const { counted, cookie } = await countFor(deps, request, car.objectID)
    const headers: Record<string, string> = { 'cache-control': 'no-store', ...(cookie ? { 'set-cookie': cookie } : {}) }
    return Response.json({ views: totalViews(car, counted), car_fields: staleCarFields(car, query.data) }, { headers })
  }

  return async function GET(request: Request, slug: string): Promise<Response> {
    try {
      return await handle(request, slug)
    } catch (error) {
      logger.error({ err: error }, 'Counting a car view failed')
      return errorResponse('unavailable', UNAVAILABLE)
    }
  }
}
