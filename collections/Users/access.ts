import type { Access, PayloadRequest, Where } from 'payload'
import { type AccessUser, assignedTenantIds, isPlatformAdmin } from '../_access/predicates'
import { canManageUser } from '../_access/user-assignments'
import { userOf } from '../_access'

/** Staff see themselves and the people of the sites they administer. */
export const usersRead: Access = ({ req }): boolean | Where => {
  const user = userOf(req)
  if (!user) return false
  if (isPlatformAdmin(user)) return true
  const adminOf = assignedTenantIds(user, 'tenant-admin')
  return adminOf.length > 0 ? { or: [{ id: { equals: user.id } }, { 'tenants.tenant': { in: adminOf } }] } : { id: { equals: user.id } }
}

export const usersCreate: Access = ({ req }) => {
  const user = userOf(req)
  return isPlatformAdmin(user) || assignedTenantIds(user, 'tenant-admin').length > 0
}

/**
 * Ids of the people a tenant admin may edit or delete: everyone whose every assignment lies
 * within the tenants they administer, and no platform admin. Read with access off
 * because this is the access rule itself; only ids leave this function.
 */
async function manageableUserIds(req: PayloadRequest, actor: AccessUser): Promise<(number | string)[]> {
  const adminOf = assignedTenantIds(actor, 'tenant-admin')
  if (adminOf.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { 'tenants.tenant': { in: adminOf } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { roles: true, tenants: true },
    req,
  })
  return docs.filter((doc) => canManageUser(actor, doc as AccessUser)).map((doc) => doc.id)
}

/** Everyone edits themselves; a tenant admin also edits the people they manage. */
export const usersUpdate: Access = async ({ req }): Promise<boolean | Where> => {
  const user = userOf(req)
  if (!user) return false
  if (isPlatformAdmin(user)) return true
  const ids = await manageableUserIds(req, user)
  return { or: [{ id: { equals: user.id } }, ...(ids.length > 0 ? [{ id: { in: ids } }] : [])] }
}

export const usersDelete: Access = async ({ req }): Promise<boolean | Where> => {
  const user = userOf(req)
  if (!user) return false
  if (isPlatformAdmin(user)) return true
  const ids = (await manageableUserIds(req, user)).filter((id) => String(id) !== String(user.id))
  return ids.length > 0 ? { id: { in: ids } } : false
}
