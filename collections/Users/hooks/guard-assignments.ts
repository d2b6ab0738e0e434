import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { isPlatformAdmin } from '../../_access/predicates'
import { changedTenants, forbiddenAssignmentChanges } from '../../_access/user-assignments'
import { userOf } from '../../_access'

/**
 * Runs on every create and update, whatever the API: a tenant admin may only grant, change or
 * remove assignments for tenants they administer, and nobody but a platform admin hands out the
 * platform role. Field access already hides the fields from editors; this is the rule for the
 * values.
 */
export const guardAssignments: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const actor = userOf(req)
  if (!actor || isPlatformAdmin(actor)) return data
  const wasPlatform = Boolean((originalDoc?.roles as string[] | undefined)?.includes('platform-admin'))
  if (Boolean((data.roles as string[] | undefined)?.includes('platform-admin')) !== wasPlatform) {
    throw new APIError('Only platform admins can grant or remove the platform admin role.', 403, null, true)
  }
  const after = data.tenants ?? originalDoc?.tenants
  if (operation === 'create' && !(after?.length > 0)) {
    throw new APIError('Assign the person to at least one dealer site you administer.', 400, null, true)
  }
  const forbidden = forbiddenAssignmentChanges(actor, changedTenants(originalDoc?.tenants, after))
  if (forbidden.length > 0) {
    throw new APIError(
      `You can only grant, change or remove access to dealer sites you administer (not site ${forbidden.join(', ')}).`,
      403,
      null,
      true,
    )
  }
  return data
}
