// What every shopper account call (sign-in codes, session, watchlist) does with its request:
// the visited site, its JSON body, and the answers they share (src/api/account.ts).
import { SIGN_IN_TEXT, shopperAccountsOn } from '@/src/domain/shoppers/sign-in'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { errorResponse, readJsonBody } from '@/src/lib/api-errors'
import { type FindTenant, tenantFromRequest } from '@/src/lib/tenant-request'
import { logger } from '@/src/lib/logger'

export const ACCOUNT_BODY_LIMIT = 4_000
const FAILED = 'Something went wrong on our side. Please try again.'

export const json = (body: Record<string, unknown>, init: { status?: number; cookie?: string } = {}) => {
  const headers = new Headers({ 'cache-control': 'no-store' })
  if (init.cookie) headers.set('set-cookie', init.cookie)
  return Response.json(body, { status: init.status ?? 200, headers })
}

/** A 429 with the shopper's own words and Retry-After. */
export const refusal = (result: { retryAfterSeconds: number }, message: string) => {
  const response = errorResponse('too-many', message)
  response.headers.set('retry-after', String(result.retryAfterSeconds))
  return response
}

/** Runs a handler; a fault on our side is logged and answered 503, never thrown. */
export const guarded =
  (log: string, handler: (request: Request) => Promise<Response>) =>
  async (request: Request): Promise<Response> => {
    try {
      return await handler(request)
    } catch (error) {
      logger.error({ err: error }, log)
      return errorResponse('unavailable', FAILED)
    }
  }

type Parsed = { ok: true; tenant: TenantConfig; body: Record<string, unknown> } | { ok: false; response: Response }

/**
 * The visited site and the call's JSON object. `signIn`: the call sends or checks a code, which
 * only a site with shopper accounts does: elsewhere nothing is sent or stored.
 */
export async function siteAndBody(
  request: Request,
  findTenant: FindTenant,
  options: { body?: boolean; signIn?: boolean } = {},
): Promise<Parsed> {
  const site = await tenantFromRequest(request, findTenant)
  if (!site.ok) return site
  if (options.signIn && !shopperAccountsOn(site.tenant.features))
    return { ok: false, response: errorResponse('not-found', SIGN_IN_TEXT.notOffered) }
  if (options.body === false) return { ok: true, tenant: site.tenant, body: {} }
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (type !== 'application/json') return { ok: false, response: errorResponse('unsupported-media', 'Send the request as JSON.') }
  const body = await readJsonBody(request, ACCOUNT_BODY_LIMIT)
  if (!body.ok) return body
  if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
    return { ok: false, response: errorResponse('bad-request', 'The request body must be a JSON object.') }
  }
  return { ok: true, tenant: site.tenant, body: body.value as Record<string, unknown> }
}
