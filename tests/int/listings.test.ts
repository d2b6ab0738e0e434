import { beforeAll, describe, expect, test } from 'vitest'
import { serverListing } from '@/src/search/server'
import { getTenantByHost } from '@/src/cms/tenants'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { type ListingInput, parseManufacturerParams, parseOffersParams } from '@/src/domain/listings/listing-input'
import type { ListingResult } from '@/src/domain/listings/listing-response'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { sharedInventoryDb } from '@/src/search/engine/postgres/pool'
import { table } from '@/src/search/engine/postgres/schema'
import { matches } from '@/src/search/protocol'
import { testPayload } from '../helpers/payload'

/**
 * The manufacturer and dealership offers listings through the server's in-process search, on the
 * demo tenants and their seeded stock. Expected answers are computed here from the stored records
 * with plain predicates, not with the filter compiler.
 */
const HARBOUR = 'harbour-city-motors.localhost'
const GROUP = 'southern-cross-auto-group.localhost'

type Car = Record<string, unknown> & {
  objectID: string
  make: string
  model: string
  body?: string
  price?: number
  categories?: string[]
  dealership_slug: string
}
const visible: Record<string, Car[]> = {}
let tenants: Record<string, TenantConfig>

const same = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()
const priced = (lo: number | null, hi: number | null) => (c: Car) =>
  typeof c.price === 'number' && c.price > 0 && (lo === null || c.price >= lo) && (hi === null || c.price <= hi)
const inAny = (categories: string[]) => (c: Car) => categories.some((x) => (c.categories ?? []).some((y) => same(y, x)))
const countBy = (cars: Car[], values: (c: Car) => string[]) => {
  const out: Record<string, number> = {}
  for (const c of cars) for (const v of values(c)) out[v] = (out[v] ?? 0) + 1
  return out
}
const asCounts = (items: { value: string; count: number }[] = []) => Object.fromEntries(items.map((i) => [i.value, i.count]))

beforeAll(async () => {
  await testPayload()
  tenants = { [HARBOUR]: (await getTenantByHost(HARBOUR))!, [GROUP]: (await getTenantByHost(GROUP))! }
  const db = sharedInventoryDb()
  const all = (await db.pool.query(`SELECT _record FROM ${table(db, 'vehicles')}`)).rows.map((r) => r._record as Car)
  for (const [host, tenant] of Object.entries(tenants))
    visible[host] = all.filter((car) => matches(tenantInventoryFilter(tenant, new Date()), car))
})

/** Every page of a listing, to check counts and that pages neither repeat nor skip cars. */
async function allPages(host: string, input: ListingInput): Promise<{ first: ListingResult; ids: string[] }> {
  const first = await serverListing(host, input)
  const ids = first.hits.map((h) => h.objectID)
  for (let page = 2; page <= first.pages; page++) ids.push(...(await serverListing(host, { ...input, page })).hits.map((h) => h.objectID))
  return { first, ids }
}

describe('dealership offers search (categories and price, page size 21)', () => {
  test("no filters: 21 of the site's visible stock, with category counts and price stats", async () => {
    const cars = visible[HARBOUR]
    const r = await serverListing(HARBOUR, parseOffersParams({}))
    expect(r.hits).toHaveLength(21)
    expect(r.count).toBe(cars.length)
    expect(r.pages).toBe(Math.ceil(cars.length / 21))
    expect(asCounts(r.facets.categories)).toEqual(countBy(cars, (c) => c.categories ?? []))
    const prices = cars.map((c) => c.price ?? 0)
    expect(r.facetStats.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) })
    expect(r.ms).toBeGreaterThanOrEqual(0)
  })

  test('categories OR, price range AND; facet counts leave out their own filter', async () => {
    const input = parseOffersParams({ categories: ['Off Road', 'Work Ready', 'Family 7 Seater'], price: '20000:60000' })
    const inPrice = visible[HARBOUR].filter(priced(20000, 60000))
    const expected = inPrice.filter(inAny(['Off Road', 'Work Ready', 'Family 7 Seater']))
    expect(expected.length).toBeGreaterThan(21)
    const { first, ids } = await allPages(HARBOUR, input)
    expect(first.hits).toHaveLength(21)
    expect(first.count).toBe(expected.length)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.sort()).toEqual(expected.map((c) => c.objectID).sort())
    expect(asCounts(first.facets.categories)).toEqual(countBy(inPrice, (c) => c.categories ?? []))
    const catPrices = visible[HARBOUR].filter(inAny(['Off Road', 'Work Ready', 'Family 7 Seater'])).map((c) => c.price ?? 0)
    expect(first.facetStats.price).toEqual({ min: Math.min(...catPrices), max: Math.max(...catPrices) })
  })

  test('a maximum price alone leaves out unpriced cars', async () => {
    const expected = visible[HARBOUR].filter(priced(null, 15000))
    const { first, ids } = await allPages(HARBOUR, parseOffersParams({ price: ':15000' }))
    expect(first.count).toBe(expected.length)
    expect(ids.sort()).toEqual(expected.map((c) => c.objectID).sort())
  })

  test('the text query narrows the offers', async () => {
    const r = await serverListing(HARBOUR, parseOffersParams({ query: 'ranger', categories: 'Off Road' }))
    expect(r.count).toBeGreaterThan(0)
    // Hits carry a card's fields (CARD_ATTRIBUTES), not categories: each is checked on its stored record.
    const records = new Map(visible[HARBOUR].map((c) => [c.objectID, c]))
    expect(
      r.hits.every((h) => records.get(h.objectID)?.model === 'Ranger' && records.get(h.objectID)?.categories?.includes('Off Road')),
    ).toBe(true)
  })
})

describe('manufacturer search (manufacturer.name, model.name, model.body; page size 21)', () => {
  test("the make's cars only, 21 a page, with model and body counts", async () => {
    const toyotas = visible[GROUP].filter((c) => same(c.make, 'Toyota'))
    expect(toyotas.length).toBeGreaterThan(21)
    const { first, ids } = await allPages(GROUP, parseManufacturerParams('Toyota', {}))
    expect(first.hits).toHaveLength(21)
    expect(first.count).toBe(toyotas.length)
    expect(ids.sort()).toEqual(toyotas.map((c) => c.objectID).sort())
    expect(asCounts(first.facets.model)).toEqual(countBy(toyotas, (c) => [c.model]))
    expect(asCounts(first.facets.body)).toEqual(countBy(toyotas, (c) => (c.body ? [c.body] : [])))
  })

  test('model and body both apply; each facet counts with the other applied', async () => {
    const toyotas = visible[GROUP].filter((c) => same(c.make, 'Toyota'))
    const { model, body } = toyotas[0]
    const r = await serverListing(GROUP, parseManufacturerParams('toyota', { model: model.toUpperCase(), body: body! }))
    const expected = toyotas.filter((c) => same(c.model, model) && same(c.body, body!))
    expect(r.count).toBe(expected.length)
    const expectedIds = new Set(expected.map((c) => c.objectID))
    expect(r.hits).toHaveLength(Math.min(21, expected.length))
    expect(r.hits.every((h) => expectedIds.has(h.objectID))).toBe(true)
    // body is not a card field: it is checked on the stored record (expectedIds above was built from it).
    expect(r.hits.every((h) => h.make === 'Toyota' && h.model === model)).toBe(true)
    expect(asCounts(r.facets.model)).toEqual(
      countBy(
        toyotas.filter((c) => same(c.body, body!)),
        (c) => [c.model],
      ),
    )
    expect(asCounts(r.facets.body)).toEqual(
      countBy(
        toyotas.filter((c) => same(c.model, model)),
        (c) => (c.body ? [c.body] : []),
      ),
    )
  })

  test('a page past the last has no hits but the same count', async () => {
    const r = await serverListing(GROUP, parseManufacturerParams('Toyota', { page: '999' }))
    expect(r.hits).toEqual([])
    expect(r.count).toBe(visible[GROUP].filter((c) => same(c.make, 'Toyota')).length)
  })
})

describe("tenant scoping: another site's cars never appear", () => {
  const dealerships = (host: string) => new Set(visible[host].map((c) => c.dealership_slug))

  test.each<[string, string, ListingInput]>([
    [
      'offers on the single-site dealer',
      HARBOUR,
      parseOffersParams({ categories: ['Off Road', 'Family 7 Seater', 'Work Ready', 'Low Emissions', 'Under $20k'] }),
    ],
    ['a franchise make sold by the group, asked on the single site', HARBOUR, parseManufacturerParams('Kia', {})],
    ['a make on the group site', GROUP, parseManufacturerParams('Mazda', {})],
    [
      'a value that tries to close its quotes',
      HARBOUR,
      parseManufacturerParams('Kia', { model: 'x" OR dealership_slug:"southern-cross-kia' }),
    ],
    [
      'a category that tries to close its quotes',
      GROUP,
      parseOffersParams({ categories: 'Off Road" OR dealership_slug:"harbour-city-motors' }),
    ],
  ])('%s', async (_name, host, input) => {
    const { ids } = await allPages(host, input)
    const own = new Set(visible[host].map((c) => c.objectID))
    expect(ids.every((id) => own.has(id))).toBe(true)
    const r = await serverListing(host, input)
    expect(r.hits.every((h) => dealerships(host).has(h.dealership_slug as string))).toBe(true)
  })

  test('hostile values match nothing rather than widening the filter', async () => {
    expect((await serverListing(HARBOUR, parseManufacturerParams('Kia', { model: 'x" OR make:"Toyota' }))).count).toBe(0)
    expect((await serverListing(GROUP, parseOffersParams({ categories: 'x" OR make:"Kia' }))).count).toBe(0)
  })
})
