import type { PayloadRequest } from 'payload'
import { assignedTenantIds, type AccessUser } from '../_access/predicates'

/**
 * Default tenant for a new document: the dealer site chosen in the admin's tenant selector
 * (the plugin's `payload-tenant` cookie) when the user may use it, else the user's only site.
 * Lets an editor of one dealership upload or create through the API without naming it.
 */
export async function defaultTenant({ req }: { req: PayloadRequest }): Promise<number | string | null> {
  const cookie = req.headers?.get('cookie') ?? ''
  const selected = /(?:^|;\s*)payload-tenant=([^;]+)/.exec(cookie)?.[1]
  if (selected) {
    const id = /^\d+$/.test(selected) ? Number(selected) : decodeURIComponent(selected)
    const { totalDocs } = await req.payload.count({
      collection: 'tenants',
      where: { id: { equals: id } },
      overrideAccess: false,
      user: req.user,
      req,
    })
    if (totalDocs > 0) return id
  }
  const own = assignedTenantIds(req.user as AccessUser | null)
  if (own.length === 1) return /^\d+$/.test(own[0]) ? Number(own[0]) : own[0]
  return null
}
