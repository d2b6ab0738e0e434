import sharp from 'sharp'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { GET as autogaugeGET } from '@/src/app/api/cars/[slug]/autogauge/route'
import { GET as viewGET } from '@/src/app/api/cars/[slug]/view.json/route'
import * as phoneRevealRoute from '@/src/app/api/cars/[slug]/phone-reveal/route'
import { GET as pdfGET } from '@/src/app/(site)/[host]/cars/[slug]/pdf/route'
import { GET as deliveryGET } from '@/src/app/api/delivery-estimate/route'
import { GET as nearestGET } from '@/src/app/api/nearest-locations/route'
import { GET as inventoryFileGET } from '@/src/app/api/inventory-files/[file]/route'
import { GET as inventoryImageGET } from '@/src/app/api/inventory-images/[file]/route'
import { GET as makeLogoGET } from '@/src/app/api/make-logos/[file]/route'
import * as cmsRest from '@/src/app/(payload)/api/[...slug]/route'
import { POST as graphqlPOST } from '@/src/app/(payload)/api/graphql/route'
import { POST as feedPOST } from '@/src/app/api/feeds/[dealershipSlug]/route'
import { POST as feedKeyPOST } from '@/src/app/api/feeds/[dealershipSlug]/key/route'
import { POST as feedConfirmPOST } from '@/src/app/api/feeds/[dealershipSlug]/runs/[runId]/confirm/route'
import { POST as searchPOST } from '@/src/app/api/search/1/indexes/[...path]/route'
import { POST as leadPOST } from '@/src/app/api/leads/route'
import { POST as valuationPOST } from '@/src/app/api/trade-in/valuation/route'
import { POST as decisionPOST } from '@/src/app/api/trade-in/decision/route'
import { POST as photoPOST } from '@/src/app/api/trade-in/photos/route'
import { offerSigner } from '@/src/app/api/trade-in/deps'
import { GET as applicationGET, POST as applicationPOST } from '@/src/app/api/finance-application/route'
import { POST as applicationSubmitPOST } from '@/src/app/api/finance-application/submit/route'
import { applicationSigner } from '@/src/app/api/finance-application/deps'
import { APPLICATION_STEPS_BODY } from '../helpers/finance-application'
import { GET as sitePreviewGET } from '@/src/app/api/site-preview/route'
import { signSitePreviewToken } from '@/src/lib/preview-token'
import { getTenantByHost } from '@/src/cms/tenants'
import * as metricsRoute from '@/src/app/metrics/route'
import { offPlatformHost } from '@/src/cms/api-guard'
import { POST as quotePOST } from '@/src/app/api/youx/quote/route'
import { GET as shopperGET, POST as shopperPOST } from '@/src/app/api/account/[action]/route'
import { POST as watchlistPOST } from '@/src/app/api/watchlist/[action]/route'
import { POST as reservePOST } from '@/src/app/api/reserve/route'
import { GET as cancelGET } from '@/src/app/api/reserve/cancel/route'
import { GET as demoPaymentGET, POST as demoPaymentPOST } from '@/src/app/api/reserve/demo-payment/route'
import { paidDeps, paymentWebhookDeps } from '@/src/app/api/reserve/paid-deps'
import { moveReservation } from '@/src/cms/reservations'
import { setPaymentProvider } from '@/src/providers/payments'
import { createPaymentWebhookRoute } from '@/src/api/payment-webhook'
import { createStripeProvider } from '@/src/providers/payments/stripe'
import { STRIPE_TEST_KEYS, recordedStripe, stripeSignatureHeader } from '../helpers/stripe'
import { DEVICE_COOKIE, SHOPPER_COOKIE } from '@/src/lib/shopper-session'
import { kickLeadDeliveries } from '@/src/cms/leads'
import { rotateFeedKey } from '@/src/search/ingest'
import { type FuzzCase, changedTables, isRateLimitTable, rowCounts, runFuzz, summary, testPool } from '../helpers/fuzz'
import {
  type EventSignature,
  type FeedAuth,
  type StaffAuth,
  feedStaffSpec,
  autogaugeSpec,
  cancelSpec,
  cmsVersionSpec,
  graphqlSpec,
  imageSpec,
  paymentEventSpec,
  deliverySpec,
  nearestSpec,
  facetSpec,
  feedSpec,
  inventoryFileSpec,
  makeLogoSpec,
  leadFilterSpec,
  leadSpec,
  valuationSpec,
  decisionSpec,
  photoSpec,
  applicationSaveSpec,
  applicationSubmitSpec,
  applicationReadSpec,
  metricsSpec,
  pdfSpec,
  quoteSpec,
  searchSpec,
  reserveSpec,
  demoPaymentSpec,
  shopperSpec,
  sitePreviewSpec,
  launchSpec,
  viewSpec,
  phoneRevealSpec,
  type RevealedCar,
  HARBOUR,
} from '../helpers/fuzz-endpoints'
import { type RequestSpec, buildRequest, describeSpec, looseEncode, sample } from '../helpers/fuzz-generators'
import { type ImageRoutes, optimizeImage } from '../helpers/image-optimizer'
import { TEST_PASSWORD, testPayload } from '../helpers/payload'
import { login } from '../helpers/rest'
import { valuationOffer } from '../helpers/trade-in'
import { editorEmail } from '@/src/demo/site'

/**
 * Each host's tenant is read once, as the production server reads it once through Next's data
 * cache (cachedTenantByHost). Outside Next, getTenantByHost reads PostgreSQL on every call, which
 * over thousands of requests would be most of this file's time; what is fuzzed is what each
 * handler does with odd input, not the tenant query. No case here changes a tenant. Int files
 * share their modules (vitest.config.ts), so the once-only read ends with this file.
 */
const tenantsReadOnce = vi.hoisted(() => ({ active: true }))
vi.mock('@/src/cms/tenants', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/src/cms/tenants')>()
  const read = new Map<string, ReturnType<typeof original.getTenantByHost>>()
  const getTenantByHost = (host: string) => {
    if (!tenantsReadOnce.active) return original.getTenantByHost(host)
    if (!read.has(host)) read.set(host, original.getTenantByHost(host))
    return read.get(host)!
  }
  return { ...original, getTenantByHost }
})
afterAll(() => {
  tenantsReadOnce.active = false
})

/**
 * Seeded fuzz of every public endpoint through the real route handlers (the route.ts exports,
 * in-process, on the demo tenants and stock): at least 1,000 malformed requests each. Nothing
 * may answer 5xx or throw, every 4xx carries a JSON body with a readable message, and no row
 * of Payload's tables or the inventory tables changes. Each request comes from its own client
 * IP, so a per-IP rate limiter in the route lets the fuzz reach the handler; 429s count as 4xx.
 */
/** FUZZ_RUNS=<n> for a longer exploration; the default keeps the run near 40 s on 2 cores. */
const PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 1000)
const FUZZ_DEALER = 'fuzz-feed-dealer'
const OTHER_DEALER = 'fuzz-other-dealer'

let pool: pg.Pool
let realSlugs: string[]
let revealedCars: RevealedCar[]
let realReports: string[]
let mediaFiles: string[]
let collections: string[]
let feedKey: string
let otherKey: string

beforeAll(async () => {
  const { config } = await testPayload()
  collections = config.collections.map((c) => c.slug)
  pool = testPool()
  mediaFiles = (
    await pool.query<{ filename: string }>('SELECT filename FROM media WHERE filename IS NOT NULL ORDER BY id LIMIT 3')
  ).rows.map((r) => r.filename)
  const { rows } = await pool.query<{ slug: string }>(
    `SELECT _record->>'slug' AS slug FROM inventory.vehicles WHERE _record->>'dealership_slug' = 'harbour-city-motors' ORDER BY 1 LIMIT 60`,
  )
  realSlugs = rows.map((r) => r.slug)
  const harbour = (await getTenantByHost(HARBOUR))!
  const cars = await pool.query<{ slug: string; id: string; dealership: string }>(
    `SELECT _record->>'slug' AS slug, _record->>'id' AS id, coalesce(_record->>'dealership_id', _record->>'dealership_slug') AS dealership
     FROM inventory.vehicles WHERE _record->>'dealership_slug' = 'harbour-city-motors' ORDER BY 1 LIMIT 60`,
  )
  revealedCars = cars.rows.map((r) => ({
    slug: r.slug,
    report: { car_id: r.id, dealership_id: r.dealership, website_id: String(harbour.id) },
  }))
  const reports = await pool.query<{ file: string }>(
    `SELECT _record->>'file' AS file FROM inventory.vehicles
     WHERE _record->>'dealership_slug' = 'harbour-city-motors' AND _record->>'file' LIKE '/api/inventory-files/history-%' ORDER BY 1 LIMIT 20`,
  )
  realReports = reports.rows.map((r) => r.file.split('/').pop()!)
  feedKey = (await rotateFeedKey(FUZZ_DEALER)).key
  otherKey = (await rotateFeedKey(OTHER_DEALER)).key
})

afterAll(async () => {
  await pool?.end()
})

/** Runs the cases, prints the counts, and checks: no 5xx, readable 4xx, no row written. */
async function fuzz<P>(
  endpoint: string,
  cases: FuzzCase<P>[],
  send: (request: Request, params: P) => Promise<Response>,
  allowChange: (table: string) => boolean = () => false,
) {
  expect(cases.length).toBeGreaterThanOrEqual(1000)
  const before = await rowCounts(pool)
  const tally = await runFuzz(endpoint, cases, send)
  const after = await rowCounts(pool)
  console.log(summary(tally))
  expect(tally.failures, 'requests that answered 5xx, threw, or a 4xx without a message').toEqual([])
  expect(tally.server5xx).toBe(0)
  expect(tally.total).toBe(cases.length)
  expect(tally.rateLimited429, 'most requests must reach the handler, not a rate limiter').toBeLessThan(tally.total / 2)
  expect(
    changedTables(before, after, (t) => isRateLimitTable(t) || allowChange(t)),
    'tables whose row count changed',
  ).toEqual([])
  return { tally, before, after }
}

const AUTH_HEADERS: Record<FeedAuth, (key: string, other: string) => Record<string, string>> = {
  bearer: (key) => ({ authorization: `Bearer ${key}` }),
  'x-feed-key': (key) => ({ 'x-feed-key': key }),
  'lowercase-bearer': (key) => ({ authorization: `bearer ${key}` }),
  wrong: () => ({ authorization: 'Bearer dfk_not-the-key' }),
  'empty-bearer': () => ({ authorization: 'Bearer ' }),
  basic: () => ({ authorization: 'Basic dXNlcjpwYXNz' }),
  'other-dealer': (_key, other) => ({ authorization: `Bearer ${other}` }),
  none: () => ({}),
}

const STAFF_AUTH: Record<StaffAuth, (feed: string, editor: string) => Record<string, string>> = {
  none: () => ({}),
  editor: (_feed, editor) => ({ authorization: `JWT ${editor}` }),
  'garbage-jwt': () => ({ authorization: 'JWT eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.bm90LXNpZ25lZA' }),
  'empty-jwt': () => ({ authorization: 'JWT ' }),
  'feed-key': (feed) => ({ authorization: `Bearer ${feed}` }),
  'garbage-cookie': () => ({ cookie: 'payload-token=not-a-token' }),
}

describe('fuzz: public endpoints never answer 5xx and write nothing', () => {
  test('search multi-query: POST /api/search/1/indexes/*/queries', async () => {
    const cases = sample(searchSpec, PER_ENDPOINT, 1).map((spec) => ({
      label: `search ${describeSpec(spec)}`,
      request: () => buildRequest('http://localhost/api/search/1/indexes/*/queries', spec),
      params: { path: ['*', 'queries'] },
    }))
    const { tally } = await fuzz('search', cases, (request, params) => searchPOST(request, { params: Promise.resolve(params) }))
    expect(tally.ok2xx, 'some generated queries are valid and reach the engine').toBeGreaterThan(0)
  }, 120_000)

  test('facet-value search: POST /api/search/1/indexes/{index}/facets/{facet}/query', async () => {
    const cases = sample(facetSpec, PER_ENDPOINT, 2).map(({ path, spec }) => ({
      label: `facets ${JSON.stringify(path).slice(0, 80)} ${describeSpec(spec)}`,
      request: () => buildRequest(`http://localhost/api/search/1/indexes/${path.map(looseEncode).join('/')}`, spec),
      params: { path },
    }))
    const { tally } = await fuzz('facet-values search', cases, (request, params) =>
      searchPOST(request, { params: Promise.resolve(params) }),
    )
    expect(tally.ok2xx).toBeGreaterThan(0)
  }, 120_000)

  test('finance quote: POST /api/youx/quote', async () => {
    const cases = sample(quoteSpec, PER_ENDPOINT, 3).map((spec) => ({
      label: `quote ${describeSpec(spec)}`,
      request: () => buildRequest('http://localhost/api/youx/quote', spec),
      params: undefined,
    }))
    const { tally } = await fuzz('quote', cases, (request) => quotePOST(request))
    expect(tally.ok2xx).toBeGreaterThan(0)
  }, 120_000)

  test('delivery estimate: GET /api/delivery-estimate?postcode=', async () => {
    const cases = sample(deliverySpec, PER_ENDPOINT, 4).map(({ query, spec }) => ({
      label: `delivery ${JSON.stringify(query.slice(0, 80))} ${describeSpec(spec)}`,
      request: () => buildRequest(`http://localhost/api/delivery-estimate${query}`, spec),
      params: undefined,
    }))
    await fuzz('delivery estimate', cases, (request) => deliveryGET(request))
  }, 120_000)

  test('nearest locations: GET /api/nearest-locations?postcode= or ?lat=&lng=', async () => {
    const cases = sample(nearestSpec, PER_ENDPOINT, 33).map(({ query, spec }) => ({
      label: `nearest ${JSON.stringify(query.slice(0, 80))} ${describeSpec(spec)}`,
      request: () => buildRequest(`http://localhost/api/nearest-locations${query}`, spec),
      params: undefined,
    }))
    const { tally } = await fuzz('nearest locations', cases, (request) => nearestGET(request))
    expect(tally.ok2xx, 'some odd requests are still real questions with an answer').toBeGreaterThan(0)
  }, 120_000)

  test('price comparison: GET /api/cars/{slug}/autogauge', async () => {
    expect(realSlugs.length).toBeGreaterThan(10)
    const cases = sample(autogaugeSpec(realSlugs), PER_ENDPOINT, 5).map(({ slug, spec }) => ({
      label: `autogauge ${JSON.stringify(slug.slice(0, 80))} ${describeSpec(spec)}`,
      request: () => buildRequest(`http://localhost/api/cars/${looseEncode(slug)}/autogauge`, spec),
      params: { slug },
    }))
    const { tally } = await fuzz('price comparison', cases, (request, params) => autogaugeGET(request, { params: Promise.resolve(params) }))
    expect(tally.ok2xx, 'real slugs on the right host reach the comparison').toBeGreaterThan(0)
  }, 120_000)

  test('phone reveals: POST /api/cars/{slug}/phone-reveal stores a reveal only for a car of the site and its own report', async () => {
    const cases = sample(phoneRevealSpec(revealedCars), PER_ENDPOINT, 43).map(({ slug, spec }) => ({
      label: `phone-reveal ${JSON.stringify(slug.slice(0, 80))} ${describeSpec(spec)}`,
      request: () => buildRequest(`http://localhost/api/cars/${looseEncode(slug)}/phone-reveal`, spec),
      params: { slug },
    }))
    // Storing a reveal is this endpoint's write; only a stored one (201) may add a row.
    const isRevealTable = (t: string) => t === 'inventory.phone_reveals'
    const { tally, before, after } = await fuzz(
      'phone reveals',
      cases,
      (request, params) => {
        const context = { params: Promise.resolve(params) }
        if (request.method === 'POST') return phoneRevealRoute.POST(request, context)
        const other = phoneRevealRoute[request.method as 'GET' | 'PUT' | 'PATCH' | 'DELETE'] ?? phoneRevealRoute.GET
        return Promise.resolve(other())
      },
      isRevealTable,
    )
    const stored = after.get('inventory.phone_reveals')! - before.get('inventory.phone_reveals')!
    expect(stored, 'real cars with their own report are stored').toBeGreaterThan(0)
    expect(stored).toBe(tally.statuses.get(201) ?? 0)
  }, 120_000)

  test('vehicle page views: GET /api/cars/{slug}/view.json', async () => {
    const cases = sample(viewSpec(realSlugs), PER_ENDPOINT, 7).map(({ slug, query, spec }) => ({
      label: `view.json ${JSON.stringify(slug.slice(0, 80))}${query.slice(0, 80)} ${describeSpec(spec)}`,
      request: () => buildRequest(`http://localhost/api/cars/${looseEncode(slug)}/view.json${query}`, spec),
      params: { slug },
    }))
    // Counting a view is this endpoint's write; only answered (2xx) requests may make one.
    const isViewTable = (t: string) => /\.car_view(s|_visits)$/.test(t)
    const { tally, before, after } = await fuzz(
      'car views',
      cases,
      (request, params) => viewGET(request, { params: Promise.resolve(params) }),
      isViewTable,
    )
    expect(tally.ok2xx, 'real slugs with a valid query are counted').toBeGreaterThan(0)
    const viewTables = [...after.keys()].filter(isViewTable)
    expect(viewTables).toHaveLength(2)
    for (const name of viewTables) expect((after.get(name) ?? 0) - (before.get(name) ?? 0)).toBeLessThanOrEqual(tally.ok2xx)
  }, 120_000)

  test('car PDF: GET /cars/{slug}/pdf', async () => {
    const cases = sample(pdfSpec(realSlugs), PER_ENDPOINT, 12).map(({ slug, host, spec }) => ({
      label: `pdf ${JSON.stringify(host.slice(0, 40))} ${JSON.stringify(slug.slice(0, 80))} ${describeSpec(spec)}`,
      request: () => buildRequest(`http://localhost/cars/${looseEncode(slug)}/pdf`, spec),
      params: { host, slug },
    }))
    const { tally } = await fuzz('car pdf', cases, (request, params) => pdfGET(request, { params: Promise.resolve(params) }))
    expect(tally.ok2xx, 'real slugs on the right host get their PDF').toBeGreaterThan(0)
  }, 180_000)

  test('demo stock files: GET /api/inventory-files/{file} draws only the reports of the site’s cars', async () => {
    expect(realReports.length).toBeGreaterThan(0)
    const cases = sample(inventoryFileSpec(realReports), PER_ENDPOINT, 14).map(({ file, spec }) => ({
      label: `inventory file ${JSON.stringify(file.slice(0, 80))} ${describeSpec(spec)}`,
      request: () => buildRequest(`http://localhost/api/inventory-files/${looseEncode(file)}`, spec),
      params: { file },
    }))
    // Every real report name belongs to the site; any other name that was answered with a file was drawn for nothing.
    const drawnFor = new Set<string>()
    const { tally } = await fuzz('inventory files', cases, async (request, params) => {
      const response = await inventoryFileGET(request, { params: Promise.resolve(params) })
      if (response.ok && params.file !== 'walkaround.mp4') drawnFor.add(params.file)
      return response
    })
    expect(tally.ok2xx, 'the real sample report names are drawn').toBeGreaterThan(0)
    expect(cases.filter((c) => /^history-HCM\d+\.pdf$/.test(c.params.file)).length, 'made-up stock numbers are sent').toBeGreaterThan(50)
    expect(
      [...drawnFor].filter((file) => !realReports.includes(file)),
      'names drawn that no car of the site links',
    ).toEqual([])
  }, 180_000)

  test('make logos: GET /api/make-logos/{file} draws a logo for every make-shaped name and nothing else', async () => {
    const cases = sample(makeLogoSpec, PER_ENDPOINT, 41).map(({ file, spec }) => ({
      label: `make logo ${JSON.stringify(file.slice(0, 80))} ${describeSpec(spec)}`,
      request: () => buildRequest(`http://localhost/api/make-logos/${looseEncode(file)}`, spec),
      params: { file },
    }))
    const answered: string[] = []
    const { tally } = await fuzz('make logos', cases, async (request, params) => {
      const response = await makeLogoGET(request, { params: Promise.resolve(params) })
      if (response.ok) {
        answered.push(params.file)
        const svg = await response.clone().text()
        expect(svg.startsWith('<svg'), params.file).toBe(true)
        expect(svg, params.file).not.toMatch(/<script|on\w+=/i)
      }
      return response
    })
    expect(tally.ok2xx).toBeGreaterThan(0)
    expect(answered.filter((file) => !/^[a-z0-9]+(-[a-z0-9]+)*\.svg$/.test(file) || file.length > 44)).toEqual([])
  }, 120_000)

  test('site preview: GET /api/site-preview never gives a preview cookie without a link signed for this site and its staff', async () => {
    const harbour = (await getTenantByHost(HARBOUR))!
    const signed = (tenant: string, user: string, at = Date.now()) => signSitePreviewToken({ tenant, user }, at)
    const good = signed(String(harbour.id), '1')
    const forged = [
      signed(String(harbour.id), '999999'), // nobody
      signed(String(harbour.id), 'x'),
      signed('999999', '1'), // another (unknown) site
      signed(String(harbour.id), '1', Date.now() - 3 * 60 * 60 * 1000), // expired
      `${good.split('.')[0]}.${'A'.repeat(43)}`, // signature swapped
      `${Buffer.from('{"kind":"site","tenant":"1","user":"1","exp":1e15}').toString('base64url')}.${good.split('.')[1]}`,
    ]
    const cookies: string[] = []
    const cases = sample(sitePreviewSpec(forged), PER_ENDPOINT, 31).map(({ query, spec }) => ({
      label: `site-preview ${JSON.stringify(query.slice(0, 80))} ${describeSpec(spec)}`,
      request: () => buildRequest(`http://localhost/api/site-preview${query}`, spec),
      params: undefined,
    }))
    await fuzz('site preview', cases, async (request) => {
      const response = await sitePreviewGET(request)
      const cookie = response.headers.get('set-cookie')
      if (cookie && !/Max-Age=0$/.test(cookie)) cookies.push(`${request.url.slice(0, 80)} -> ${cookie.slice(0, 60)}`)
      return response
    })
    expect(cookies, 'preview cookies handed out').toEqual([])
  }, 120_000)

  test('leads: POST /api/leads stores a lead only for a valid form, and one per 2xx', async () => {
    const cases = sample(leadSpec, PER_ENDPOINT, 8).map((spec) => ({
      label: `lead ${describeSpec(spec)}`,
      request: () => buildRequest('http://localhost/api/leads', spec),
      params: undefined,
    }))
    // Storing a lead is this endpoint's write: the lead row and its delivery jobs.
    const isLeadTable = (t: string) => /^public\.(lead_inbox|lead_inbox_additional_services|payload_jobs(_log)?)$/.test(t)
    const { tally, before, after } = await fuzz(
      'leads',
      cases,
      async (request) => {
        const response = await leadPOST(request)
        // The route delivers a stored lead after answering; the delivery (its job row removed)
        // finishes here, not during the next endpoint's count of rows.
        if (response.ok) await kickLeadDeliveries()
        return response
      },
      isLeadTable,
    )
    expect(tally.ok2xx, 'some generated forms are valid and stored').toBeGreaterThan(0)
    expect(after.get('public.lead_inbox')! - before.get('public.lead_inbox')!).toBe(tally.ok2xx)
  }, 180_000)

  test('trade-in valuation: POST /api/trade-in/valuation writes nothing', async () => {
    // Most as JSON, so the fuzz reaches the checks behind the media type.
    const cases = sample(valuationSpec, PER_ENDPOINT, 43).map((spec, i) => {
      const sent = i % 10 === 0 ? spec : { ...spec, contentType: 'application/json' }
      return {
        label: `valuation ${describeSpec(sent)}`,
        request: () => buildRequest('http://localhost/api/trade-in/valuation', sent),
        params: undefined,
      }
    })
    const { tally } = await fuzz('trade-in valuation', cases, (request) => valuationPOST(request))
    expect(tally.ok2xx, 'some generated requests are valid and valued').toBeGreaterThan(0)
  }, 180_000)

  test('trade-in decision: POST /api/trade-in/decision stores a lead only for a verified offer, and one per 2xx', async () => {
    const harbour = (await getTenantByHost(HARBOUR))!
    const offer = valuationOffer(new Date())
    const token = offerSigner.sign({ tenant: String(harbour.id), offer })
    const cases = sample(decisionSpec, PER_ENDPOINT, 44).map((spec, i) => {
      const body =
        spec.body?.kind === 'json' && typeof spec.body.value === 'object' && spec.body.value
          ? (spec.body.value as Record<string, unknown>)
          : null
      if (body && body.offer_token === 'token') body.offer_token = token
      const sent = i % 10 === 0 ? spec : { ...spec, contentType: 'application/json' }
      return {
        label: `decision ${describeSpec(sent)}`,
        request: () => buildRequest('http://localhost/api/trade-in/decision', sent),
        params: undefined,
      }
    })
    const isLeadTable = (t: string) => /^public\.(lead_inbox|lead_inbox_additional_services|payload_jobs(_log)?)$/.test(t)
    const { tally, before, after } = await fuzz(
      'trade-in decision',
      cases,
      async (request) => {
        const response = await decisionPOST(request)
        if (response.ok) await kickLeadDeliveries()
        return response
      },
      isLeadTable,
    )
    expect(tally.ok2xx, 'some generated decisions are valid and stored').toBeGreaterThan(0)
    expect(after.get('public.lead_inbox')! - before.get('public.lead_inbox')!).toBe(tally.ok2xx)
  }, 180_000)

  test('trade-in photos: POST /api/trade-in/photos stores a photo only for an image, and one per 2xx', async () => {
    const draw = (format: 'jpeg' | 'png' | 'webp' | 'avif', size: number) =>
      sharp({ create: { width: size, height: size, channels: 3, background: '#3050c0' } })
        .toFormat(format)
        .toBuffer()
    const images = (await Promise.all([draw('jpeg', 32), draw('png', 8), draw('webp', 16), draw('avif', 16)])).map((b) => [...b])
    const cases = sample(photoSpec(images), PER_ENDPOINT, 45).map((spec) => ({
      label: `photo ${describeSpec(spec)}`,
      request: () => buildRequest('http://localhost/api/trade-in/photos', spec),
      params: undefined,
    }))
    // Storing a photo is this endpoint's write: its row (the file goes to the upload folder).
    const { tally, before, after } = await fuzz(
      'trade-in photos',
      cases,
      (request) => photoPOST(request),
      (t) => t === 'public.trade_in_photos',
    )
    expect(tally.ok2xx, 'some generated uploads are images and stored').toBeGreaterThan(0)
    expect(after.get('public.trade_in_photos')! - before.get('public.trade_in_photos')!).toBe(tally.ok2xx)
  }, 240_000)

  /** A resume link of a new application on Harbour City with `steps` saved (through the route, as a shopper's browser). */
  async function applicationToken(steps: Record<string, unknown>): Promise<string> {
    const response = await applicationPOST(
      new Request(`http://${HARBOUR}/api/finance-application`, {
        method: 'POST',
        headers: { host: HARBOUR, 'content-type': 'application/json', 'x-forwarded-for': '198.18.0.1' },
        body: JSON.stringify(steps),
      }),
    )
    expect(response.status).toBe(200)
    return (await response.json()).token
  }

  /** The cases of a finance application spec, with `token: 'token'` replaced by a real link. */
  const withToken = (specs: RequestSpec[], token: string, path: string) =>
    specs.map((spec, i) => {
      const body =
        spec.body?.kind === 'json' && typeof spec.body.value === 'object' && spec.body.value
          ? (spec.body.value as Record<string, unknown>)
          : null
      if (body && body.token === 'token') body.token = token
      // Most as JSON, so the fuzz reaches the checks behind the media type.
      const sent = i % 10 === 0 ? spec : { ...spec, contentType: 'application/json' }
      return { label: `${path} ${describeSpec(sent)}`, request: () => buildRequest(`http://localhost${path}`, sent), params: undefined }
    })

  test('finance application save: POST /api/finance-application writes only drafts', async () => {
    const token = await applicationToken({ personal: APPLICATION_STEPS_BODY.personal })
    const cases = withToken(sample(applicationSaveSpec, PER_ENDPOINT, 45), token, '/api/finance-application')
    const { tally } = await fuzz(
      'finance application save',
      cases,
      (request) => applicationPOST(request),
      (t) => t === 'public.finance_applications',
    )
    expect(tally.ok2xx, 'some generated steps are valid and saved').toBeGreaterThan(0)
  }, 180_000)

  test('finance application read: GET /api/finance-application?token= writes nothing', async () => {
    const token = await applicationToken({ personal: APPLICATION_STEPS_BODY.personal })
    const harbour = (await getTenantByHost(HARBOUR))!
    const forged = [
      applicationSigner.sign({ tenant: String(harbour.id), application: '999999999' }),
      applicationSigner.sign({ tenant: 'another', application: '1' }),
      offerSigner.sign({ tenant: String(harbour.id), application: '1' }),
    ]
    const cases = sample(applicationReadSpec(forged), PER_ENDPOINT, 46).map(({ query, spec }) => ({
      label: `finance application read ${JSON.stringify(query.slice(0, 80))} ${describeSpec(spec)}`,
      request: () => buildRequest(`http://localhost/api/finance-application${query.replace('?token=token', `?token=${token}`)}`, spec),
      params: undefined,
    }))
    const { tally } = await fuzz('finance application read', cases, (request) => applicationGET(request))
    expect(tally.ok2xx, 'the real link reads the draft').toBeGreaterThan(0)
  }, 180_000)

  test('finance application submit: POST /api/finance-application/submit stores a lead only for a complete application, one per 201', async () => {
    const token = await applicationToken(APPLICATION_STEPS_BODY)
    const cases = withToken(sample(applicationSubmitSpec, PER_ENDPOINT, 47), token, '/api/finance-application/submit')
    const isLeadTable = (t: string) => /^public\.(lead_inbox|lead_inbox_additional_services|payload_jobs(_log)?)$/.test(t)
    const { tally, before, after } = await fuzz(
      'finance application submit',
      cases,
      async (request) => {
        const response = await applicationSubmitPOST(request)
        if (response.ok) await kickLeadDeliveries()
        return response
      },
      isLeadTable,
    )
    const created = tally.statuses.get(201) ?? 0
    expect(created, 'the complete application is sent once; repeats answer its lead').toBe(1)
    expect(after.get('public.lead_inbox')! - before.get('public.lead_inbox')!).toBe(created)
  }, 180_000)

  test('shopper accounts and watchlist: /api/account/{action} and /api/watchlist/{action}', async () => {
    const cases = sample(shopperSpec, PER_ENDPOINT, 9).map(({ route, action, cookie, device, spec }) => {
      const cookies = [cookie === null ? null : `${SHOPPER_COOKIE}=${cookie}`, device === null ? null : `${DEVICE_COOKIE}=${device}`]
      const sent = cookies.some(Boolean) ? { ...spec, headers: { cookie: cookies.filter(Boolean).join('; ') } } : spec
      return {
        label: `${route}/${action} cookie=${JSON.stringify(cookie?.slice(0, 30))} device=${JSON.stringify(device?.slice(0, 30))} ${describeSpec(spec)}`,
        request: () => buildRequest(`http://localhost/api/${route}/${action}`, sent),
        params: { route, action },
      }
    })
    // A valid number is sent a code: that stores the code's hash, the one write a stranger can cause.
    const isCodeTable = (t: string) => t === 'public.shopper_codes'
    const { tally, before, after } = await fuzz(
      'shoppers',
      cases,
      (request, { route, action }) => {
        const params = { params: Promise.resolve({ action }) }
        if (route === 'watchlist') return watchlistPOST(request, params)
        return request.method === 'GET' || request.method === 'HEAD' ? shopperGET(request, params) : shopperPOST(request, params)
      },
      isCodeTable,
    )
    expect(tally.ok2xx, 'some calls are well formed (codes sent, "me" answered)').toBeGreaterThan(0)
    expect(after.get('public.shoppers'), 'no shopper is created without a code').toBe(before.get('public.shoppers'))
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM public.shopper_codes WHERE tenant_id = (SELECT id FROM public.tenants WHERE slug = 'red-centre-caravans')`,
    )
    expect(rows[0].n, 'a site without shopper accounts stores no code').toBe(0)
  }, 180_000)

  test('reserve: POST /api/reserve never reserves a car unpaid: what it writes are holds waiting on the payment page', async () => {
    // The cars are real ones of the site, so some requests reach the payment step.
    const cases = sample(reserveSpec, PER_ENDPOINT, 10).map((spec, i) => {
      const body =
        spec.body?.kind === 'json' && typeof spec.body.value === 'object' && spec.body.value
          ? (spec.body.value as Record<string, unknown>)
          : null
      if (body && body.car_id === 'car') body.car_id = realSlugs[i % realSlugs.length]
      // Most as JSON, so the fuzz reaches the checks behind the media type.
      const sent = i % 10 === 0 ? spec : { ...spec, contentType: 'application/json' }
      return {
        label: `reserve ${describeSpec(sent)}`,
        request: () => buildRequest('http://localhost/api/reserve', sent),
        params: undefined,
      }
    })
    const isReservationTable = (t: string) => /^public\.reservations(_history)?$/.test(t)
    const last = (await pool.query<{ id: number | null }>('SELECT max(id) AS id FROM public.reservations')).rows[0].id ?? 0
    await fuzz('reserve', cases, (request) => reservePOST(request), isReservationTable)
    const { rows } = await pool.query<{ id: number; status: string; payment_reference: string | null }>(
      `SELECT id, status::text, payment_reference FROM public.reservations WHERE id > $1`,
      [last],
    )
    expect(rows.filter((r) => r.status !== 'pending-payment' || !r.payment_reference?.startsWith('demo_cs_'))).toEqual([])
    console.log(`fuzz reserve: ${rows.length} requests reached the payment page (none paid)`)
    expect(rows.length, 'some requests are well formed enough to reach the payment page').toBeGreaterThan(0)
    // The shoppers never pay: let the holds go, as leaving the page does, so later tests find the cars free.
    for (const { id } of rows) await moveReservation(String(id), { status: 'payment-failed' }, 'Fuzz: the payment page was left unpaid')
  }, 180_000)

  test('payment events: POST /api/payment-events/stripe verifies before it reads, and no event it cannot match changes anything', async () => {
    const stripe = recordedStripe()
    const provider = createStripeProvider({ ...STRIPE_TEST_KEYS, fetch: stripe.fetch })
    // Refunds go through the app's provider (the collection's hook): make it this recorded one too.
    setPaymentProvider(provider)
    const webhook = createPaymentWebhookRoute(paymentWebhookDeps({ ...paidDeps, payments: provider }))
    const signatureOf = (kind: EventSignature, body: string, garbage: string) => {
      const now = new Date()
      if (kind === 'none') return null
      if (kind === 'garbage') return garbage.replace(/[^\x20-\x7e]/g, '')
      if (kind === 'wrong-secret') return stripeSignatureHeader(body, now, 'whsec_wrong')
      if (kind === 'stale') return stripeSignatureHeader(body, new Date(now.getTime() - 3_600_000))
      return stripeSignatureHeader(body, now)
    }
    const cases = sample(paymentEventSpec, PER_ENDPOINT, 11).map(({ signature, garbage, spec }) => ({
      label: `payment event signature=${signature} ${describeSpec(spec)}`,
      request: () => buildRequest('http://localhost/api/payment-events/stripe', spec),
      params: { signature, garbage },
    }))
    const { tally } = await fuzz('payment events', cases, async (request, { signature, garbage }) => {
      if (request.method === 'GET' || request.method === 'HEAD') return webhook(request)
      // Signed over the exact bytes sent, as Stripe signs; a body that cannot be read goes as it is.
      const text = await request.text().catch(() => null)
      if (text === null) return webhook(request)
      const headers = new Headers(request.headers)
      const header = signatureOf(signature, text, garbage)
      if (header === null) headers.delete('stripe-signature')
      else headers.set('stripe-signature', header)
      return webhook(new Request(request.url, { method: request.method, headers, body: text }))
    })
    expect(tally.ok2xx, 'properly signed events are acknowledged').toBeGreaterThan(0)
    expect(stripe.requests, 'no refund or other Stripe call is made for an event matching no reservation').toEqual([])
    setPaymentProvider(null)
  }, 180_000)

  test('the payment page’s way back: GET /api/reserve/cancel never cancels without the signed reference', async () => {
    const cases = sample(cancelSpec, PER_ENDPOINT, 12).map(({ reservation, ref, spec }) => {
      const query = new URLSearchParams()
      if (reservation !== null) query.set('reservation', reservation)
      if (ref !== null) query.set('ref', ref)
      return {
        label: `cancel ?${query} ${describeSpec(spec)}`,
        request: () => buildRequest(`http://localhost/api/reserve/cancel?${query}`, spec),
        params: undefined,
      }
    })
    const { tally } = await fuzz('reserve cancel', cases, (request) => cancelGET(request))
    expect(tally.ok2xx + tally.other3xx, 'no guessed link is followed').toBe(0)
  }, 180_000)

  test('the demo payment page: GET and POST /api/reserve/demo-payment open nothing and pay nothing without a session we signed', async () => {
    const cases = sample(demoPaymentSpec, PER_ENDPOINT, 23).map(({ session, outcome, form, spec }) => {
      const query = session === null ? '' : `?session=${looseEncode(session)}`
      const fields = new URLSearchParams({ outcome })
      if (session !== null) fields.set('session', session)
      const posted = spec.method === 'POST' && form
      return {
        label: `demo payment ${spec.method} session=${JSON.stringify(session?.slice(0, 30))} outcome=${JSON.stringify(outcome.slice(0, 20))}`,
        request: () =>
          buildRequest(`http://localhost/api/reserve/demo-payment${query}`, {
            ...spec,
            ...(posted ? { contentType: 'application/x-www-form-urlencoded', body: { kind: 'text', text: fields.toString() } } : {}),
          }),
        params: undefined,
      }
    })
    const isReservationTable = (t: string) => /^public\.reservations(_history)?$/.test(t)
    const { tally, before, after } = await fuzz(
      'demo payment page',
      cases,
      (request) => (request.method === 'POST' ? demoPaymentPOST(request) : demoPaymentGET(request)),
      isReservationTable,
    )
    expect(tally.ok2xx + tally.other3xx, 'no page opens and nothing is paid').toBe(0)
    expect(after.get('public.reservations'), 'no reservation changes').toBe(before.get('public.reservations'))
  }, 180_000)

  test('staff feed actions (rotate a key, confirm a held run): no key for an editor or a stranger, no run confirmed', async () => {
    const { config } = await testPayload()
    const editor = await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD)
    const cases = sample(feedStaffSpec, PER_ENDPOINT, 19).map(({ action, slug, runId, auth, spec }) => {
      const path = action === 'key' ? `${looseEncode(slug)}/key` : `${looseEncode(slug)}/runs/${looseEncode(runId)}/confirm`
      return {
        label: `feed ${action} ${JSON.stringify(slug.slice(0, 30))} ${auth} ${describeSpec(spec)}`,
        request: () => buildRequest(`http://localhost/api/feeds/${path}`, { ...spec, headers: STAFF_AUTH[auth](feedKey, editor) }),
        params: { action, dealershipSlug: slug, runId },
      }
    })
    const { tally } = await fuzz('feed staff actions', cases, (request, { action, dealershipSlug, runId }) =>
      action === 'key'
        ? feedKeyPOST(request, { params: Promise.resolve({ dealershipSlug }) })
        : feedConfirmPOST(request, { params: Promise.resolve({ dealershipSlug, runId }) }),
    )
    expect(tally.ok2xx, 'no key is issued and no run confirmed').toBe(0)
    expect(tally.statuses.get(403), 'editors reach the permission check').toBeGreaterThan(0)
  }, 180_000)

  test('stock feeds: POST /api/feeds/{dealershipSlug}, with and without a valid key', async () => {
    const specs = sample(feedSpec, PER_ENDPOINT, 6)
    const cases = specs.map(({ slug, auth, spec }) => ({
      label: `feed ${JSON.stringify(slug.slice(0, 40))} ${auth} ${describeSpec(spec)}`,
      request: () =>
        buildRequest(`http://localhost/api/feeds/${looseEncode(slug)}`, { ...spec, headers: AUTH_HEADERS[auth](feedKey, otherKey) }),
      params: { dealershipSlug: slug },
    }))
    const keyed = specs.filter((s) => s.slug === FUZZ_DEALER && ['bearer', 'x-feed-key', 'lowercase-bearer'].includes(s.auth))
    expect(keyed.length, 'most feeds carry the valid key, so they reach the parser').toBeGreaterThan(PER_ENDPOINT / 2)
    const lastRun = await pool.query<{ id: string | null }>('SELECT max(id) AS id FROM inventory.feed_runs')
    // A feed the import rejects (a bad file, or no valid row) is recorded as a failed run for the
    // dealer's feed health (src/search/ingest/feed-runs.ts); nothing else may change.
    const { tally, before, after } = await fuzz(
      'feeds',
      cases,
      (request, params) => feedPOST(request, { params: Promise.resolve(params) }),
      (table) => table === 'inventory.feed_runs',
    )
    const { rows: runs } = await pool.query<{ dealership_slug: string; ok: boolean }>(
      'SELECT dealership_slug, ok FROM inventory.feed_runs WHERE id > $1',
      [lastRun.rows[0].id ?? 0],
    )
    expect(
      runs.every((r) => r.dealership_slug === FUZZ_DEALER && !r.ok),
      'only failed runs of the fuzz dealer were recorded',
    ).toBe(true)
    expect(runs.length).toBeLessThanOrEqual(tally.statuses.get(400) ?? 0)
    expect(after.get('inventory.feed_runs')! - before.get('inventory.feed_runs')!).toBe(runs.length)
    expect(tally.ok2xx, 'no generated feed is importable').toBe(0)
    console.log(
      `fuzz feeds: ${keyed.length} with the valid key; ${tally.statuses.get(401) ?? 0} refused for the key, ` +
        `${tally.statuses.get(413) ?? 0} too large, ${tally.statuses.get(400) ?? 0} bad feeds (${runs.length} recorded as failed runs)`,
    )
  }, 180_000)

  test('Payload’s GraphQL API: POST /api/graphql, anonymous, with queries Payload could not measure', async () => {
    const cases = sample(graphqlSpec, PER_ENDPOINT, 15).map((spec) => ({
      label: `graphql ${describeSpec(spec)}`,
      request: () => buildRequest('http://localhost:3000/api/graphql', spec),
      params: undefined,
    }))
    const { tally } = await fuzz('graphql', cases, (request) => graphqlPOST(request))
    expect(tally.ok2xx, 'some queries run (GraphQL answers its own errors with 200)').toBeGreaterThan(0)
  }, 180_000)

  test('launch and take offline: POST /api/tenants/{id}/launch and /take-offline change no site for an editor or a stranger', async () => {
    const { config } = await testPayload()
    const editor = await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD)
    const states = async () => (await pool.query('SELECT id, launched_at FROM tenants ORDER BY id')).rows
    const before = await states()
    const cases = sample(launchSpec, PER_ENDPOINT, 32).map(({ action, id, auth, spec }) => {
      const path = `tenants/${looseEncode(id)}/${action}`
      return {
        label: `${action} ${JSON.stringify(id.slice(0, 30))} ${auth} ${describeSpec(spec)}`,
        request: () => buildRequest(`http://localhost:3000/api/${path}`, { ...spec, headers: STAFF_AUTH[auth](feedKey, editor) }),
        params: { slug: ['tenants', id, action] },
      }
    })
    const handlers: Record<string, typeof cmsRest.POST> = {
      POST: cmsRest.POST,
      PUT: cmsRest.PUT,
      PATCH: cmsRest.PATCH,
      DELETE: cmsRest.DELETE,
      OPTIONS: cmsRest.OPTIONS,
    }
    const done: string[] = []
    const { tally } = await fuzz('launch', cases, async (request, params) => {
      const response = await (handlers[request.method] ?? cmsRest.POST)(request, { params: Promise.resolve(params) })
      // A CORS preflight (OPTIONS) answers 200 and does nothing.
      if (response.ok && request.method !== 'OPTIONS') done.push(`${request.method} ${request.url}`)
      return response
    })
    expect(done, 'no site is launched or taken offline').toEqual([])
    expect(tally.statuses.get(403), 'editors reach the permission check').toBeGreaterThan(0)
    expect(await states()).toEqual(before)
  }, 180_000)

  test('Payload’s REST version routes: /api/{collection}/versions/..., anonymous, on collections that keep none too', async () => {
    const handlers: Record<string, (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>> = {
      GET: cmsRest.GET,
      POST: cmsRest.POST,
      PATCH: cmsRest.PATCH,
      DELETE: cmsRest.DELETE,
    }
    const cases = sample(cmsVersionSpec(collections), PER_ENDPOINT, 16).map(({ path, spec }) => ({
      label: `rest ${spec.method} ${path.slice(0, 80)} ${describeSpec(spec)}`,
      request: () => buildRequest(`http://localhost:3000/api/${path}`, spec),
      params: { slug: path.split('?')[0].split('/').filter(Boolean) },
    }))
    await fuzz('cms versions', cases, (request, params) => handlers[request.method](request, { params: Promise.resolve(params) }))
  }, 180_000)

  test('the lead inbox filter: GET /api/lead-inbox/filter only ever redirects to the lead list', async () => {
    const cases = sample(leadFilterSpec, PER_ENDPOINT, 42).map(({ query, spec }) => ({
      label: `lead filter ${query.slice(0, 120)} ${describeSpec(spec)}`,
      request: () => buildRequest(`http://localhost:3000/api/lead-inbox/filter${query}`, spec),
      params: { slug: ['lead-inbox', 'filter'] },
    }))
    const elsewhere: string[] = []
    const { tally } = await fuzz('lead inbox filter', cases, async (request, params) => {
      const response = await cmsRest.GET(request, { params: Promise.resolve(params) })
      const location = response.headers.get('location')
      if (response.status === 303 && !location?.startsWith('/admin/collections/lead-inbox')) elsewhere.push(`${request.url} -> ${location}`)
      return response
    })
    expect(tally.statuses.get(303), 'filters are sent on to the list').toBeGreaterThan(0)
    expect(elsewhere, 'redirects that leave the lead list').toEqual([])
  }, 180_000)

  test('metrics: GET /metrics answers the platform host only, any method, any Authorization', async () => {
    const cases = sample(metricsSpec(process.env.METRICS_TOKEN!), PER_ENDPOINT, 20).map(({ authorization, spec }) => ({
      label: `metrics authorization=${JSON.stringify(authorization)} ${describeSpec(spec)}`,
      request: () => buildRequest('http://localhost/metrics', authorization === null ? spec : { ...spec, headers: { authorization } }),
      params: undefined,
    }))
    const answeredOffPlatform: string[] = []
    const { tally } = await fuzz('metrics', cases, async (request) => {
      const handler = request.method === 'GET' || request.method === 'HEAD' ? metricsRoute.GET : metricsRoute.POST
      const response = await handler(request)
      if (response.status !== 404 && offPlatformHost(request)) answeredOffPlatform.push(`${response.status} ${request.headers.get('host')}`)
      return response
    })
    expect(tally.ok2xx, 'the platform host is answered with the token').toBeGreaterThan(0)
    expect(answeredOffPlatform, 'anything but a 404 off the platform host').toEqual([])
  }, 180_000)

  test('the image optimizer: GET /_next/image (proxy, Next’s checks and transform, our image routes) never answers 5xx', async () => {
    // Our routes behind the addresses the optimizer may fetch (next.config localPatterns), with
    // their path parameter decoded as Next decodes it; any other address has no route of ours.
    const routes: ImageRoutes = async (url) => {
      const drawn = /^\/api\/inventory-images\/([^/]+)$/.exec(url.pathname)
      if (drawn) return inventoryImageGET(new Request(url), { params: Promise.resolve({ file: decodeURIComponent(drawn[1]) }) })
      const media = /^\/api\/media\/file\/([^/]+)$/.exec(url.pathname)
      if (media)
        return cmsRest.GET(new Request(url), { params: Promise.resolve({ slug: ['media', 'file', decodeURIComponent(media[1])] }) })
      return null
    }
    const cases = sample(imageSpec(mediaFiles), PER_ENDPOINT, 17).map(({ url, encode, w, q, accept, spec }) => {
      // Encoded, or as typed: printable ASCII left as it is (its escapes, broken or not, reach Next's parser).
      const raw = [...url].map((c) => (/[\x21-\x7e]/.test(c) && !'#&+'.includes(c) ? c : looseEncode(c))).join('')
      const search = `?url=${encode === 'encoded' ? looseEncode(url) : raw}&w=${w}&q=${q}`
      const sent = accept === null ? spec : { ...spec, headers: { accept } }
      return {
        label: `image ${JSON.stringify(url.slice(0, 80))} w=${w} q=${q} accept=${JSON.stringify(accept?.slice(0, 40))}`,
        request: () => buildRequest(`http://localhost/_next/image${search}`, sent),
        params: undefined,
      }
    })
    const { tally } = await fuzz('image optimizer', cases, (request) => optimizeImage(request, routes))
    expect(tally.ok2xx, 'our drawn images are optimized').toBeGreaterThan(0)
  }, 300_000)
})
