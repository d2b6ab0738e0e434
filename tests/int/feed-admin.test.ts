import { beforeAll, expect, test } from 'vitest'
import { POST } from '@/src/app/api/feeds/[dealershipSlug]/key/route'
import { PLATFORM_ADMIN_EMAIL, editorEmail } from '@/src/demo/site'
import { feedSitesFor } from '@/src/cms/feeds'
import { verifyFeedKey } from '@/src/search/ingest'
import { login } from '../helpers/rest'
import { TEST_PASSWORD, testPayload, userByEmail } from '../helpers/payload'

/** Issue 3: feed keys are managed in the admin by tenant admins; editors see feed health only. */
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
  expect(sites[0].dealerships).toEqual(['harbour-city-motors'])
  expect(sites[0].canManageKeys).toBe(false)
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
