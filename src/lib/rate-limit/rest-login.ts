/**
 * Payload's REST login (`POST /api/<auth collection>/login`) behind the login throttle. The
 * counting itself is the users collection's `throttleLogin` hook, which sees every login
 * (REST, GraphQL, Local API); here the REST answer gets what a hook cannot give it:
 * - an IP already out of attempts is refused before Payload is called at all;
 * - a 429 carries Retry-After;
 * - every failure (unknown e-mail, wrong password, malformed body) answers no sooner than
 *   LOGIN_FAILURE_FLOOR_MS after it arrived, so timing does not tell which accounts exist.
 */
import { rateLimiter } from './limiter'
import { LOGIN_FAILURE_FLOOR_MS, loginRefusedForIp, waitForFloor } from './login'
import { ipKey } from './request'
import { tooManyRequests } from './response'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const isLogin = (request: Request, slug: readonly string[]) => request.method === 'POST' && slug.length === 2 && slug[1] === 'login'

/** Payload's 429 body carries the hook's retryAfterSeconds in `errors[0].data`. */
async function withRetryAfter(response: Response): Promise<Response> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { errors?: { data?: { retryAfterSeconds?: unknown } }[] } | null
  const seconds = body?.errors?.[0]?.data?.retryAfterSeconds
  if (typeof seconds !== 'number') return response
  const headers = new Headers(response.headers)
  headers.set('retry-after', String(seconds))
  headers.set('cache-control', 'no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

export function throttleRestLogin(handler: Handler, floorMs = LOGIN_FAILURE_FLOOR_MS): Handler {
  return async (request, context) => {
    const { slug = [] } = await context.params
    if (!isLogin(request, slug)) {
      const response = await handler(request, context)
      // forgot-password and reset-password are throttled by the same hook: give their 429 its header too.
      return response.status === 429 ? withRetryAfter(response) : response
    }
    const startedAt = performance.now()
    const refused = await loginRefusedForIp(rateLimiter(), ipKey(request.headers)).catch(() => null)
    if (refused) return tooManyRequests(refused, 'payload')
    const response = await handler(request, context)
    if (response.status === 429) return withRetryAfter(response)
    if (!response.ok) await waitForFloor(startedAt, floorMs)
    return response
  }
}
