import { APIError, type Access, type CollectionBeforeValidateHook, type Where } from 'payload'
import { assignedTenantIds, isPlatformAdmin, tenantIdOf } from '../_access/predicates'
import { userOf } from '../_access'
import { dealershipsShownBy } from '@/src/cms/stock-scopes'

/**
 * Staff see and manage the reservations made on their sites, and those of every car their sites
 * show: a reservation made on site A holds the car on site B too, so B's staff must be able to see
 * and release it. The multi-tenant plugin's own tenant constraint is off for this collection
 * (collections/tenant-scoped.ts); this one replaces it.
 */
export const reservationStaffAccess: Access = async ({ req }) => {
  const user = userOf(req)
  if (!user || (req.user as { collection?: string }).collection !== 'users') return false
  if (isPlatformAdmin(user)) return true
  const tenants = assignedTenantIds(user)
  if (tenants.length === 0) return false
  const dealerships = await dealershipsShownBy(req.payload, tenants, req)
  const own: Where[] = [{ tenant: { in: tenants } }]
  return { or: dealerships.length ? [...own, { dealership: { in: dealerships } }] : own }
}

/** A reservation stays with the site it was made on: staff of another site showing the car cannot move it. */
export const keepSiteOfReservation: CollectionBeforeValidateHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !data || !originalDoc || data.tenant === undefined) return data
  if (tenantIdOf(data.tenant) !== tenantIdOf(originalDoc.tenant)) {
    throw new APIError('A reservation stays with the site it was made on.', 403, undefined, true)
  }
  return data
}
