import type { Access } from 'payload'
import { type AccessUser, assignedTenantIds, isPlatformAdmin } from '../_access/predicates'

/** Platform admins edit every site; tenant admins edit their own site's settings. */
export const canAdministerTenantAccess: Access = ({ req }) => {
  const user = req.user as AccessUser | null
  if (isPlatformAdmin(user)) return true
  const ids = assignedTenantIds(user, 'tenant-admin')
  return ids.length > 0 ? { id: { in: ids } } : false
}
