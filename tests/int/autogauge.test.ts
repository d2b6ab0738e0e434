import { beforeAll, describe, expect, test } from 'vitest'
import { GET } from '@/src/app/api/cars/[slug]/autogauge/route'
import { getTenantByHost } from '@/src/cms/tenants'
import { isPurchasable } from '@/src/domain/finance/eligibility'
import { comparableWindow, marketEstimate } from '@/src/domain/inventory/price-comparison'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { FEATURE_OFF_MESSAGE, UNKNOWN_CAR_MESSAGE, createAutogaugeHandler } from '@/src/lib/autogauge'
import { ProviderError } from '@/src/pricing'
import { findRecordBySlug } from '@/src/search/engine/postgres/lookup'
import { sharedInventoryDb } from '@/src/search/engine/postgres/pool'
import { table } from '@/src/search/engine/postgres/schema'
import { matches } from '@/src/search/protocol'
import { testPayload } from '../helpers/payload'

/** GET /api/cars/{slug}/autogauge (spec 1 §5, §7, §8) on the demo sites and demo stock. */
const HARBOUR = 'harbour-city-motors.localhost'
const GROUP = 'southern-cross-auto-group.localhost'
let harbour: TenantConfig
let group: TenantConfig
let records: SearchRecord[]

const get = (host: string, slug: string) =>
  GET(new Request(`http://${host}/api/cars/${slug}/autogauge`, { headers: { host } }), { params: Promise.resolve({ slug }) })

const visibleTo = (tenant: TenantConfig) => (r: SearchRecord) => matches(tenantInventoryFilter(tenant, new Date()), r)

/** The comparables the offline provider must use, straight from the stored records. */
function comparablePrices(car: SearchRecord): number[] {
  const w = comparableWindow({ make: car.make, model: car.model, year: car.year!, km: car.km! })
  return records
    .filter((r) => r.objectID !== car.objectID && r.show_on_dealer_website !== false)
    .filter((r) => r.make.toLowerCase() === w.make.toLowerCase() && r.model.toLowerCase() === w.model.toLowerCase())
    .filter((r) => r.year! >= w.year[0] && r.year! <= w.year[1] && r.km! >= w.km[0] && r.km! <= w.km[1] && (r.price ?? 0) > 200)
    .map((r) => r.price!)
}

beforeAll(async () => {
  await testPayload()
  harbour = (await getTenantByHost(HARBOUR))!
  group = (await getTenantByHost(GROUP))!
  const db = sharedInventoryDb()
  records = (await db.pool.query(`SELECT _record FROM ${table(db, 'vehicles')}`)).rows.map((r) => r._record)
})

describe('price comparison route', () => {
  test('a purchasable car with comparables gets the offline market range computed from them', async () => {
    const car = records
      .filter(visibleTo(harbour))
      .filter((r) => isPurchasable(r) && r.year !== undefined && r.km !== undefined)
      .sort((a, b) => comparablePrices(b).length - comparablePrices(a).length)[0]
    expect(comparablePrices(car).length).toBeGreaterThanOrEqual(3)
    const res = await get(HARBOUR, car.slug)
    expect(res.status).toBe(200)
    const body = await res.json()
    const w = comparableWindow({ make: car.make, model: car.model, year: car.year!, km: car.km! })
    expect(body).toEqual(marketEstimate(car.price!, comparablePrices(car), `${w.year[0]}–${w.year[1]} ${car.make} ${car.model}`))
    expect(body.market_range_min).toBeLessThanOrEqual(body.market_range_max)
    expect(body.fill).toBeGreaterThanOrEqual(0)
    expect(body.fill).toBeLessThanOrEqual(1)
  })

  test("another site's car is not found, even by its exact slug", async () => {
    const other = records.find((r) => visibleTo(group)(r) && !visibleTo(harbour)(r))!
    const res = await get(HARBOUR, other.slug)
    expect(res.status).toBe(404)
    expect((await res.json()).error).toBe(UNKNOWN_CAR_MESSAGE)
  })

  test('a site without the feature answers 404, as does an unknown host', async () => {
    const car = records.find(visibleTo(group))!
    expect(group.features.priceComparison).toBe(false)
    const off = await get(GROUP, car.slug)
    expect(off.status).toBe(404)
    expect((await off.json()).error).toBe(FEATURE_OFF_MESSAGE)
    expect((await get('nobody.localhost', car.slug)).status).toBe(404)
  })

  test('a car that cannot be bought has no comparison: 204, no body', async () => {
    const car = records.find((r) => visibleTo(harbour)(r) && !isPurchasable(r))!
    expect(car).toBeDefined()
    const res = await get(HARBOUR, car.slug)
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
  })

  test('provider failure is a 502, a database failure a 503, never a 500', async () => {
    const car = records.find((r) => visibleTo(harbour)(r) && isPurchasable(r))!
    const base = { findTenant: getTenantByHost, now: () => new Date() }
    const failing = createAutogaugeHandler({
      ...base,
      findCar: (slug, scope) => findRecordBySlug(sharedInventoryDb(), slug, scope),
      provider: () => ({ name: 'down', compare: async () => { throw new ProviderError('timeout') } }),
    })
    const req = () => new Request(`http://${HARBOUR}/api/cars/${car.slug}/autogauge`, { headers: { host: HARBOUR } })
    expect((await failing(req(), car.slug)).status).toBe(502)
    const noDb = createAutogaugeHandler({ ...base, findCar: async () => { throw new Error('connection refused') }, provider: () => ({ name: 'x', compare: async () => null }) })
    expect((await noDb(req(), car.slug)).status).toBe(503)
    const empty = createAutogaugeHandler({ ...base, findCar: (slug, scope) => findRecordBySlug(sharedInventoryDb(), slug, scope), provider: () => ({ name: 'x', compare: async () => null }) })
    expect((await empty(req(), car.slug)).status).toBe(204)
  })

  test('slugs that are not slugs are 404 without touching the database', async () => {
    const res = await get(HARBOUR, "x' OR 1=1 --")
    expect(res.status).toBe(404)
  })
})
