import { describe, expect, test } from 'vitest'
import { assignedTenantIds, canAdministerTenant, canEditTenant, isPlatformAdmin, type AccessUser } from './predicates'

const admin: AccessUser = { id: 1, roles: ['platform-admin'] }
const editorA: AccessUser = { id: 2, roles: [], tenants: [{ tenant: 10, roles: ['editor'] }] }
const tenantAdminA: AccessUser = { id: 3, tenants: [{ tenant: { id: 10 }, roles: ['tenant-admin'] }] }

describe('access predicates (roles)', () => {
  test.each([
    ['platform admin edits any tenant', admin, 99, true],
    ['editor edits own tenant', editorA, 10, true],
    ['editor cannot edit another tenant', editorA, 11, false],
    ['tenant admin edits own tenant (populated relation)', tenantAdminA, '10', true],
    ['anonymous edits nothing', null, 10, false],
  ] as const)('%s', (_n, user, tenant, expected) => {
    expect(canEditTenant(user, tenant)).toBe(expected)
  })

  test.each([
    ['editor is not a tenant admin', editorA, 10, false],
    ['tenant admin administers own tenant', tenantAdminA, 10, true],
    ['tenant admin does not administer others', tenantAdminA, 11, false],
    ['platform admin administers all', admin, 11, true],
  ] as const)('%s', (_n, user, tenant, expected) => {
    expect(canAdministerTenant(user, tenant)).toBe(expected)
  })

  test('platform admin role is explicit', () => {
    expect(isPlatformAdmin(editorA)).toBe(false)
    expect(isPlatformAdmin(admin)).toBe(true)
  })

  test('assigned tenant ids skip empty rows', () => {
    expect(assignedTenantIds({ id: 1, tenants: [{ tenant: null }, { tenant: 5 }] })).toEqual(['5'])
  })
})
