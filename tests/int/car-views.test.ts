// GET /api/cars/{slug}/view.json on the demo stock: one view per visitor per car per
// day, bots not counted, bad input refused without a row written, another dealer's car a 404.
import { beforeAll, describe, expect, test } from 'vitest'
import { type CarViewDeps, createCarViewHandler } from '@/src/api/car-views'
import { GET } from '@/src/app/api/cars/[slug]/view.json/route'
import { getTenantByHost } from '@/src/cms/tenants'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { carViews, countCarView, findCarBySlug } from '@/src/search/engine'
import { VISITOR_COOKIE } from '@/src/lib/visitor-cookie'
import { GROUP, HARBOUR, loadDemoStock, visibleTo } from '../helpers/demo-stock'

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'
let harbour: TenantConfig
let group: TenantConfig
let records: SearchRecord[]
let clock = new Date('2026-11-23T01:00:00Z')

const deps: CarViewDeps = {
  findTenant: getTenantByHost,
  findCar: findCarBySlug,
  countView: countCarView,
  viewsOf: carViews,
  clientIp: (headers) => headers.get('x-test-ip') ?? 'unknown',
  secret: () => 'test-secret',
  now: () => clock,
}
const handler = createCarViewHandler(deps)

async function view(host: string, slug: string, options: { ip?: string; agent?: string; query?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { host, 'user-agent': options.agent ?? BROWSER, 'x-test-ip': options.ip ?? '203.0.113.1' }
  if (options.cookie) headers.cookie = options.cookie
  const response = await handler(new Request(`http://${host}/api/cars/${slug}/view.json${options.query ?? ''}`, { headers }), slug)
  return { status: response.status, body: await response.json(), setCookie: response.headers.get('set-cookie') }
}

/** The name=value a browser sends back for a Set-Cookie. */
const sentBack = (setCookie: string | null) => setCookie!.split(';')[0]

beforeAll(async () => {
  ;({ harbour, group, records } = await loadDemoStock())
})

describe('vehicle page views', () => {
  test('one view per visitor per car per day; another visitor or another day counts again', async () => {
    const car = records.find((r) => visibleTo(harbour)(r) && !r.sold)!
    const before = await carViews(car.objectID)
    const base = car.views ?? 0
    expect(await view(HARBOUR, car.slug)).toMatchObject({ status: 200, body: { views: base + before + 1 } })
    expect((await view(HARBOUR, car.slug)).body.views).toBe(base + before + 1)
    expect((await view(HARBOUR, car.slug, { ip: '203.0.113.2' })).body.views).toBe(base + before + 2)
    expect((await view(HARBOUR, car.slug, { agent: `${BROWSER} Edg/131` })).body.views).toBe(base + before + 3)
    clock = new Date(clock.getTime() + 24 * 3600 * 1000)
    expect((await view(HARBOUR, car.slug)).body.views).toBe(base + before + 4)
    expect(await carViews(car.objectID)).toBe(before + 4)
  })

  test('a visitor with the cookie their first view set counts once a day, from any address or browser', async () => {
    const car = records.filter((r) => visibleTo(harbour)(r) && !r.sold)[2]
    const before = await carViews(car.objectID)
    const first = await view(HARBOUR, car.slug, { ip: '203.0.113.50' })
    expect(first.setCookie).toMatch(
      new RegExp(`^${VISITOR_COOKIE}=[\\w-]{22}\\.[\\w-]+; Path=/; HttpOnly;( Secure;)? SameSite=Lax; Max-Age=\\d+$`),
    )
    const cookie = sentBack(first.setCookie)
    // The same phone on another network, after a browser update: the same visitor.
    for (const [ip, agent] of [
      ['198.51.100.61', BROWSER],
      ['198.51.100.62', `${BROWSER} Edg/132`],
    ]) {
      const again = await view(HARBOUR, car.slug, { ip, agent, cookie: `other=1; ${cookie}` })
      expect(again.setCookie, 'a valid cookie is kept as it is').toBeNull()
    }
    expect(await carViews(car.objectID)).toBe(before + 1)
    // Without the cookie, that address and browser were already counted today.
    expect((await view(HARBOUR, car.slug, { ip: '203.0.113.50' })).setCookie).toBe(first.setCookie)
    expect(await carViews(car.objectID)).toBe(before + 1)
    clock = new Date(clock.getTime() + 24 * 3600 * 1000)
    await view(HARBOUR, car.slug, { ip: '198.51.100.63', cookie })
    expect(await carViews(car.objectID)).toBe(before + 2)
  })

  test('made-up or forged visitor cookies do not make new visitors: they count as the address and browser', async () => {
    const car = records.filter((r) => visibleTo(harbour)(r) && !r.sold)[3]
    const before = await carViews(car.objectID)
    const forged = [
      `${VISITOR_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA.forged`,
      `${VISITOR_COOKIE}=BBBBBBBBBBBBBBBBBBBBBB.${'x'.repeat(43)}`,
      `${VISITOR_COOKIE}=not-an-id`,
      `${VISITOR_COOKIE}=`,
    ]
    for (const cookie of forged) {
      const answer = await view(HARBOUR, car.slug, { ip: '203.0.113.70', cookie })
      expect(answer.status).toBe(200)
      expect(answer.setCookie, 'a new, valid cookie replaces it').toMatch(new RegExp(`^${VISITOR_COOKIE}=`))
    }
    expect(await carViews(car.objectID)).toBe(before + 1)
  })

  test('bots and scripts are answered but not counted', async () => {
    const car = records.filter((r) => visibleTo(harbour)(r) && !r.sold)[1]
    const before = await carViews(car.objectID)
    for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1)', 'curl/8.5.0', '']) {
      const answer = await view(HARBOUR, car.slug, { agent, ip: '198.51.100.9' })
      expect(answer.status).toBe(200)
      expect(answer.setCookie).toBeNull()
    }
    expect(await carViews(car.objectID)).toBe(before)
  })

  test("another dealer's car and unknown slugs are 404s; a bad query is a 400; neither writes a row", async () => {
    const theirs = records.find((r) => visibleTo(group)(r) && !visibleTo(harbour)(r))!
    const before = await carViews(theirs.objectID)
    expect((await view(HARBOUR, theirs.slug)).status).toBe(404)
    expect((await view(HARBOUR, 'no-such-car')).status).toBe(404)
    expect((await view('nobody.localhost', theirs.slug)).status).toBe(404)
    const bad = await view(GROUP, theirs.slug, { query: '?photos_count=lots' })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatch(/photos_count/)
    expect(await carViews(theirs.objectID)).toBe(before)
  })

  test("car_fields: null when the page is current, the car's fields when it was rendered from older ones", async () => {
    const car = records.find((r) => visibleTo(harbour)(r) && !r.sold && r.updated_at)!
    const current = `?photos_count=${car.photos_count}&updated_at=${encodeURIComponent(car.updated_at!)}`
    expect((await view(HARBOUR, car.slug, { query: current })).body.car_fields).toBeNull()
    const stale = await view(HARBOUR, car.slug, { query: `?photos_count=${(car.photos_count ?? 0) + 1}&updated_at=2000-01-01` })
    expect(stale.body.car_fields).toMatchObject({ price: car.price ?? null, status: car.status, photos_count: car.photos_count })
  })

  test('the route answers on the dealer host through the rate limit', async () => {
    const car = records.find((r) => visibleTo(harbour)(r))!
    const response = await GET(
      new Request(`http://${HARBOUR}/api/cars/${car.slug}/view.json`, { headers: { host: HARBOUR, 'user-agent': BROWSER } }),
      {
        params: Promise.resolve({ slug: car.slug }),
      },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
