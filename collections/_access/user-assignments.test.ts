import { describe, expect, test } from 'vitest'
import type { AccessUser } from './predicates'
import { canManageUser, changedTenants, forbiddenAssignmentChanges } from './user-assignments'

const platform: AccessUser = { id: 1, roles: ['platform-admin'] }
const adminA: AccessUser = { id: 2, tenants: [{ tenant: 1, roles: ['tenant-admin'] }] }
const adminAEditorB: AccessUser = {
  id: 3,
  tenants: [
    { tenant: { id: 1 }, roles: ['tenant-admin'] },
    { tenant: 2, roles: ['editor'] },
  ],
}
const editorA: AccessUser = { id: 4, tenants: [{ tenant: 1, roles: ['editor'] }] }

describe('assignment changes', () => {
  test.each([
    ['nothing changed', [{ tenant: 1, roles: ['editor'] }], [{ tenant: { id: 1 }, roles: ['editor'] }], []],
    [
      'rows reordered and duplicated',
      [
        { tenant: 1, roles: ['editor'] },
        { tenant: 2, roles: ['tenant-admin'] },
      ],
      [
        { tenant: 2, roles: ['tenant-admin'] },
        { tenant: 1, roles: ['editor'] },
        { tenant: 1, roles: ['editor'] },
      ],
      [],
    ],
    [
      'a tenant added',
      [{ tenant: 1, roles: ['editor'] }],
      [
        { tenant: 1, roles: ['editor'] },
        { tenant: 2, roles: ['tenant-admin'] },
      ],
      ['2'],
    ],
    [
      'a tenant removed',
      [
        { tenant: 1, roles: ['editor'] },
        { tenant: 2, roles: ['editor'] },
      ],
      [{ tenant: 1, roles: ['editor'] }],
      ['2'],
    ],
    ['a role raised', [{ tenant: 1, roles: ['editor'] }], [{ tenant: 1, roles: ['tenant-admin'] }], ['1']],
    ['from nothing (create)', undefined, [{ tenant: 3, roles: ['tenant-admin'] }], ['3']],
  ] as const)('%s', (_n, before, after, expected) => {
    expect(changedTenants(before as never, after as never)).toEqual(expected)
  })

  test.each([
    ['a tenant admin changes their own tenant', adminA, ['1'], []],
    ['a tenant admin grants another tenant', adminA, ['1', '2'], ['2']],
    ['an admin of A who edits B cannot raise themselves in B', adminAEditorB, ['2'], ['2']],
    ['an editor changes nothing', editorA, ['1'], ['1']],
    ['anonymous changes nothing', null, ['1'], ['1']],
    ['the platform admin changes anything', platform, ['1', '2', '3'], []],
  ] as const)('%s', (_n, actor, changed, expected) => {
    expect(forbiddenAssignmentChanges(actor, changed)).toEqual(expected)
  })
})

describe('who may manage whom', () => {
  test.each([
    ['a user of A only', adminA, { id: 9, tenants: [{ tenant: 1, roles: ['editor'] }] }, true],
    [
      'a user shared by A and B',
      adminA,
      {
        id: 9,
        tenants: [
          { tenant: 1, roles: ['editor'] },
          { tenant: 2, roles: ['editor'] },
        ],
      },
      false,
    ],
    ['a user of B', adminA, { id: 9, tenants: [{ tenant: 2, roles: ['editor'] }] }, false],
    ['a user of no site', adminA, { id: 9, tenants: [] }, false],
    ['a platform admin assigned to A', adminA, { id: 9, roles: ['platform-admin'], tenants: [{ tenant: 1, roles: ['editor'] }] }, false],
    ['an editor manages nobody', editorA, { id: 9, tenants: [{ tenant: 1, roles: ['editor'] }] }, false],
    ['the platform admin manages anyone', platform, { id: 9, tenants: [{ tenant: 2, roles: ['editor'] }] }, true],
  ] as const)('%s', (_n, actor, target, expected) => {
    expect(canManageUser(actor, target as unknown as AccessUser)).toBe(expected)
  })
})
