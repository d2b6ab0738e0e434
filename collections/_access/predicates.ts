/**
 * Pure access predicates: no Payload imports, so they are unit-tested as plain functions
 * and wrapped thinly for Payload in ./index.ts (DESIGN convention 5).
 */
export type TenantRole = 'tenant-admin' | 'editor'

export interface AccessUser {
  id: number | string
  roles?: string[] | null
  tenants?: { tenant: number | string | { id: number | string } | null; roles?: TenantRole[] | null }[] | null
}

export function isPlatformAdmin(user: AccessUser | null | undefined): boolean {
  return Boolean(user?.roles?.includes('platform-admin'))
}

/** A tenant reference as stored (id) or populated ({ id }), as a string id. */
export function tenantIdOf(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value !== 'object') return String(value)
  return 'id' in value ? String(value.id) : null
}

/** Tenant ids the user is assigned to, optionally only those where they hold `role`. */
export function assignedTenantIds(user: AccessUser | null | undefined, role?: TenantRole): string[] {
  if (!user?.tenants) return []
  return user.tenants
    .filter((row) => !role || row.roles?.includes(role))
    .map((row) => tenantIdOf(row.tenant))
    .filter((id): id is string => id !== null)
}

export function canEditTenant(user: AccessUser | null | undefined, tenantId: number | string): boolean {
  return isPlatformAdmin(user) || assignedTenantIds(user).includes(String(tenantId))
}

export function canAdministerTenant(user: AccessUser | null | undefined, tenantId: number | string): boolean {
  return isPlatformAdmin(user) || assignedTenantIds(user, 'tenant-admin').includes(String(tenantId))
}

export function isTenantAdminSomewhere(user: AccessUser | null | undefined): boolean {
  return assignedTenantIds(user, 'tenant-admin').length > 0
}
