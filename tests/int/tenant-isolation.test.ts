import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { TENANT_SCOPED } from '@/payload.config'
import { markdownToLexical } from '@/src/cms/lexical'
import { editorEmail } from '@/src/demo/site'
import { login, restClient } from '../helpers/rest'
import { TEST_PASSWORD, tenantBySlug, testPayload, userByEmail } from '../helpers/payload'
import { GET as sitePreviewGET } from '@/src/app/api/site-preview/route'
import { SITE_PREVIEW_COOKIE, signSitePreviewToken, sitePreviewFor } from '@/src/lib/preview-token'
import { POST as phoneRevealPOST } from '@/src/app/api/cars/[slug]/phone-reveal/route'
import { carAnalytics } from '@/src/domain/analytics/car'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { phoneRevealPath, phoneRevealReport } from '@/src/domain/vehicle-detail/phone-reveal-report'
import { phoneReveals } from '@/src/search/engine'
import { GROUP, HARBOUR, loadDemoStock, visibleTo } from '../helpers/demo-stock'
import { decisionBody, valuationOffer } from '../helpers/trade-in'
import { POST as tradeInDecisionPOST } from '@/src/app/api/trade-in/decision/route'
import { offerSigner, photoSigner } from '@/src/app/api/trade-in/deps'
import { getTenantByHost } from '@/src/cms/tenants'
import { OFFER_NOT_VERIFIED } from '@/src/api/trade-in'
import { LINK_NOT_VERIFIED } from '@/src/api/finance-application'
import { GET as financeApplicationGET, POST as financeApplicationPOST } from '@/src/app/api/finance-application/route'
import { POST as financeApplicationSubmitPOST } from '@/src/app/api/finance-application/submit/route'
import { applicationSigner } from '@/src/app/api/finance-application/deps'
import { APPLICATION_STEPS_BODY } from '../helpers/finance-application'

/**
 * Tenant-isolation matrix: for every tenant-scoped collection in the Payload
 * config, an editor of tenant A tries to see and change tenant B's documents through the
 * Local API (overrideAccess: false), REST and GraphQL. Everything is denied or empty and
 * nothing is written.
 */
const A = 'harbour-city-motors'
const B = 'southern-cross-auto-group'

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer()

/** How to make a document of each tenant-scoped collection. A new collection needs a row here. */
const FIXTURES: Record<string, (tenant: number | string) => Promise<{ data: Record<string, unknown>; file?: Buffer }>> = {
  pages: async (tenant) => ({
    data: {
      tenant,
      title: 'Injected page',
      slug: `injected-${Date.now()}`,
      _status: 'published',
      layout: [{ blockType: 'richText', content: markdownToLexical('Injected') }],
    },
  }),
  posts: async (tenant) => ({
    data: { tenant, title: 'Injected post', slug: `injected-${Date.now()}`, _status: 'published', body: markdownToLexical('Injected') },
  }),
  media: async (tenant) => ({ data: { tenant, alt: 'Injected image' }, file: await png() }),
  navigation: async (tenant) => ({ data: { tenant, header: [], footer: [] } }),
  'site-settings': async (tenant) => ({ data: { tenant } }),
  locations: async (tenant) => ({
    data: {
      tenant,
      name: 'Injected Yard',
      slug: `injected-${Date.now()}`,
      departments: ['sales'],
      address: { street: '1 Injected St', city: 'Sydney', state: 'NSW', postcode: '2000' },
    },
  }),
  reviews: async (tenant) => ({
    data: { tenant, location: (await docOf('locations', tenant)).id, customerName: 'Injected', rating: 5, text: 'Injected review' },
  }),
  'team-members': async (tenant) => ({
    data: {
      tenant,
      location: (await docOf('locations', tenant)).id,
      name: 'Injected Staff',
      role: 'Injected',
      email: 'injected@example.com',
    },
  }),
  offers: async (tenant) => ({ data: { tenant, name: 'Injected offer', category: 'Finance offer', description: 'Injected' } }),
  'promo-tiles': async (tenant) => ({ data: { tenant, heading: 'Injected tile' } }),
  'lead-inbox': async (tenant) => ({
    data: {
      tenant,
      form: 'contact',
      name: 'Injected',
      lastName: 'Lead',
      email: 'injected@example.com',
      phone: '0412345678',
      postcode: '2000',
    },
  }),
  'finance-applications': async (tenant) => ({ data: { tenant, status: 'draft', stepReached: 'personal', sealed: 'v1.injected.x.y' } }),
  'trade-in-photos': async (tenant) => ({ data: { tenant, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }, file: await png() }),
  redirects: async (tenant) => ({ data: { tenant, from: `/injected-${Date.now()}`, to: '/' } }),
  shoppers: async (tenant) => ({ data: { tenant, phone: `+614${String(Date.now()).slice(-8)}`, sessionVersion: 0 } }),
  reservations: async (tenant) => ({
    data: {
      tenant,
      status: 'released',
      car: `injected-${Date.now()}`,
      carName: 'Injected car',
      carObjectId: `injected:${Date.now()}`,
      name: 'Injected',
      email: 'injected@example.com',
      phone: '0412345678',
      amount: 0,
    },
  }),
  'watchlist-entries': async (tenant) => ({
    data: { tenant, shopper: (await docOf('shoppers', tenant)).id, car: `injected-${Date.now()}` },
  }),
  sections: async (tenant) => ({
    data: {
      tenant,
      name: 'Injected section',
      _status: 'published',
      layout: [{ blockType: 'richText', content: markdownToLexical('Injected') }],
    },
  }),
}

/**
 * The seed has no leads, finance applications or trade-in photos (they arrive only from shoppers), no redirects (pages leave them when
 * they move), no shoppers, watchlists or reservations (shoppers make them on the site) and sections for one dealer
 * only: one of each per dealer, as a shopper, a moved page or an editor would leave it.
 */
type Seeded =
  'lead-inbox' | 'finance-applications' | 'trade-in-photos' | 'redirects' | 'sections' | 'shoppers' | 'watchlist-entries' | 'reservations'

async function ensureDocOf(slug: Seeded, tenant: number | string) {
  if (await countFor(slug, tenant)) return
  const { data, file } = await FIXTURES[slug](tenant)
  const unique =
    slug === 'lead-inbox' ? { email: `shopper-${tenant}@example.com` } : slug === 'redirects' ? { from: `/moved-${tenant}` } : {}
  await payload.create({
    collection: slug,
    data: { ...data, ...unique } as never,
    ...(file ? { file: { data: file, mimetype: 'image/png', name: `seeded-${tenant}.png`, size: file.length } } : {}),
    overrideAccess: true,
  })
}

let payload: Payload
let config: any
let tenantA: { id: number | string }
let tenantB: { id: number | string }
let editorA: any
let tokenA: string

function tenantScopedSlugs(): string[] {
  return config.collections
    .filter((c: any) => c.fields.some((f: any) => f.name === 'tenant' && f.type === 'relationship' && f.relationTo === 'tenants'))
    .map((c: any) => c.slug)
    .sort()
}

async function docOf(slug: string, tenant: number | string) {
  const { docs } = await payload.find({ collection: slug as never, where: { tenant: { equals: tenant } }, limit: 1, depth: 0, draft: true })
  if (!docs[0]) throw new Error(`Seed has no ${slug} for tenant ${tenant}`)
  return docs[0] as { id: number | string; updatedAt: string }
}

const countFor = async (slug: string, tenant: number | string) =>
  (await payload.count({ collection: slug as never, where: { tenant: { equals: tenant } } })).totalDocs

beforeAll(async () => {
  ;({ payload, config } = await testPayload())
  tenantA = await tenantBySlug(payload, A)
  tenantB = await tenantBySlug(payload, B)
  editorA = await userByEmail(payload, editorEmail(A))
  tokenA = await login(config, editorEmail(A), TEST_PASSWORD)
  for (const slug of [
    'lead-inbox',
    'finance-applications',
    'trade-in-photos',
    'redirects',
    'sections',
    'shoppers',
    'watchlist-entries',
    'reservations',
  ] as const)
    for (const tenant of [tenantA, tenantB]) await ensureDocOf(slug, tenant.id)
})

test('every tenant-scoped collection in the config is covered by this matrix', () => {
  expect(tenantScopedSlugs()).toEqual(Object.keys(FIXTURES).sort())
  expect(Object.keys(TENANT_SCOPED).sort()).toEqual(Object.keys(FIXTURES).sort())
})

describe.each(Object.keys(FIXTURES))('%s: an editor of tenant A against tenant B', (slug) => {
  const local = { user: () => editorA, overrideAccess: false as const, depth: 0 }

  test('Local API: find, findByID and count see nothing of B', async () => {
    const docB = await docOf(slug, tenantB.id)
    const all = await payload.find({ collection: slug as never, ...local, user: editorA, limit: 0, draft: true })
    expect(all.docs.length).toBeGreaterThan(0)
    expect(all.docs.every((d: any) => String(d.tenant) === String(tenantA.id))).toBe(true)
    const byTenant = await payload.find({
      collection: slug as never,
      user: editorA,
      overrideAccess: false,
      where: { tenant: { equals: tenantB.id } },
    })
    expect(byTenant.totalDocs).toBe(0)
    await expect(payload.findByID({ collection: slug as never, id: docB.id, user: editorA, overrideAccess: false })).rejects.toThrow()
    const count = await payload.count({
      collection: slug as never,
      user: editorA,
      overrideAccess: false,
      where: { tenant: { equals: tenantB.id } },
    })
    expect(count.totalDocs).toBe(0)
  })

  test('Local API: create, update and delete in B are refused and write nothing', async () => {
    const docB = await docOf(slug, tenantB.id)
    const before = await countFor(slug, tenantB.id)
    const { data, file } = await FIXTURES[slug](tenantB.id)
    await expect(
      payload.create({
        collection: slug as never,
        data: data as never,
        user: editorA,
        overrideAccess: false,
        ...(file ? { file: { data: file, mimetype: 'image/png', name: 'x.png', size: file.length } } : {}),
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: slug as never,
        id: docB.id,
        data: { title: 'Hijacked', alt: 'Hijacked', assignedTo: editorA.id } as never,
        user: editorA,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: slug as never, id: docB.id, user: editorA, overrideAccess: false })).rejects.toThrow()
    expect(await countFor(slug, tenantB.id)).toBe(before)
    const after = await payload.findByID({ collection: slug as never, id: docB.id, depth: 0, draft: true })
    expect((after as any).updatedAt).toBe(docB.updatedAt)
  })

  test('Local API: moving an own document into B is refused', async () => {
    const docA = await docOf(slug, tenantA.id)
    await expect(
      payload.update({
        collection: slug as never,
        id: docA.id,
        data: { tenant: tenantB.id } as never,
        user: editorA,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const after = (await payload.findByID({ collection: slug as never, id: docA.id, depth: 0, draft: true })) as any
    expect(String(after.tenant)).toBe(String(tenantA.id))
  })

  test('REST: read, list, create, update and delete against B are refused', async () => {
    const rest = restClient(config, tokenA)
    const docB = await docOf(slug, tenantB.id)
    const before = await countFor(slug, tenantB.id)

    const one = await rest.get(`${slug}/${docB.id}?draft=true`)
    expect([403, 404]).toContain(one.status)
    const list = await rest.get(`${slug}?where[tenant][equals]=${tenantB.id}&draft=true`)
    expect(list.status).toBe(200)
    expect(list.json.totalDocs).toBe(0)

    const { data, file } = await FIXTURES[slug](tenantB.id)
    let created
    if (file) {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'x.png')
      form.append('_payload', JSON.stringify(data))
      created = await rest.post(slug, form)
    } else {
      created = await rest.post(slug, data)
    }
    expect(created.status).toBeGreaterThanOrEqual(400)
    expect(created.status).toBeLessThan(500)

    const patched = await rest.patch(`${slug}/${docB.id}`, { title: 'Hijacked', alt: 'Hijacked', assignedTo: editorA.id })
    expect([403, 404]).toContain(patched.status)
    const deleted = await rest.delete(`${slug}/${docB.id}`)
    expect([403, 404]).toContain(deleted.status)
    // The collection's own endpoints on one document (publish checks, resend a lead) find nothing of B.
    const ownEndpoints = (config.collections.find((c: any) => c.slug === slug)?.endpoints || []).filter((e: any) =>
      /^\/:id\/[a-z.-]+$/.test(String(e.path)),
    )
    for (const endpoint of ownEndpoints) {
      const path = `${slug}${String(endpoint.path).replace(':id', String(docB.id))}`
      const answer = endpoint.method === 'get' ? await rest.get(path) : await rest.post(path, {})
      expect([403, 404], `${endpoint.method} ${path}`).toContain(answer.status)
    }
    expect(await countFor(slug, tenantB.id)).toBe(before)
  })
})

describe('lead-inbox: assigning across dealers', () => {
  test('an editor of A can neither hand A’s lead to B’s staff nor take B’s lead, by REST or the Local API; nothing is written', async () => {
    const editorB = await userByEmail(payload, editorEmail(B))
    const leadA = await docOf('lead-inbox', tenantA.id)
    const leadB = await docOf('lead-inbox', tenantB.id)
    const rest = restClient(config, tokenA)
    const handedOn = await rest.patch(`lead-inbox/${leadA.id}`, { assignedTo: editorB.id })
    expect(handedOn.status).toBe(400)
    expect(handedOn.json.errors[0].data.errors[0]).toMatchObject({
      path: 'assignedTo',
      message: expect.stringMatching(/this lead’s dealer/),
    })
    expect([403, 404]).toContain((await rest.patch(`lead-inbox/${leadB.id}`, { assignedTo: editorA.id })).status)
    await expect(
      payload.update({
        collection: 'lead-inbox',
        id: leadA.id,
        data: { assignedTo: editorB.id } as never,
        user: editorA,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'lead-inbox',
        id: leadB.id,
        data: { assignedTo: editorA.id } as never,
        user: editorA,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    for (const lead of [leadA, leadB]) {
      const after = (await payload.findByID({ collection: 'lead-inbox', id: lead.id, depth: 0 })) as any
      expect(after.assignedTo ?? null).toBeNull()
      expect(after.updatedAt).toBe(lead.updatedAt)
    }
  })
})

describe('GraphQL and users', () => {
  test('GraphQL lists only the editor’s own pages', async () => {
    const res = await restClient(config, tokenA).graphql('{ Pages(limit: 100, draft: true) { docs { id tenant { id } } } }')
    expect(res.status).toBe(200)
    const docs = res.json.data.Pages.docs as { tenant: { id: number } }[]
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((d) => String(d.tenant.id) === String(tenantA.id))).toBe(true)
  })

  test('GraphQL cannot read a page of B by id', async () => {
    const docB = await docOf('pages', tenantB.id)
    const res = await restClient(config, tokenA).graphql(`{ Page(id: ${docB.id}, draft: true) { id title } }`)
    expect(res.json.data?.Page ?? null).toBeNull()
  })

  test('an editor sees only themselves among users and cannot make themselves platform admin', async () => {
    const users = await payload.find({ collection: 'users', user: editorA, overrideAccess: false, limit: 0 })
    expect(users.docs.map((u) => u.email)).toEqual([editorEmail(A)])
    await payload.update({
      collection: 'users',
      id: editorA.id,
      data: { roles: ['platform-admin'] } as never,
      user: editorA,
      overrideAccess: false,
    })
    const after = await payload.findByID({ collection: 'users', id: editorA.id, depth: 0 })
    expect(after.roles ?? []).not.toContain('platform-admin')
  })

  test('an editor cannot change another tenant’s settings', async () => {
    await expect(
      payload.update({ collection: 'tenants', id: tenantB.id, data: { name: 'Hijacked' }, user: editorA, overrideAccess: false }),
    ).rejects.toThrow()
    expect((await tenantBySlug(payload, B)).name).toBe('Southern Cross Auto Group')
  })
})

describe('launch and site preview across dealers', () => {
  const B_HOST = 'southern-cross-auto-group.localhost'
  const openPreview = (token: string) =>
    sitePreviewGET(new Request(`http://${B_HOST}/api/site-preview?token=${encodeURIComponent(token)}`, { headers: { host: B_HOST } }))

  test('an editor of A cannot take B offline, through the Local API, REST or the launch endpoints', async () => {
    await expect(
      payload.update({ collection: 'tenants', id: tenantB.id, data: { launchedAt: null }, user: editorA, overrideAccess: false }),
    ).rejects.toThrow()
    expect((await tenantBySlug(payload, B)).launchedAt).toBeTruthy()
    const res = await restClient(config, tokenA).patch(`tenants/${tenantB.id}`, { launchedAt: null })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect((await restClient(config, tokenA).post(`tenants/${tenantB.id}/take-offline`, {})).status).toBe(403)
    expect((await tenantBySlug(payload, B)).launchedAt).toBeTruthy()
  })

  test('a preview link of A, or one naming B for A’s editor, gives no preview cookie on B’s host', async () => {
    for (const token of [
      signSitePreviewToken({ tenant: String(tenantA.id), user: String(editorA.id) }),
      signSitePreviewToken({ tenant: String(tenantB.id), user: String(editorA.id) }),
    ]) {
      const res = await openPreview(token)
      expect(res.status).toBe(403)
      expect(res.headers.get('set-cookie')).toBeNull()
    }
    const cookieOfA = `${SITE_PREVIEW_COOKIE}=${signSitePreviewToken({ tenant: String(tenantA.id), user: String(editorA.id) })}`
    expect(sitePreviewFor(cookieOfA, tenantB.id)).toBeNull()
  })
})

describe('phone reveals across dealers', () => {
  const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'
  const send = (host: string, car: SearchRecord, report: unknown) =>
    phoneRevealPOST(
      new Request(`http://${host}${phoneRevealPath(car.slug)}`, {
        method: 'POST',
        headers: { host, 'user-agent': BROWSER, 'x-forwarded-for': '192.0.2.77' },
        body: JSON.stringify(report),
      }),
      { params: Promise.resolve({ slug: car.slug }) },
    )

  test("a reveal of B's car on A's host, or of A's car on B's, is a 404; one naming B's site on A's host is a 400; nothing is stored", async () => {
    const { harbour, group, records } = await loadDemoStock()
    const carOfA = records.find((r) => visibleTo(harbour)(r) && !visibleTo(group)(r) && !r.sold)!
    const carOfB = records.find((r) => visibleTo(group)(r) && !visibleTo(harbour)(r) && !r.sold)!
    const before = await phoneReveals([carOfA.objectID, carOfB.objectID])
    const reportOf = (car: SearchRecord, site: { id: number | string }) => phoneRevealReport(carAnalytics(car, site.id))

    expect((await send(HARBOUR, carOfB, reportOf(carOfB, group))).status).toBe(404)
    expect((await send(HARBOUR, carOfB, reportOf(carOfB, harbour))).status).toBe(404)
    expect((await send(GROUP, carOfA, reportOf(carOfA, harbour))).status).toBe(404)
    const namingB = await send(HARBOUR, carOfA, reportOf(carOfA, group))
    expect(namingB.status).toBe(400)
    expect((await namingB.json()).error).toBe('website_id: is not this site')

    expect(await phoneReveals([carOfA.objectID, carOfB.objectID])).toEqual(before)
    // The same report on its own site is stored: the refusals above were about the site, not the report.
    expect((await send(HARBOUR, carOfA, reportOf(carOfA, harbour))).status).toBe(201)
    expect((await phoneReveals([carOfA.objectID])).get(carOfA.objectID)).toBe(before.get(carOfA.objectID)! + 1)
  })
})

describe('trade-in offers across dealers', () => {
  const B_HOST = 'southern-cross-auto-group.localhost'

  test('an offer signed for A, or another kind of token signed for B, accepts nothing on B’s host and writes nothing', async () => {
    const offer = valuationOffer(new Date())
    const email = 'isolation-trade-in@example.com'
    for (const token of [
      offerSigner.sign({ tenant: String(tenantA.id), offer }),
      signSitePreviewToken({ tenant: String(tenantB.id), user: String(editorA.id) }),
    ]) {
      const res = await tradeInDecisionPOST(
        new Request(`http://${B_HOST}/api/trade-in/decision`, {
          method: 'POST',
          headers: { host: B_HOST, 'content-type': 'application/json' },
          body: JSON.stringify(decisionBody(token, { email })),
        }),
      )
      expect(res.status).toBe(400)
      expect((await res.json()).fields).toEqual({ offer_token: OFFER_NOT_VERIFIED })
    }
    const { totalDocs } = await payload.count({ collection: 'lead-inbox', where: { email: { equals: email } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  test('a photo uploaded on A’s host goes with no lead on B’s host, and stays A’s and free', async () => {
    const photoOfA = await docOf('trade-in-photos', tenantA.id)
    const email = 'isolation-trade-in-photo@example.com'
    const offerOfB = offerSigner.sign({ tenant: String(tenantB.id), offer: valuationOffer(new Date()) })
    // B has several dealerships: the form names one, so the photos are what is refused.
    const dealershipOfB = (await getTenantByHost(B_HOST))!.inventory.dealerships[0]
    for (const token of [
      photoSigner.sign({ tenant: String(tenantA.id), photo: String(photoOfA.id) }),
      // Signed for B, naming A's photo: the store looks for it among B's photos only.
      photoSigner.sign({ tenant: String(tenantB.id), photo: String(photoOfA.id) }),
    ]) {
      const res = await tradeInDecisionPOST(
        new Request(`http://${B_HOST}/api/trade-in/decision`, {
          method: 'POST',
          headers: { host: B_HOST, 'content-type': 'application/json' },
          body: JSON.stringify(decisionBody(offerOfB, { email, photos: [token], dealership_slug: dealershipOfB })),
        }),
      )
      expect(res.status).toBe(400)
      expect(Object.keys((await res.json()).fields)).toEqual(['photos'])
    }
    const after = await payload.findByID({ collection: 'trade-in-photos', id: photoOfA.id, depth: 0, overrideAccess: true })
    expect({ tenant: after.tenant, lead: after.lead ?? null }).toEqual({ tenant: tenantA.id, lead: null })
    expect((await payload.count({ collection: 'lead-inbox', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('finance applications across dealers', () => {
  const B_HOST = 'southern-cross-auto-group.localhost'
  const post = (path: string, body: unknown) =>
    new Request(`http://${B_HOST}${path}`, {
      method: 'POST',
      headers: { host: B_HOST, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  test('a resume link signed for A, or another kind of token signed for B, reads, changes and sends nothing on B’s host', async () => {
    const applicationOfA = await docOf('finance-applications', tenantA.id)
    const before = await payload.findByID({ collection: 'finance-applications', id: applicationOfA.id, depth: 0, overrideAccess: true })
    const email = 'isolation-finance@example.com'
    for (const token of [
      applicationSigner.sign({ tenant: String(tenantA.id), application: String(applicationOfA.id) }),
      signSitePreviewToken({ tenant: String(tenantB.id), user: String(editorA.id) }),
    ]) {
      const read = await financeApplicationGET(
        new Request(`http://${B_HOST}/api/finance-application?token=${encodeURIComponent(token)}`, { headers: { host: B_HOST } }),
      )
      expect(read.status).toBe(400)
      expect((await read.json()).fields).toEqual({ token: LINK_NOT_VERIFIED })
      const saved = await financeApplicationPOST(
        post('/api/finance-application', { token, personal: { ...APPLICATION_STEPS_BODY.personal, email } }),
      )
      expect(saved.status).toBe(400)
      const sent = await financeApplicationSubmitPOST(post('/api/finance-application/submit', { token, consent: true }))
      expect(sent.status).toBe(400)
      expect((await sent.json()).fields).toEqual({ token: LINK_NOT_VERIFIED })
    }
    const after = await payload.findByID({ collection: 'finance-applications', id: applicationOfA.id, depth: 0, overrideAccess: true })
    expect(after).toEqual(before)
    const { totalDocs } = await payload.count({ collection: 'lead-inbox', where: { email: { equals: email } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })
})
