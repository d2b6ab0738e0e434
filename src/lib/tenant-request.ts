import { normaliseHost } from '@/src/domain/host/normalise-host'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { errorResponse } from '@/src/lib/api-errors'

export type FindTenant = (host: string) => Promise<TenantConfig | null>

export const UNKNOWN_HOST_MESSAGE = 'No dealer site is configured for this address.'

/**
 * The tenant of an API request, from its Host header exactly as the site proxy resolves pages
 * (DESIGN convention 3): a caller can only ever reach the site it is visiting. Null: no site.
 */
export async function requestTenant(request: Request, findTenant: FindTenant): Promise<TenantConfig | null> {
  const host = normaliseHost(request.headers.get('host'))
  return host ? findTenant(host) : null
}

/** requestTenant, with the 404 every site route answers for an unknown host. */
export async function tenantFromRequest(
  request: Request,
  findTenant: FindTenant,
): Promise<{ ok: true; tenant: TenantConfig } | { ok: false; response: Response }> {
  const tenant = await requestTenant(request, findTenant)
  return tenant ? { ok: true, tenant } : { ok: false, response: errorResponse('not-found', UNKNOWN_HOST_MESSAGE) }
}
