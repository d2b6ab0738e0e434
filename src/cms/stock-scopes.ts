// Which dealerships each site shows and owns, read across sites whoever asks: one dealership has
// one owner, and every site showing it sees its reservations. Only the stock settings are read and
// parsed, so a site with another invalid setting still counts.
import type { Payload, PayloadRequest, Where } from 'payload'
import type { OwnershipScope } from '@/src/domain/inventory/dealership-ownership'
import { siteDealerships } from '@/src/domain/inventory/tenant-filter'
import { stripNulls, tenantConfigSchema } from '@/src/domain/tenant/tenant-config'

const scopeSchema = tenantConfigSchema.pick({ id: true, name: true, slug: true, inventory: true })

/** The stock settings of the sites matching `where` (inside `req`'s transaction when given). */
export async function stockScopes(payload: Payload, where: Where, req?: PayloadRequest): Promise<OwnershipScope[]> {
  const { docs } = await payload.find({
    collection: 'tenants',
    where,
    select: { name: true, slug: true, inventory: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs.flatMap((doc) => {
    const parsed = scopeSchema.safeParse(stripNulls(doc))
    return parsed.success ? [parsed.data] : []
  })
}

/** The sites showing a dealership. */
export async function sitesShowing(payload: Payload, dealership: string): Promise<OwnershipScope[]> {
  const candidates = await stockScopes(payload, {
    or: [{ 'inventory.dealerships': { equals: dealership } }, { slug: { equals: dealership } }],
  })
  return candidates.filter((t) => siteDealerships(t).includes(dealership))
}

/** Every dealership the given sites show. */
export async function dealershipsShownBy(payload: Payload, tenantIds: readonly string[], req?: PayloadRequest): Promise<string[]> {
  if (tenantIds.length === 0) return []
  const sites = await stockScopes(payload, { id: { in: tenantIds } }, req)
  return [...new Set(sites.flatMap(siteDealerships))]
}
