import { normaliseHost } from '@/src/domain/host/normalise-host'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { type ErrorShape, errorResponse } from '@/src/lib/api-errors'
import { sitePreviewFor } from '@/src/lib/preview-token'

export type FindTenant = (host: string) => Promise<TenantConfig | null>

export const UNKNOWN_HOST_MESSAGE = 'No dealer site is configured for this address.'

export const NOT_LAUNCHED_MESSAGE =
  "This dealer's new website is coming soon: it does not show stock or take enquiries, sign-ins or reservations online yet. Please phone the dealer."

/**
 * Whether a visitor may use the site: it is launched, or they carry a staff preview cookie
 * signed for it. Before launch the public sees only the holding page.
 */
export const siteOpenTo = (tenant: TenantConfig, cookieHeader: string | null) =>
  tenant.launched || sitePreviewFor(cookieHeader, tenant.id) !== null

/**
 * The tenant of an API request, from its Host header exactly as the site proxy resolves pages
 * (DESIGN convention 3): a caller can only ever reach the site it is visiting. Null: no site.
 */
export async function requestTenant(request: Request, findTenant: FindTenant): Promise<TenantConfig | null> {
  const host = normaliseHost(request.headers.get('host'))
  return host ? findTenant(host) : null
}

/**
 * What a public endpoint of a site not launched yet answers, unless the request carries its
 * staff preview: null when the site is open to it. A 403, not a 503: nothing is wrong with the
 * server, a search client would retry a 5xx, and 5xx stays what our dashboards count as faults.
 */
export function notLaunchedResponse(request: Request, tenant: TenantConfig, shape: ErrorShape = 'site'): Response | null {
  if (siteOpenTo(tenant, request.headers.get('cookie'))) return null
  const response = errorResponse('forbidden', NOT_LAUNCHED_MESSAGE, { shape })
  response.headers.set('x-robots-tag', 'noindex')
  return response
}

/** requestTenant, with the 404 every site route answers for an unknown host and the 403 for a site not launched yet. */
export async function tenantFromRequest(
  request: Request,
  findTenant: FindTenant,
): Promise<{ ok: true; tenant: TenantConfig } | { ok: false; response: Response }> {
  const tenant = await requestTenant(request, findTenant)
  if (!tenant) return { ok: false, response: errorResponse('not-found', UNKNOWN_HOST_MESSAGE) }
  const refused = notLaunchedResponse(request, tenant)
  return refused ? { ok: false, response: refused } : { ok: true, tenant }
}
