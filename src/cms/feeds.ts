import type { Payload } from 'payload'
import { type AccessUser, canAdministerTenant, canEditTenant } from '@/collections/_access/predicates'
import { siteDealerships } from '@/src/domain/inventory/tenant-filter'
import { parseTenantConfig } from '@/src/domain/tenant/tenant-config'
import { payloadClient } from './payload'
import { tenantDocToConfigInput } from './tenant-config-input'

export interface FeedSite {
  tenantId: number | string
  name: string
  dealerships: string[]
  canManageKeys: boolean
}

/** The dealer sites (and their dealerships' feeds) this staff member may see in the admin. */
export async function feedSitesFor(payload: Payload, user: AccessUser): Promise<FeedSite[]> {
  const { docs } = await payload.find({
    collection: 'tenants',
    user: user as never,
    overrideAccess: false,
    depth: 0,
    limit: 200,
    sort: 'name',
  })
  const visible = docs.filter((d) => canEditTenant(user, d.id))
  return visible.flatMap((doc) => {
    const parsed = parseTenantConfig(tenantDocToConfigInput(doc as unknown as Record<string, unknown>, { logoOptional: true }))
    if (!parsed.ok) return []
    return [
      { tenantId: doc.id, name: doc.name, dealerships: siteDealerships(parsed.tenant), canManageKeys: canAdministerTenant(user, doc.id) },
    ]
  })
}

/** Whether the user may rotate the feed key of a dealership (a tenant admin of a site showing it). */
export async function canManageFeed(payload: Payload, user: AccessUser, dealershipSlug: string): Promise<boolean> {
  const sites = await feedSitesFor(payload, user)
  return sites.some((s) => s.canManageKeys && s.dealerships.includes(dealershipSlug))
}

/** The signed-in staff user of a request (admin cookie or JWT), or null. */
export async function staffUserOf(request: Request): Promise<AccessUser | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  return (user as unknown as AccessUser | null) ?? null
}

/** Whether the signed-in user may rotate this dealership's feed key. */
export async function mayRotateFeedKey(user: AccessUser, dealershipSlug: string): Promise<boolean> {
  return canManageFeed(await payloadClient(), user, dealershipSlug)
}
