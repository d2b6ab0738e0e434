// The car a site route is about: the visited site from the Host, and the car by its slug inside
// that site's stock filter. Another dealer's car, an unknown slug and one that is not a slug all
// answer the same 404, without the database being asked for a slug that cannot exist.
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import type { FilterNode } from '@/src/domain/inventory/filter-ast'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { isCarSlug } from '@/src/domain/navigation/slug'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { errorResponse } from '@/src/lib/api-errors'
import { type FindTenant, tenantFromRequest } from '@/src/lib/tenant-request'

export const UNKNOWN_CAR_MESSAGE = 'This site has no car at this address.'

export interface SiteCarDeps {
  findTenant: FindTenant
  findCar(slug: string, scope: FilterNode | null): Promise<SearchRecord | null>
  now(): Date
}

export type SiteCar = { ok: true; tenant: TenantConfig; car: SearchRecord; scope: FilterNode | null } | { ok: false; response: Response }

/** `check` refuses the site before the car is looked up (e.g. a feature it does not offer). */
export async function siteCarFromRequest(
  request: Request,
  slug: string,
  deps: SiteCarDeps,
  check: (tenant: TenantConfig) => Response | null = () => null,
): Promise<SiteCar> {
  const site = await tenantFromRequest(request, deps.findTenant)
  if (!site.ok) return site
  const refused = check(site.tenant)
  if (refused) return { ok: false, response: refused }
  if (!isCarSlug(slug)) return { ok: false, response: errorResponse('not-found', UNKNOWN_CAR_MESSAGE) }
  const scope = tenantInventoryFilter(site.tenant, deps.now())
  const car = await deps.findCar(slug, scope)
  if (!car) return { ok: false, response: errorResponse('not-found', UNKNOWN_CAR_MESSAGE) }
  return { ok: true, tenant: site.tenant, car, scope }
}
