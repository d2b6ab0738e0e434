import { type CollectionBeforeChangeHook, type FilterOptions, ValidationError } from 'payload'
import { type AccessUser, assignedTenantIds, isPlatformAdmin, tenantIdOf } from '../../_access/predicates'
import { statusTimes } from '@/src/domain/leads/workflow'

export const NOT_THIS_DEALERS_STAFF = 'Choose someone who works at this lead’s dealer site: this person is not one of its staff.'

/**
 * The assignee picker offers only people assigned to the lead's own dealer site. Editing many leads
 * at once there is no one lead: it offers the staff of the user's own dealers, and the hook below
 * checks each lead.
 */
export const ownDealersStaff: FilterOptions = ({ data, user }) => {
  const tenant = tenantIdOf(data?.tenant)
  if (tenant !== null) return { 'tenants.tenant': { equals: tenant } }
  if (isPlatformAdmin(user as AccessUser)) return { 'tenants.tenant': { exists: true } }
  const mine = assignedTenantIds(user as AccessUser)
  return mine.length > 0 ? { 'tenants.tenant': { in: mine } } : false
}

/**
 * The picker's filter is only a convenience: the API takes any user id. A new assignee must work at
 * the lead's dealer (read with access off: an editor may not read colleagues, yet the rule is about
 * them). An unchanged assignee is not re-checked, so a lead whose assignee has left can still be
 * worked and handed to someone else.
 */
async function checkAssignee(
  data: Record<string, unknown>,
  originalDoc: Record<string, unknown> | undefined,
  req: Parameters<CollectionBeforeChangeHook>[0]['req'],
) {
  if (!('assignedTo' in data)) return
  const next = tenantIdOf(data.assignedTo)
  if (next === null || next === tenantIdOf(originalDoc?.assignedTo)) return
  const tenant = tenantIdOf(data.tenant ?? originalDoc?.tenant)
  const user = await req.payload.findByID({
    collection: 'users',
    id: next,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { tenants: true },
    req,
  })
  if (tenant === null || !user || !assignedTenantIds(user as AccessUser).includes(tenant)) {
    throw new ValidationError({ collection: 'lead-inbox', errors: [{ path: 'assignedTo', message: NOT_THIS_DEALERS_STAFF }], req }, req.t)
  }
}

/** Checks the assignee, and stamps the first contact and the close from the status (never from what was sent). */
export const leadWorkflow: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  await checkAssignee(data, originalDoc, req)
  const times = statusTimes(
    { firstContactedAt: originalDoc?.firstContactedAt ?? null, closedAt: originalDoc?.closedAt ?? null },
    data.status ?? originalDoc?.status,
    new Date(),
  )
  return { ...data, ...times }
}
