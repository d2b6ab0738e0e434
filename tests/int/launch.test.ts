import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { siteForHost } from '@/src/app/(site)/[host]/tenant'
import { sitemapTenant } from '@/src/app/(site)/[host]/sitemap-data'
import { GET as robotsGET } from '@/src/app/(site)/[host]/robots.txt/route'
import { GET as sitemapGET } from '@/src/app/(site)/[host]/sitemap.xml/route'
import { POST as leadPOST } from '@/src/app/api/leads/route'
import { POST as valuationPOST } from '@/src/app/api/trade-in/valuation/route'
import { POST as decisionPOST } from '@/src/app/api/trade-in/decision/route'
import { POST as accountPOST } from '@/src/app/api/account/[action]/route'
import { POST as reservePOST } from '@/src/app/api/reserve/route'
import { POST as searchPOST } from '@/src/app/api/search/1/indexes/[...path]/route'
import { GET as sitePreviewGET } from '@/src/app/api/site-preview/route'
import { PREVIEW_LINK_REFUSED } from '@/src/api/site-preview'
import { ONLY_ONBOARDING_STAFF } from '@/collections/Tenants/hooks/launch'
import { tenantChecklist } from '@/src/cms/onboarding'
import { getTenantByHost } from '@/src/cms/tenants'
import { HoldingPage } from '@/src/components/layout/HoldingPage'
import { PLATFORM_ADMIN_EMAIL, editorEmail } from '@/src/demo/site'
import { holdingText } from '@/src/domain/onboarding/holding'
import { SITE_PREVIEW_COOKIE, signPreviewToken, signSitePreviewToken } from '@/src/lib/preview-token'
import { NOT_LAUNCHED_MESSAGE } from '@/src/lib/tenant-request'
import { login, restClient } from '../helpers/rest'
import { TEST_PASSWORD, tenantBySlug, testPayload, userByEmail } from '../helpers/payload'

/**
 * A new dealer site starts unlaunched: its host shows the holding page, its public endpoints
 * refuse, its staff can preview it, and onboarding staff launch it once the checklist passes.
 */
const HOST = 'coastal-launch.localhost'
const HCM = 'harbour-city-motors'
let payload: Payload
let config: any
let tenantId: number
let adminToken: string
let tenantAdminToken: string
let editorId: number
const created: { users: number[]; media: number[] } = { users: [], media: [] }

const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://${HOST}${path}`, {
    method: 'POST',
    headers: { host: HOST, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const searchBody = { requests: [{ indexName: 'cars', params: 'hitsPerPage=1' }] }
const search = (headers: Record<string, string> = {}) =>
  searchPOST(json('/api/search/1/indexes/*/queries', searchBody, headers), { params: Promise.resolve({ path: ['*', 'queries'] }) })
const hostParams = { params: Promise.resolve({ host: HOST }) }
const countRows = async (collection: 'lead-inbox' | 'reservations') =>
  (await payload.count({ collection, where: { tenant: { equals: tenantId } }, overrideAccess: true })).totalDocs
const launchedAt = async () => (await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0 })).launchedAt ?? null
const previewCookie = (user: number | string, tenant: number | string = tenantId) =>
  `${SITE_PREVIEW_COOKIE}=${signSitePreviewToken({ tenant: String(tenant), user: String(user) })}`

async function makeUser(email: string, data: Record<string, unknown>) {
  const doc = await payload.create({ collection: 'users', data: { email, password: TEST_PASSWORD, name: email, ...data } as never })
  created.users.push(doc.id)
  return doc
}

beforeAll(async () => {
  ;({ payload, config } = await testPayload())
  const admin = await userByEmail(payload, PLATFORM_ADMIN_EMAIL)
  const tenant = await payload.create({
    collection: 'tenants',
    data: {
      name: 'Coastal Launch Motors',
      slug: 'coastal-launch',
      domains: [{ domain: HOST }],
      template: 'dealer-starter',
      phones: { default: '02 4321 9876' },
    } as never,
    user: admin,
    overrideAccess: false,
  })
  tenantId = tenant.id
  adminToken = await login(config, PLATFORM_ADMIN_EMAIL, TEST_PASSWORD)
  await makeUser('owner@coastal-launch.test', { tenants: [{ tenant: tenantId, roles: ['tenant-admin'] }] })
  editorId = (await makeUser('editor@coastal-launch.test', { tenants: [{ tenant: tenantId, roles: ['editor'] }] })).id
  tenantAdminToken = await login(config, 'owner@coastal-launch.test', TEST_PASSWORD)
}, 120_000)

afterAll(async () => {
  await payload.delete({ collection: 'tenants', id: tenantId, overrideAccess: true }).catch(() => {})
  for (const id of created.users) await payload.delete({ collection: 'users', id, overrideAccess: true }).catch(() => {})
})

describe('a new dealer site before launch', () => {
  test('starts unlaunched, and its host shows the holding page while a demo dealer stays live', async () => {
    expect(await launchedAt()).toBeNull()
    expect((await getTenantByHost(HOST))?.launched).toBe(false)
    const site = await siteForHost(HOST)
    expect(site?.kind).toBe('holding')
    expect((await siteForHost(`${HCM}.localhost`))?.kind).toBe('tenant')
    const tenant = (await getTenantByHost(HOST))!
    const html = renderToStaticMarkup(createElement(HoldingPage, { text: holdingText(tenant.name, tenant.phones) }))
    expect(html).toContain('Coastal Launch Motors — our new website is coming soon')
    expect(html).toContain('href="tel:+61243219876"')
    expect(html).not.toContain('Sample offer')
  })

  test('it has no sitemap and its robots.txt turns crawlers away', async () => {
    const sitemap = await sitemapGET(new Request(`http://${HOST}/sitemap.xml`), hostParams)
    expect(sitemap.status).toBe(404)
    expect(await sitemap.text()).toContain('not open yet')
    const robots = await robotsGET(new Request(`http://${HOST}/robots.txt`), hostParams)
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n')
    expect(robots.headers.get('cache-control')).toBe('no-store')
  })

  test('its search, lead, trade-in, sign-in and reservation endpoints refuse with a readable 403 and store nothing', async () => {
    const [leads, reservations] = [await countRows('lead-inbox'), await countRows('reservations')]
    const found = await search()
    expect(found.status).toBe(403)
    expect(await found.json()).toMatchObject({ message: NOT_LAUNCHED_MESSAGE, status: 403 })
    const lead = await leadPOST(
      json('/api/leads', { form: 'general', name: 'Sam Shopper', email: 'sam@example.com', phone: '0400000000', message: 'Hi' }),
    )
    expect(lead.status).toBe(403)
    expect(await lead.json()).toEqual({ error: NOT_LAUNCHED_MESSAGE })
    const valuation = await valuationPOST(json('/api/trade-in/valuation', { make: 'Toyota', model: 'Corolla', year: 2024, km: 1 }))
    expect(valuation.status).toBe(403)
    expect(await valuation.json()).toEqual({ error: NOT_LAUNCHED_MESSAGE })
    const decision = await decisionPOST(json('/api/trade-in/decision', { decision: 'accept', offer_token: 'x', email: 'sam@example.com' }))
    expect(decision.status).toBe(403)
    const signIn = await accountPOST(json('/api/account/send-code', { phone_number: '0400000000' }), {
      params: Promise.resolve({ action: 'send-code' }),
    })
    expect(signIn.status).toBe(403)
    const reserve = await reservePOST(
      json('/api/reserve', { carSlug: 'anything', name: 'Sam', email: 'sam@example.com', phone: '0400000000' }),
    )
    expect(reserve.status).toBe(403)
    expect((await reserve.json()).error).toBe(NOT_LAUNCHED_MESSAGE)
    expect([await countRows('lead-inbox'), await countRows('reservations')]).toEqual([leads, reservations])
  })

  test("its staff preview the whole site with a signed cookie; another dealer's or a forged one shows the holding page", async () => {
    const token = (cookie: string) => cookie.split('=')[1]
    expect(await siteForHost(HOST, { cookie: token(previewCookie(editorId)) })).toMatchObject({ kind: 'tenant', preview: true })
    const hcm = await tenantBySlug(payload, HCM)
    expect((await siteForHost(HOST, { cookie: token(previewCookie(editorId, hcm.id)) }))?.kind).toBe('holding')
    expect((await siteForHost(HOST, { cookie: 'forged.token' }))?.kind).toBe('holding')
    // The admin's live preview frames one page with a draft's token (or a site token) in its address.
    const draft = (tenant: number | string) =>
      signPreviewToken({ collection: 'pages', id: '1', tenant: String(tenant), user: String(editorId) })
    expect((await siteForHost(HOST, { address: draft(tenantId) }))?.kind).toBe('tenant')
    expect((await siteForHost(HOST, { address: draft(hcm.id) }))?.kind).toBe('holding')
    expect((await search({ cookie: previewCookie(editorId) })).status).toBe(200)
  })

  test('the "Preview site" link sets the cookie for this dealer\'s staff and refuses anyone else', async () => {
    const open = (token: string) =>
      sitePreviewGET(new Request(`http://${HOST}/api/site-preview?token=${encodeURIComponent(token)}`, { headers: { host: HOST } }))
    const ok = await open(signSitePreviewToken({ tenant: String(tenantId), user: String(editorId) }))
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe('/')
    expect(ok.headers.get('set-cookie')).toMatch(new RegExp(`^${SITE_PREVIEW_COOKIE}=.+; Path=/; HttpOnly;.*SameSite=Lax; Max-Age=7200$`))
    // An editor of another dealer, with a link signed for this site, still gets no preview.
    const stranger = await userByEmail(payload, editorEmail(HCM))
    const refused = await open(signSitePreviewToken({ tenant: String(tenantId), user: String(stranger.id) }))
    expect(refused.status).toBe(403)
    expect((await refused.json()).error).toBe(PREVIEW_LINK_REFUSED)
    const end = await sitePreviewGET(new Request(`http://${HOST}/api/site-preview?end=1`, { headers: { host: HOST } }))
    expect(end.headers.get('set-cookie')).toMatch(/Max-Age=0$/)
  })
})

describe('launching', () => {
  const launch = (token: string, action: 'launch' | 'take-offline' = 'launch') =>
    restClient(config, token).post(`tenants/${tenantId}/${action}`, {})

  test("a dealer's own tenant admin cannot launch it: 403, in plain words, nothing written", async () => {
    const res = await launch(tenantAdminToken)
    expect(res.status).toBe(403)
    expect(res.json.errors[0].message).toBe(ONLY_ONBOARDING_STAFF)
    expect(await launchedAt()).toBeNull()
  })

  test('a dealer editor cannot launch it either, by the endpoint or by writing the field', async () => {
    const editorToken = await login(config, 'editor@coastal-launch.test', TEST_PASSWORD)
    expect((await launch(editorToken)).status).toBe(403)
    const editor = await userByEmail(payload, 'editor@coastal-launch.test')
    await expect(
      payload.update({
        collection: 'tenants',
        id: tenantId,
        data: { launchedAt: new Date().toISOString() },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    // The dealer's admin may save the site's settings, but the launch field is not theirs to write.
    const saved = await restClient(config, tenantAdminToken).patch(`tenants/${tenantId}`, { launchedAt: new Date().toISOString() })
    expect(saved.status).toBe(200)
    expect(await launchedAt()).toBeNull()
  })

  test('onboarding staff are refused while the checklist fails, with every missing item listed, and nothing is written', async () => {
    const before = await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0 })
    const res = await launch(adminToken)
    expect(res.status).toBe(400)
    const message = res.json.errors[0].message as string
    expect(message).toMatch(/^This site cannot be launched yet\. Still to do: /)
    expect(message).toContain("Upload the dealer's logo")
    expect(message).toMatch(/stock feed has not delivered any cars yet/)
    expect(message).toContain('Offer "Sample offer: edit or delete me"')
    expect(message).not.toMatch(/needs its/) // the template's location has address, phone and hours
    const after = await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0 })
    expect([after.launchedAt ?? null, after.updatedAt]).toEqual([null, before.updatedAt])
  })

  test('once the logo, stock and real content are in, onboarding staff launch it and the public sees the site', async () => {
    const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    const logo = await payload.create({
      collection: 'media',
      data: { tenant: tenantId, alt: 'Coastal Launch Motors' } as never,
      file: { data, mimetype: 'image/png', name: 'coastal-logo.png', size: data.length },
    })
    await payload.update({
      collection: 'tenants',
      id: tenantId,
      data: { theme: { logo: logo.id }, inventory: { dealerships: [HCM], ownedElsewhere: [HCM] } } as never,
    })
    await payload.delete({ collection: 'offers', where: { tenant: { equals: tenantId } } })
    const locations = await payload.find({ collection: 'locations', where: { tenant: { equals: tenantId } }, depth: 0 })
    for (const l of locations.docs)
      await payload.update({
        collection: 'locations',
        id: l.id,
        data: { phone: '02 4321 9876', address: { ...l.address, street: '12 Harbour Road' } },
      })
    const tenantDoc = await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0 })
    const open = (await tenantChecklist(payload, tenantDoc as never)).filter((i) => !i.done)
    expect(open.map((i) => i.message)).toEqual([])

    const res = await launch(adminToken)
    expect(res.status).toBe(200)
    expect(res.json.message).toBe('Coastal Launch Motors is launched: its website is public now.')
    const at = await launchedAt()
    expect(Date.now() - new Date(at!).getTime()).toBeLessThan(60_000)
    expect((await siteForHost(HOST))?.kind).toBe('tenant')
    expect((await search()).status).toBe(200)
    expect(await sitemapTenant(hostParams.params)).toMatchObject({ host: HOST })
  }, 60_000)

  test('a settings form opened before the launch cannot undo it when saved', async () => {
    const at = await launchedAt()
    const res = await restClient(config, adminToken).patch(`tenants/${tenantId}`, { launchedAt: null, name: 'Coastal Launch Motors' })
    expect(res.status).toBe(200)
    expect(await launchedAt()).toBe(at)
  })

  test('onboarding staff can take it offline again; a dealer admin cannot', async () => {
    expect((await launch(tenantAdminToken, 'take-offline')).status).toBe(403)
    expect(await launchedAt()).not.toBeNull()
    const res = await launch(adminToken, 'take-offline')
    expect(res.status).toBe(200)
    expect(await launchedAt()).toBeNull()
    expect((await siteForHost(HOST))?.kind).toBe('holding')
  })

  test('a site is created unlaunched whatever the request says', async () => {
    const res = await restClient(config, adminToken).post('tenants', {
      name: 'Straight Live',
      slug: 'straight-live',
      domains: [{ domain: 'straight-live.localhost' }],
      launchedAt: new Date().toISOString(),
    })
    expect(res.status).toBe(201)
    expect(res.json.doc.launchedAt ?? null).toBeNull()
    await payload.delete({ collection: 'tenants', id: res.json.doc.id })
    // Server code acting for a signed-in user cannot create one launched either.
    const admin = await userByEmail(payload, PLATFORM_ADMIN_EMAIL)
    await expect(
      payload.create({
        collection: 'tenants',
        data: {
          name: 'Straight Live',
          slug: 'straight-live',
          domains: [{ domain: 'straight-live.localhost' }],
          launchedAt: new Date().toISOString(),
        },
        user: admin,
      }),
    ).rejects.toThrow('A new dealer site starts unlaunched')
  })

  test('the launch endpoints answer an unknown site with a 404 and a stranger with a 401', async () => {
    expect((await restClient(config, adminToken).post('tenants/999999/launch', {})).status).toBe(404)
    expect((await restClient(config, adminToken).post('tenants/abc/take-offline', {})).status).toBe(404)
    expect((await restClient(config).post(`tenants/${tenantId}/launch`, {})).status).toBe(401)
  })
})
