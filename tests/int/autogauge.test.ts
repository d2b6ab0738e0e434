import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { GET } from '@/src/app/api/cars/[slug]/autogauge/route'
import { getTenantByHost } from '@/src/cms/tenants'
import { isPurchasable } from '@/src/domain/finance/eligibility'
import {
  comparableCriteria,
  isComparable,
  marketRangeFromComparables,
  priceComparisonApplies,
  shouldShowPriceComparison,
} from '@/src/domain/inventory/price-comparison'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import {
  type AutogaugeDeps,
  COMPARISON_TTL_MS,
  FEATURE_OFF_MESSAGE,
  UNKNOWN_CAR_MESSAGE,
  createAutogaugeHandler,
} from '@/src/api/price-comparison'
import { type RateLimiter, createRateLimiter, setRateLimiter } from '@/src/lib/rate-limit'
import { UNKNOWN_HOST_MESSAGE } from '@/src/lib/tenant-request'
import { findRecordBySlug } from '@/src/search/engine/postgres/lookup'
import { sharedInventoryDb } from '@/src/search/engine/postgres/pool'
import { table } from '@/src/search/engine/postgres/schema'
import { matches } from '@/src/search/protocol'
import { testPayload } from '../helpers/payload'

/** GET /api/cars/{slug}/autogauge on the demo sites and demo stock. */
const HARBOUR = 'harbour-city-motors.localhost'
const GROUP = 'southern-cross-auto-group.localhost'
const COASTLINE = 'coastline-motorcycles.localhost'
let harbour: TenantConfig
let group: TenantConfig
let records: SearchRecord[]

const get = (host: string, slug: string) =>
  GET(new Request(`http://${host}/api/cars/${slug}/autogauge`, { headers: { host } }), { params: Promise.resolve({ slug }) })

const visibleTo = (tenant: TenantConfig) => (r: SearchRecord) => matches(tenantInventoryFilter(tenant, new Date()), r)

/** The comparables of a car among the given stock, straight from the stored records. */
function comparables(car: SearchRecord, stock: SearchRecord[]): SearchRecord[] {
  const criteria = comparableCriteria({ ...car, year: car.year!, km: car.km! })
  return stock.filter((r) => r.show_on_dealer_website !== false && isComparable(criteria, r))
}

const expectedFor = (car: SearchRecord, stock: SearchRecord[]) =>
  marketRangeFromComparables(
    car.price!,
    comparables(car, stock).map((r) => r.price!),
    { label: `${car.year} ${car.make} ${car.model}` },
  )

/** The route's handler on the real database, with the site's feature switch forced. */
function handlerWith(priceComparison: boolean, overrides: Partial<AutogaugeDeps> = {}) {
  return createAutogaugeHandler({
    findTenant: async (host) => {
      const tenant = await getTenantByHost(host)
      return tenant && { ...tenant, features: { ...tenant.features, priceComparison } }
    },
    findCar: (slug, scope) => findRecordBySlug(sharedInventoryDb(), slug, scope),
    provider: () => ({ name: 'none', ask: async () => ({ ok: false, reason: 'none' }) as const }),
    now: () => new Date(),
    ...overrides,
  })
}
const request = (host: string, slug: string) => new Request(`http://${host}/api/cars/${slug}/autogauge`, { headers: { host } })

beforeAll(async () => {
  await testPayload()
  harbour = (await getTenantByHost(HARBOUR))!
  group = (await getTenantByHost(GROUP))!
  const db = sharedInventoryDb()
  records = (await db.pool.query(`SELECT _record FROM ${table(db, 'vehicles')}`)).rows.map((r) => r._record)
})

describe('price comparison route', () => {
  test("a used car with comparables gets the offline market range computed from this site's stock only", async () => {
    expect(harbour.features.priceComparison, 'the demo data turns the feature on for Harbour City Motors').toBe(true)
    const own = records.filter(visibleTo(harbour))
    const others = records.filter((r) => !visibleTo(harbour)(r))
    // The car with the most comparables of its own site, among those that also have some on another site.
    const car = own
      .filter(priceComparisonApplies)
      .filter((r) => comparables(r, others).length > 0)
      .sort((a, b) => comparables(b, own).length - comparables(a, own).length)[0]
    expect(comparables(car, own).length).toBeGreaterThanOrEqual(3)
    const res = await get(HARBOUR, car.slug)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, max-age=300')
    const body = await res.json()
    expect(body).toEqual(expectedFor(car, own))
    expect(body).not.toEqual(expectedFor(car, records))
    expect(body.listing_price).toBe(car.price)
    expect(body.market_range_min).toBeLessThanOrEqual(body.market_range_max)
    expect(body.fill).toBeGreaterThanOrEqual(0)
    expect(body.fill).toBeLessThanOrEqual(1)
    expect(body.description).toMatch(/^Priced .* the typical price of \d+ similar /)
  })

  test('on the motorcycle demo dealer, enough comparable bikes meet that the panel shows on some used bikes', async () => {
    const coastline = (await getTenantByHost(COASTLINE))!
    expect(coastline.features.priceComparison).toBe(true)
    const own = records.filter(visibleTo(coastline))
    const expected = own.filter((car) => priceComparisonApplies(car) && shouldShowPriceComparison(expectedFor(car, own)))
    expect(expected.length).toBeGreaterThanOrEqual(2)
    for (const car of expected.slice(0, 4)) {
      const res = await get(COASTLINE, car.slug)
      expect(res.status).toBe(200)
      const body = await res.json()
      expect(body).toEqual(expectedFor(car, own))
      expect(shouldShowPriceComparison(body)).toBe(true)
    }
  })

  test("another site's car is not found, even by its exact slug", async () => {
    const other = records.find(
      (r) => visibleTo(group)(r) && !visibleTo(harbour)(r) && !records.some((h) => h.slug === r.slug && visibleTo(harbour)(h)),
    )!
    const res = await get(HARBOUR, other.slug)
    expect(res.status).toBe(404)
    expect((await res.json()).error).toBe(UNKNOWN_CAR_MESSAGE)
  })

  test('a car the site hides (sold too long ago, or not on the website) is not found', async () => {
    const hidden = records.find((r) => r.dealership_slug === 'harbour-city-motors' && !visibleTo(harbour)(r))
    expect(hidden, 'the demo stock has a hidden Harbour City car').toBeDefined()
    expect((await get(HARBOUR, hidden!.slug)).status).toBe(404)
  })

  test('a site without the feature answers 404 before looking the car up, as does an unknown host', async () => {
    const car = records.find(visibleTo(group))!
    const off = await handlerWith(false, {
      findCar: async () => {
        throw new Error('must not be called')
      },
    })(request(GROUP, car.slug), car.slug)
    expect(off.status).toBe(404)
    expect((await off.json()).error).toBe(FEATURE_OFF_MESSAGE)
    const unknown = await get('nobody.localhost', car.slug)
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error).toBe(UNKNOWN_HOST_MESSAGE)
  })

  test.each([
    ['a new car (Autogauge is for used cars only)', (r: SearchRecord) => r.car_type === 'new' && isPurchasable(r)],
    ['a used car that cannot be bought', (r: SearchRecord) => r.car_type === 'used' && !isPurchasable(r)],
  ])('%s has no comparison: 204, no body', async (_name, pick) => {
    const car = records.find((r) => visibleTo(harbour)(r) && pick(r))!
    expect(car).toBeDefined()
    const res = await get(HARBOUR, car.slug)
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
  })

  test('provider failure is a 502, no answer a 204, a database failure a 503: never a 500', async () => {
    const car = records.find((r) => visibleTo(harbour)(r) && priceComparisonApplies(r))!
    const failing = handlerWith(true, {
      provider: () => ({
        name: 'down',
        ask: async () => ({ ok: false, reason: 'unavailable', detail: 'timeout' }) as const,
      }),
    })
    const down = await failing(request(HARBOUR, car.slug), car.slug)
    expect(down.status).toBe(502)
    expect((await down.json()).error).toBe('The price comparison service did not answer.')
    expect((await handlerWith(true)(request(HARBOUR, car.slug), car.slug)).status).toBe(204)
    const noDb = handlerWith(true, {
      findCar: async () => {
        throw new Error('connection refused')
      },
    })
    expect((await noDb(request(HARBOUR, car.slug), car.slug)).status).toBe(503)
    const engineDown = handlerWith(true, {
      provider: () => ({
        name: 'x',
        ask: async () => {
          throw new Error('connection refused')
        },
      }),
    })
    expect((await engineDown(request(HARBOUR, car.slug), car.slug)).status).toBe(503)
  })

  test('slugs that are not slugs are 404 without touching the database', async () => {
    const handle = handlerWith(true, {
      findCar: async () => {
        throw new Error('must not be called')
      },
    })
    const slug = "x' OR 1=1 --"
    const res = await handle(request(HARBOUR, encodeURIComponent(slug)), slug)
    expect(res.status).toBe(404)
    expect((await res.json()).error).toBe(UNKNOWN_CAR_MESSAGE)
  })
})

describe('price comparison: cached and rate limited', () => {
  const range = { fill: 0.4, listing_price: 1, market_range_min: 1, market_range_max: 2, confidence: 0.5, description: 'x' }

  function counting(answer: 'ok' | 'unavailable' = 'ok') {
    const asked: string[] = []
    let clock = Date.parse('2026-11-23T00:00:00Z')
    const handle = handlerWith(true, {
      provider: () => ({
        name: 'counting',
        ask: async (car) => {
          asked.push(car.slug)
          return answer === 'ok'
            ? ({ ok: true, value: { ...range, listing_price: car.price ?? 0 } } as const)
            : ({ ok: false, reason: 'unavailable', detail: 'down' } as const)
        },
      }),
      now: () => new Date(clock),
    })
    return { handle, asked, later: (ms: number) => (clock += ms) }
  }

  test('the same car on the same site is asked of the provider once per TTL; another car or another site asks again', async () => {
    const [car, other] = records.filter((r) => visibleTo(harbour)(r) && !visibleTo(group)(r) && priceComparisonApplies(r))
    const shared = records.find((r) => visibleTo(harbour)(r) && visibleTo(group)(r) && priceComparisonApplies(r))
    const { handle, asked, later } = counting()
    for (let i = 0; i < 3; i++) {
      const res = await handle(request(HARBOUR, car.slug), car.slug)
      expect(res.status).toBe(200)
      expect((await res.json()).listing_price).toBe(car.price)
    }
    expect(asked).toEqual([car.slug])
    await handle(request(HARBOUR, other.slug), other.slug)
    expect(asked).toEqual([car.slug, other.slug])
    if (shared) {
      await handle(request(HARBOUR, shared.slug), shared.slug)
      await handle(request(GROUP, shared.slug), shared.slug)
      expect(asked.filter((s) => s === shared.slug)).toHaveLength(2)
    }
    later(COMPARISON_TTL_MS - 1)
    await handle(request(HARBOUR, car.slug), car.slug)
    expect(asked.filter((s) => s === car.slug)).toHaveLength(1)
    later(1)
    await handle(request(HARBOUR, car.slug), car.slug)
    expect(asked.filter((s) => s === car.slug)).toHaveLength(2)
  })

  test('a failed provider call is not kept: the next request asks again', async () => {
    const car = records.find((r) => visibleTo(harbour)(r) && priceComparisonApplies(r))!
    const { handle, asked } = counting('unavailable')
    expect((await handle(request(HARBOUR, car.slug), car.slug)).status).toBe(502)
    expect((await handle(request(HARBOUR, car.slug), car.slug)).status).toBe(502)
    expect(asked).toHaveLength(2)
  })

  describe('through the route', () => {
    let limiter: RateLimiter
    beforeAll(() => {
      limiter = createRateLimiter({ databaseUrl: process.env.DATABASE_URL, policies: { priceComparison: { points: 2 } } })
      setRateLimiter(limiter)
    })
    afterAll(async () => {
      setRateLimiter(null)
      await limiter.close()
    })

    test('requests are counted per IP: 429 with Retry-After past the limit, other IPs unaffected', async () => {
      const car = records.find((r) => visibleTo(harbour)(r) && priceComparisonApplies(r))!
      const from = (ip: string) =>
        GET(new Request(`http://${HARBOUR}/api/cars/${car.slug}/autogauge`, { headers: { host: HARBOUR, 'x-forwarded-for': ip } }), {
          params: Promise.resolve({ slug: car.slug }),
        })
      // 200 or 204 (no comparables): either way answered, not refused.
      for (let i = 0; i < 2; i++) expect((await from('203.0.113.90')).status).toBeLessThan(300)
      const refused = await from('203.0.113.90')
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await refused.json()).error).toMatch(/^Too many requests/)
      expect((await from('203.0.113.91')).status).toBeLessThan(300)
    })
  })
})
