import type { Access, Where } from 'payload'
import { type AccessUser, assignedTenantIds, isPlatformAdmin } from '../_access/predicates'

const userOf = (req: { user?: unknown }) => (req.user ?? null) as AccessUser | null

/** Staff see themselves and the people of the sites they administer. */
export const usersRead: Access = ({ req }): boolean | Where => {
  const user = userOf(req)
  if (!user) return false
  if (isPlatformAdmin(user)) return true
  const adminOf = assignedTenantIds(user, 'tenant-admin')
  return adminOf.length > 0
    ? { or: [{ id: { equals: user.id } }, { 'tenants.tenant': { in: adminOf } }] }
    : { id: { equals: user.id } }
}

export const usersCreate: Access = ({ req }) => {
  const user = userOf(req)
  return isPlatformAdmin(user) || assignedTenantIds(user, 'tenant-admin').length > 0
}

export const usersUpdate: Access = usersRead

export const usersDelete: Access = ({ req }): boolean | Where => {
  const user = userOf(req)
  if (isPlatformAdmin(user)) return true
  const adminOf = assignedTenantIds(user, 'tenant-admin')
  return adminOf.length > 0 ? { and: [{ 'tenants.tenant': { in: adminOf } }, { id: { not_equals: user?.id } }] } : false
}
