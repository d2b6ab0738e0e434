import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { editorEmail } from '@/src/demo/site'
import { login, restClient } from '../helpers/rest'
import { TEST_PASSWORD, tenantBySlug, testPayload, userByEmail } from '../helpers/payload'

/**
 * Security finding 1: a tenant admin manages people and assignments only within the dealer
 * sites they administer, through every API, and never hands out the platform role.
 */
const A = 'harbour-city-motors'
const B = 'southern-cross-auto-group'
const C = 'red-centre-caravans'

let payload: Payload
let config: any
const tenant: Record<string, number | string> = {}
const ids: Record<string, number | string> = {}
let token: string

async function makeUser(email: string, tenants: { tenant: number | string; roles: ('tenant-admin' | 'editor')[] }[], roles: string[] = []) {
  const doc = await payload.create({ collection: 'users', data: { email, password: TEST_PASSWORD, name: email, tenants, roles } as never })
  return doc.id
}

const rowsOf = async (id: number | string) => {
  const doc = (await payload.findByID({ collection: 'users', id, depth: 0 })) as any
  return {
    name: doc.name,
    email: doc.email,
    roles: doc.roles ?? [],
    tenants: (doc.tenants ?? []).map((r: any) => `${r.tenant}:${[...r.roles].sort().join('+')}`).sort(),
  }
}

beforeAll(async () => {
  ;({ payload, config } = await testPayload())
  for (const slug of [A, B, C]) tenant[slug] = (await tenantBySlug(payload, slug)).id
  ids.adminA = await makeUser('admin-a@staff.test', [{ tenant: tenant[A], roles: ['tenant-admin'] }])
  ids.onlyA = await makeUser('only-a@staff.test', [{ tenant: tenant[A], roles: ['editor'] }])
  ids.onlyB = await makeUser('only-b@staff.test', [{ tenant: tenant[B], roles: ['editor'] }])
  ids.shared = await makeUser('shared@staff.test', [
    { tenant: tenant[A], roles: ['editor'] },
    { tenant: tenant[B], roles: ['editor'] },
  ])
  ids.platformInA = await makeUser('platform-in-a@staff.test', [{ tenant: tenant[A], roles: ['editor'] }], ['platform-admin'])
  token = await login(config, 'admin-a@staff.test', TEST_PASSWORD)
})

describe('a tenant admin of A against users and assignments of B (REST)', () => {
  test('cannot make themselves admin of another dealer', async () => {
    const before = await rowsOf(ids.adminA)
    const res = await restClient(config, token).patch(`users/${ids.adminA}`, {
      tenants: [
        { tenant: tenant[A], roles: ['tenant-admin'] },
        { tenant: tenant[B], roles: ['tenant-admin'] },
      ],
    })
    expect(res.status).toBe(403)
    expect(JSON.stringify(res.json)).toMatch(/dealer sites you administer/)
    expect(await rowsOf(ids.adminA)).toEqual(before)
  })

  test('cannot create a user in another dealer, and nothing is written', async () => {
    const count = (await payload.count({ collection: 'users' })).totalDocs
    const res = await restClient(config, token).post('users', {
      email: 'planted@staff.test',
      password: TEST_PASSWORD,
      tenants: [{ tenant: tenant[C], roles: ['tenant-admin'] }],
    })
    expect(res.status).toBe(403)
    const mixed = await restClient(config, token).post('users', {
      email: 'planted2@staff.test',
      password: TEST_PASSWORD,
      tenants: [
        { tenant: tenant[A], roles: ['editor'] },
        { tenant: tenant[B], roles: ['editor'] },
      ],
    })
    expect(mixed.status).toBe(403)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(count)
  })

  test('cannot create a platform admin, nor a person of no dealer site', async () => {
    const count = (await payload.count({ collection: 'users' })).totalDocs
    const res = await restClient(config, token).post('users', {
      email: 'planted3@staff.test',
      password: TEST_PASSWORD,
      roles: ['platform-admin'],
      tenants: [{ tenant: tenant[A], roles: ['editor'] }],
    })
    if (res.status < 400) {
      // Field access drops the role silently; the person exists only as an editor of A.
      const created = await userByEmail(payload, 'planted3@staff.test')
      expect(created.roles ?? []).not.toContain('platform-admin')
      await payload.delete({ collection: 'users', id: created.id })
    }
    const orphan = await restClient(config, token).post('users', { email: 'planted4@staff.test', password: TEST_PASSWORD, tenants: [] })
    expect(orphan.status).toBe(400)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(count)
  })

  test('creates an editor of their own dealer (the allowed case)', async () => {
    const res = await restClient(config, token).post('users', {
      email: 'new-a@staff.test',
      password: TEST_PASSWORD,
      tenants: [{ tenant: tenant[A], roles: ['editor'] }],
    })
    expect(res.status).toBe(201)
    const created = await userByEmail(payload, 'new-a@staff.test')
    expect((await rowsOf(created.id)).tenants).toEqual([`${tenant[A]}:editor`])
  })

  test.each([
    ['a user of B only', 'onlyB'],
    ['a user shared by A and B', 'shared'],
    ['a platform admin who also edits A', 'platformInA'],
  ])('cannot edit, re-assign or delete %s', async (_name, key) => {
    const rest = restClient(config, token)
    const before = await rowsOf(ids[key])
    for (const body of [
      { name: 'Hijacked', email: `hijacked-${key}@evil.test`, password: 'hijacked-password-1' },
      { tenants: [{ tenant: tenant[A], roles: ['editor'] }] },
    ]) {
      const res = await rest.patch(`users/${ids[key]}`, body)
      expect([403, 404]).toContain(res.status)
    }
    expect([403, 404]).toContain((await rest.delete(`users/${ids[key]}`)).status)
    expect(await rowsOf(ids[key])).toEqual(before)
    await expect(login(config, before.email, TEST_PASSWORD)).resolves.toBeTruthy()
  })

  test('edits a user of A only, but not their assignments elsewhere or their platform role', async () => {
    const rest = restClient(config, token)
    expect((await rest.patch(`users/${ids.onlyA}`, { name: 'Renamed by A' })).status).toBe(200)
    const add = await rest.patch(`users/${ids.onlyA}`, {
      tenants: [
        { tenant: tenant[A], roles: ['editor'] },
        { tenant: tenant[B], roles: ['editor'] },
      ],
    })
    expect(add.status).toBe(403)
    await rest.patch(`users/${ids.onlyA}`, { roles: ['platform-admin'] })
    const after = await rowsOf(ids.onlyA)
    expect(after).toEqual({ name: 'Renamed by A', email: 'only-a@staff.test', roles: [], tenants: [`${tenant[A]}:editor`] })
  })

  test('a bulk update by query reaches only the people they manage', async () => {
    const rest = restClient(config, token)
    const res = await rest.patch(`users?where[email][like]=staff.test`, { name: 'Bulk' })
    expect(res.status).toBeLessThan(500)
    expect((await rowsOf(ids.onlyB)).name).not.toBe('Bulk')
    expect((await rowsOf(ids.shared)).name).not.toBe('Bulk')
    expect((await rowsOf(ids.platformInA)).name).not.toBe('Bulk')
  })

  test('GraphQL: the same escalation is refused', async () => {
    const before = await rowsOf(ids.adminA)
    const res = await restClient(config, token).graphql(
      `mutation { updateUser(id: ${ids.adminA}, data: { tenants: [{ tenant: ${tenant[A]}, roles: tenant_admin }, { tenant: ${tenant[B]}, roles: tenant_admin }] }) { id } }`,
    )
    expect(res.json.errors?.length ?? 0).toBeGreaterThan(0)
    expect(await rowsOf(ids.adminA)).toEqual(before)
    const shared = await restClient(config, token).graphql(`mutation { updateUser(id: ${ids.shared}, data: { name: "Hijacked" }) { id } }`)
    expect(shared.json.errors?.length ?? 0).toBeGreaterThan(0)
    expect((await rowsOf(ids.shared)).name).toBe('shared@staff.test')
  })

  test('an editor (not a tenant admin) cannot change their own assignments', async () => {
    const editorToken = await login(config, editorEmail(A), TEST_PASSWORD)
    const editor = await userByEmail(payload, editorEmail(A))
    const before = await rowsOf(editor.id)
    await restClient(config, editorToken).patch(`users/${editor.id}`, { tenants: [{ tenant: tenant[A], roles: ['tenant-admin'] }] })
    expect(await rowsOf(editor.id)).toEqual(before)
  })
})
