import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { POST } from '@/src/app/api/feeds/[dealershipSlug]/key/route'
import { POST as CONFIRM } from '@/src/app/api/feeds/[dealershipSlug]/runs/[runId]/confirm/route'
import { PLATFORM_ADMIN_EMAIL, editorEmail } from '@/src/demo/site'
import { feedSettingsOf, feedSitesFor } from '@/src/cms/feeds'
import { importDealershipFeed, listFeedRuns, verifyFeedKey } from '@/src/search/ingest'
import { sharedInventoryDb } from '@/src/search/engine/postgres/pool'
import { login } from '../helpers/rest'
import { TEST_PASSWORD, testPayload, userByEmail } from '../helpers/payload'

/** Feed keys are managed in the admin by tenant admins; editors see feed health only. */
let config: any
let payload: any

beforeAll(async () => {
  ;({ payload, config } = await testPayload())
})

const rotate = (slug: string, token?: string) =>
  POST(new Request(`http://localhost/api/feeds/${slug}/key`, { method: 'POST', headers: token ? { Authorization: `JWT ${token}` } : {} }), {
    params: Promise.resolve({ dealershipSlug: slug }),
  })

test('signed-out requests are refused', async () => {
  expect((await rotate('harbour-city-motors')).status).toBe(401)
})

test('an editor sees their own site’s feeds but cannot change keys', async () => {
  const editor = await userByEmail(payload, editorEmail('harbour-city-motors'))
  const sites = await feedSitesFor(payload, editor as never)
  expect(sites.map((s) => s.name)).toEqual(['Harbour City Motors'])
  expect(sites[0].dealerships).toEqual([{ slug: 'harbour-city-motors', owned: true, canManageKey: false, canConfirm: true }])
  const res = await rotate('harbour-city-motors', await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD))
  expect(res.status).toBe(403)
})

test('a platform admin issues a key that the feed endpoint then accepts; the old one stops working', async () => {
  const token = await login(config, PLATFORM_ADMIN_EMAIL, TEST_PASSWORD)
  const first = await (await rotate('southern-cross-mazda', token)).json()
  expect(first.key).toMatch(/\S{20,}/)
  expect(await verifyFeedKey('southern-cross-mazda', first.key)).toBe(true)
  const second = await (await rotate('southern-cross-mazda', token)).json()
  expect(await verifyFeedKey('southern-cross-mazda', first.key)).toBe(false)
  expect(await verifyFeedKey('southern-cross-mazda', second.key)).toBe(true)
})

test('a platform admin cannot issue keys for a dealership no site shows', async () => {
  const res = await rotate('no-such-dealership', await login(config, PLATFORM_ADMIN_EMAIL, TEST_PASSWORD))
  expect(res.status).toBe(403)
})

/**
 * A dealership shown on two sites has one owner. A site that shows another's
 * dealership cannot rotate its key (and so cannot upload its stock) or confirm its feed; the
 * owner's settings decide how its files are read.
 */
describe('a dealership shown on two sites', () => {
  const DEALERSHIP = 'feed-owner-motors'
  const ids: { tenants: (number | string)[]; users: (number | string)[] } = { tenants: [], users: [] }
  let owner: any
  let sharer: any

  const makeSite = async (slug: string, dealerships: string[], ownedElsewhere: string[] = []) => {
    const doc = await payload.create({
      collection: 'tenants',
      data: { name: slug, slug, domains: [{ domain: `${slug}.localhost` }], inventory: { dealerships, ownedElsewhere } } as never,
    })
    ids.tenants.push(doc.id)
    return doc
  }
  const makeAdmin = async (email: string, tenant: number | string, role: 'tenant-admin' | 'editor' = 'tenant-admin') => {
    const doc = await payload.create({
      collection: 'users',
      data: { email, password: TEST_PASSWORD, name: email, tenants: [{ tenant, roles: [role] }] } as never,
    })
    ids.users.push(doc.id)
    return login(config, email, TEST_PASSWORD)
  }
  const confirm = (runId: number | string, token?: string) =>
    CONFIRM(
      new Request(`http://localhost/api/feeds/${DEALERSHIP}/runs/${runId}/confirm`, {
        method: 'POST',
        headers: token ? { Authorization: `JWT ${token}` } : {},
      }),
      { params: Promise.resolve({ dealershipSlug: DEALERSHIP, runId: String(runId) }) },
    )

  beforeAll(async () => {
    owner = await makeSite('feed-owner-site', [DEALERSHIP])
    sharer = await makeSite('feed-sharer-site', [DEALERSHIP, 'feed-sharer-own'], [DEALERSHIP])
  })

  afterAll(async () => {
    for (const id of ids.users) await payload.delete({ collection: 'users', id })
    for (const id of ids.tenants) await payload.delete({ collection: 'tenants', id })
  })

  test('a second site cannot be saved as another owner of the dealership', async () => {
    await expect(makeSite('feed-rival-site', [DEALERSHIP])).rejects.toThrow(
      `The dealership ${DEALERSHIP} is already owned by feed-owner-site. A dealership has one owner`,
    )
    await expect(
      payload.update({ collection: 'tenants', id: sharer.id, data: { inventory: { ownedElsewhere: [] } } as never }),
    ).rejects.toThrow('already owned by feed-owner-site')
  })

  test("the sharing site's tenant admin cannot rotate the key; the owner's can", async () => {
    const sharerAdmin = await makeAdmin('sharer-admin@feeds.test', sharer.id)
    const refused = await rotate(DEALERSHIP, sharerAdmin)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'Only a tenant admin of the site that owns this dealership can change its feed key.' })
    // It still manages the feed of the dealership it owns.
    expect((await rotate('feed-sharer-own', sharerAdmin)).status).toBe(200)
    const sharerUser = await userByEmail(payload, 'sharer-admin@feeds.test')
    const [site] = await feedSitesFor(payload, sharerUser as never)
    expect(site.dealerships).toEqual([
      { slug: DEALERSHIP, owned: false, canManageKey: false, canConfirm: false },
      { slug: 'feed-sharer-own', owned: true, canManageKey: true, canConfirm: true },
    ])
    const ownerAdmin = await makeAdmin('owner-admin@feeds.test', owner.id)
    const rotated = await rotate(DEALERSHIP, ownerAdmin)
    expect(rotated.status).toBe(200)
    expect(await verifyFeedKey(DEALERSHIP, (await rotated.json()).key)).toBe(true)
  })

  test("imports read dates in the owner's order, and a held run is confirmed only by the owner's staff", async () => {
    await payload.update({ collection: 'tenants', id: owner.id, data: { feed: { dateOrder: 'mdy', holdSoldPercent: 20 } } as never })
    const settings = await feedSettingsOf(DEALERSHIP)
    expect(settings).toMatchObject({ dateOrder: 'mdy', holdSoldPercent: 20 })
    const cars = Array.from({ length: 10 }, (_, i) => ({
      id: `c${i}`,
      year: 2020,
      make: 'Mazda',
      model: 'CX-5',
      car_type: 'used',
      status: 'in_stock',
      build_date: '05/03/2020',
    }))
    const first = await importDealershipFeed(DEALERSHIP, JSON.stringify(cars), 'json', { source: 'cli', settings })
    expect(first.ok && first.report.added).toBe(10)
    const stored = await sharedInventoryDb().pool.query(
      `SELECT _vehicle->>'build_date' AS d FROM inventory.vehicles WHERE _object_id = $1`,
      [`${DEALERSHIP}:c0`],
    )
    expect(stored.rows[0].d).toBe('2020-05-03T00:00:00.000Z') // month first, as the owner says its feed writes
    const held = await importDealershipFeed(DEALERSHIP, JSON.stringify(cars.slice(0, 1)), 'json', { source: 'cli', settings })
    if (!held.ok) throw new Error(held.message)
    expect(held.report).toMatchObject({ held: 9, sold: 0 })
    const [run] = await listFeedRuns(DEALERSHIP, 1)
    expect(run.state).toBe('held')

    expect((await confirm(run.id)).status).toBe(401)
    const sharerEditor = await makeAdmin('sharer-editor@feeds.test', sharer.id, 'editor')
    expect((await confirm(run.id, sharerEditor)).status).toBe(403)
    const ownerEditor = await makeAdmin('owner-editor@feeds.test', owner.id, 'editor')
    expect((await confirm('x1', ownerEditor)).status).toBe(404)
    const done = await confirm(run.id, ownerEditor)
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ ok: true, sold: 9 })
    const again = await confirm(run.id, ownerEditor)
    expect(again.status).toBe(409)
    expect((await listFeedRuns(DEALERSHIP, 1))[0]).toMatchObject({ state: 'confirmed', sold: 9, resolvedBy: 'owner-editor@feeds.test' })
  })
})
