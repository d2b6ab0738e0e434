// The vehicle page's reads (spec 2 §2, §4, §7) on the demo sites and demo stock: the car is
// looked up inside the visited site's stock filter, sold cars follow the sold-car window, and the
// similar cars come from the same site, in the price window, never the car itself.
import { beforeAll, describe, expect, test } from 'vitest'
import { loadCar, loadSimilarCars } from '@/src/app/(site)/[host]/cars/[slug]/load'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { similarPriceWindow } from '@/src/domain/vehicle-detail/similar-cars'
import { GROUP, HARBOUR, loadDemoStock, visibleTo } from '../helpers/demo-stock'

let harbour: TenantConfig
let group: TenantConfig
let records: SearchRecord[]

beforeAll(async () => {
  ;({ harbour, group, records } = await loadDemoStock())
})

describe('vehicle page lookup', () => {
  test("a site's own car is found with the full vehicle (comments, every photo)", async () => {
    const own = records.find((r) => visibleTo(harbour)(r) && !r.sold)!
    const found = await loadCar(HARBOUR, own.slug)
    expect(found?.car).toMatchObject({ slug: own.slug, objectID: own.objectID, make: own.make, model: own.model })
    expect(found!.car.images.length).toBeGreaterThanOrEqual(own.images?.length ?? 0)
  })

  test("another dealer's car is not found, exactly like an unknown slug", async () => {
    const theirs = records.find((r) => visibleTo(group)(r) && !visibleTo(harbour)(r))!
    expect(await loadCar(GROUP, theirs.slug)).not.toBeNull()
    expect(await loadCar(HARBOUR, theirs.slug)).toBeNull()
    expect(await loadCar(HARBOUR, 'no-such-car-anywhere')).toBeNull()
    expect(await loadCar(HARBOUR, "x' OR 1=1 --")).toBeNull()
    expect(await loadCar('nobody.localhost', theirs.slug)).toBeNull()
  })

  test('a sold car inside the sold-car window is found (SOLD panel); one past it is not', async () => {
    const ownSold = records.filter((r) => r.sold && r.dealership_slug && harbour.inventory.dealerships.includes(r.dealership_slug))
    const within = ownSold.find(visibleTo(harbour))
    const past = ownSold.find((r) => !visibleTo(harbour)(r))
    expect(within, 'the demo stock has a recently sold car').toBeDefined()
    expect(past, 'the demo stock has a car sold long ago').toBeDefined()
    const found = await loadCar(HARBOUR, within!.slug)
    expect(found?.car.status).toBe('sold')
    expect(await loadCar(HARBOUR, past!.slug)).toBeNull()
  })
})

describe('similar cars (spec 2 §7)', () => {
  test('up to 6 in-stock cars of the same site, inside the price window, never the car itself', async () => {
    const own = records.filter((r) => visibleTo(harbour)(r) && !r.sold && (r.price ?? 0) > 0)
    const car = (await loadCar(HARBOUR, own[0].slug))!.car
    const similar = await loadSimilarCars(HARBOUR, car)
    expect(similar.ok).toBe(true)
    if (!similar.ok) return
    expect(similar.hits.length).toBeGreaterThan(0)
    expect(similar.hits.length).toBeLessThanOrEqual(6)
    const window = similarPriceWindow(car.price)!
    const byId = new Map(records.map((r) => [r.objectID, r]))
    for (const hit of similar.hits) {
      const record = byId.get(hit.objectID)!
      expect(hit.objectID).not.toBe(car.objectID)
      expect(visibleTo(harbour)(record)).toBe(true)
      expect(record.status).toBe('in_stock')
      expect(record.price).toBeGreaterThanOrEqual(window.min)
      expect(record.price).toBeLessThanOrEqual(window.max)
    }
  })

  test('a failing search is reported, not thrown (the page shows the search link)', async () => {
    const own = records.find((r) => visibleTo(harbour)(r) && !r.sold)!
    const car = (await loadCar(HARBOUR, own.slug))!.car
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      expect(await loadSimilarCars('nobody.localhost', car)).toEqual({ ok: false })
    } finally {
      console.error = original
    }
    expect(errors).toHaveLength(1)
  })
})
