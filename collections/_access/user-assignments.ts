/**
 * Who may change whose dealer-site assignments. Pure rules, no Payload imports: a tenant admin
 * grants, changes and removes assignments only for the tenants they administer, never touches other
 * tenants' rows, and manages only people whose every assignment lies within those tenants. The
 * platform role is never theirs to give.
 */
import { type AccessUser, assignedTenantIds, isPlatformAdmin, type TenantRole, tenantIdOf } from './predicates'

type Row = NonNullable<AccessUser['tenants']>[number]

/** tenant id -> sorted roles, merging duplicate rows so a reordering is not a change. */
export function assignmentMap(rows: readonly Row[] | null | undefined): Map<string, string> {
  const roles = new Map<string, Set<TenantRole>>()
  for (const row of rows ?? []) {
    const id = tenantIdOf(row?.tenant)
    if (id === null) continue
    const set = roles.get(id) ?? new Set<TenantRole>()
    for (const role of row.roles ?? []) set.add(role)
    roles.set(id, set)
  }
  return new Map([...roles].map(([id, set]) => [id, [...set].sort().join(',')]))
}

/** Tenants whose assignment differs between two versions of a user's rows. */
export function changedTenants(before: readonly Row[] | null | undefined, after: readonly Row[] | null | undefined): string[] {
  const a = assignmentMap(before)
  const b = assignmentMap(after)
  return [...new Set([...a.keys(), ...b.keys()])].filter((id) => a.get(id) !== b.get(id)).sort()
}

/** The tenants among `changed` that `actor` may not grant, change or remove. */
export function forbiddenAssignmentChanges(actor: AccessUser | null | undefined, changed: readonly string[]): string[] {
  if (isPlatformAdmin(actor)) return []
  const adminOf = new Set(assignedTenantIds(actor, 'tenant-admin'))
  return changed.filter((id) => !adminOf.has(id))
}

/** Whether `actor` may edit or delete `target` (other than themselves). */
export function canManageUser(actor: AccessUser | null | undefined, target: AccessUser): boolean {
  if (isPlatformAdmin(actor)) return true
  if (!actor || isPlatformAdmin(target)) return false
  const adminOf = new Set(assignedTenantIds(actor, 'tenant-admin'))
  const theirs = assignedTenantIds(target)
  return theirs.length > 0 && theirs.every((id) => adminOf.has(id))
}
