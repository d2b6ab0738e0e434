// The vehicle page's reads on the demo sites and demo stock: the car is
// looked up inside the visited site's stock filter, sold cars follow the sold-car window, and the
// similar cars come from the same site, in the price window, never the car itself.
import { beforeAll, describe, expect, test } from 'vitest'
import { loadCar, loadSimilarCars } from '@/src/app/(site)/[host]/cars/[slug]/load'
import { GET as pdfRoute } from '@/src/app/(site)/[host]/cars/[slug]/pdf/route'
import { GET as fileRoute } from '@/src/app/api/inventory-files/[file]/route'
import { loadStockBlocks } from '@/src/search/server'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { CAR_PDF_GONE } from '@/src/domain/vehicle-detail/print-sheet'
import { similarPriceWindow } from '@/src/domain/vehicle-detail/similar-cars'
import { getPageTitles } from '@/src/cms/site'
import { getTenantByHost } from '@/src/cms/tenants'
import { featureBanner } from '@/src/domain/marketing/feature-banner'
import { OFFERS_PATH } from '@/src/domain/listings/listing-input'
import { SELL_MY_CAR } from '@/src/domain/trade-in/wizard'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import { detailActions } from '@/src/domain/vehicle-detail/actions'
import { certifiedBlock } from '@/src/domain/vehicle-detail/certified'
import { detailTabs } from '@/src/domain/vehicle-detail/tabs'
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

describe('similar cars', () => {
  const DEFAULT_SIMILAR = { similarCars: 6, similarCarsPerQuery: 10 }
  test('up to 6 in-stock cars of the same site, inside the price window, never the car itself', async () => {
    const own = records.filter((r) => visibleTo(harbour)(r) && !r.sold && (r.price ?? 0) > 0)
    const car = (await loadCar(HARBOUR, own[0].slug))!.car
    const similar = await loadSimilarCars(HARBOUR, car, DEFAULT_SIMILAR)
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

  test('a dealer’s own count and page size: fewer cars, or none and no search at all', async () => {
    const own = records.filter((r) => visibleTo(harbour)(r) && !r.sold && (r.price ?? 0) > 0)
    const car = (await loadCar(HARBOUR, own[0].slug))!.car
    const two = await loadSimilarCars(HARBOUR, car, { similarCars: 2, similarCarsPerQuery: 3 })
    expect(two.ok && two.hits.length).toBe(2)
    // None asked: no search, so even a host without a site answers with no cars rather than an error.
    expect(await loadSimilarCars('nobody.localhost', car, { similarCars: 0, similarCarsPerQuery: 10 })).toEqual({ ok: true, hits: [] })
  })

  test('a failing search is reported, not thrown (the page shows the search link)', async () => {
    const own = records.find((r) => visibleTo(harbour)(r) && !r.sold)!
    const car = (await loadCar(HARBOUR, own.slug))!.car
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      expect(await loadSimilarCars('nobody.localhost', car, DEFAULT_SIMILAR)).toEqual({ ok: false })
    } finally {
      console.error = original
    }
    expect(errors).toHaveLength(1)
  })
})

describe('the car PDF ("fetch PDF by slug", downloaded as {slug}.pdf)', () => {
  const get = (host: string, slug: string) =>
    pdfRoute(new Request(`http://${host}/cars/${slug}/pdf`, { headers: { host, 'x-forwarded-for': '203.0.113.61' } }), {
      params: Promise.resolve({ host, slug }),
    })

  test('a real PDF of the site’s own car, named after its slug, with the car and the dealer in it', async () => {
    const own = records.find((r) => visibleTo(harbour)(r) && !r.sold)!
    const res = await get(HARBOUR, own.slug)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${own.slug}.pdf"`)
    const pdf = Buffer.from(await res.arrayBuffer())
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdf.toString('latin1')
    // The document's title and author are plain strings in its info dictionary.
    expect(text).toContain(`(${own.year} ${own.make} ${own.model}`)
    expect(text).toContain(`(${harbour.name})`)
    expect(text).toMatch(/\/Subtype \/Image/)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
  })

  test('another dealer’s car, or an unknown one, is a 404 with a message for the alert, not a PDF', async () => {
    const theirs = records.find((r) => visibleTo(group)(r) && !visibleTo(harbour)(r))!
    for (const slug of [theirs.slug, 'no-such-car-anywhere']) {
      const res = await get(HARBOUR, slug)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ error: CAR_PDF_GONE })
    }
    expect((await get('nobody.localhost', theirs.slug)).status).toBe(404)
  })
})

describe('stock blocks on pages (Search grid and Car detail, through the site’s own search)', () => {
  const grid = (id: string, extra: Record<string, unknown> = {}) => ({ id, blockType: 'searchGrid', ...extra })
  const car = (id: string, extra: Record<string, unknown> = {}) => ({ id, blockType: 'carDetail', ...extra })

  test('a grid shows only this site’s available cars matching its filter, in its sort order, at most its count', async () => {
    const stock = await loadStockBlocks(HARBOUR, [
      grid('g1', { filter: { carType: 'used' }, sort: 'cars_price_asc', count: 5 }),
      { id: 'other', blockType: 'richText' },
    ])
    expect(Object.keys(stock)).toEqual(['g1'])
    const result = stock.g1
    if (result.kind !== 'grid' || !result.hits) throw new Error('expected grid hits')
    expect(result.hits.length).toBe(5)
    const byId = new Map(records.map((r) => [r.objectID, r]))
    const prices = result.hits.map((h) => byId.get(h.objectID)!.price ?? 0)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    for (const hit of result.hits) {
      const record = byId.get(hit.objectID)!
      expect(visibleTo(harbour)(record)).toBe(true)
      expect(record.car_type).toBe('used')
      expect(['in_stock', 'coming_soon']).toContain(record.status)
    }
  })

  test('a grid narrowed to a tag shows only cars carrying it', async () => {
    const tagged = records.find((r) => visibleTo(harbour)(r) && r.tag && r.status === 'in_stock')!
    const stock = await loadStockBlocks(HARBOUR, [grid('t', { filter: { tag: tagged.tag }, count: 24 })])
    const result = stock.t
    if (result.kind !== 'grid' || !result.hits) throw new Error('expected grid hits')
    expect(result.hits.length).toBeGreaterThan(0)
    const byId = new Map(records.map((r) => [r.objectID, r]))
    for (const hit of result.hits) expect(byId.get(hit.objectID)!.tag?.toLowerCase()).toBe(tagged.tag!.toLowerCase())
  })

  test('a featured car by stock number: shown while available; sold, another dealer’s or unknown hides it with the reason', async () => {
    const own = records.find((r) => visibleTo(harbour)(r) && r.status === 'in_stock' && r.stocknum)!
    const sold = records.find((r) => visibleTo(harbour)(r) && r.sold && r.stocknum)!
    const theirs = records.find((r) => visibleTo(group)(r) && !visibleTo(harbour)(r) && r.stocknum && r.status === 'in_stock')!
    const stock = await loadStockBlocks(HARBOUR, [
      car('own', { stockNumber: own.stocknum }),
      car('sold', { stockNumber: sold.stocknum }),
      car('theirs', { stockNumber: theirs.stocknum }),
      car('blank', { stockNumber: '' }),
      car('newest', { mode: 'newest', filter: { carType: 'used' } }),
    ])
    const reason = (id: string) => {
      const r = stock[id]
      if (r.kind !== 'car') throw new Error('expected a car block')
      return r.featured.kind === 'shown' ? `shown ${r.featured.car.objectID}` : r.featured.reason
    }
    expect(reason('own')).toBe(`shown ${own.objectID}`)
    expect(reason('sold')).toBe('sold')
    expect(reason('theirs')).toBe('not-found')
    expect(reason('blank')).toBe('no-stock-number')
    const newest = records.filter(
      (r) => visibleTo(harbour)(r) && r.car_type === 'used' && ['in_stock', 'coming_soon'].includes(r.status ?? ''),
    )
    expect(newest.map((r) => `shown ${r.objectID}`)).toContain(reason('newest'))
  })

  test('a failed search leaves the blocks unavailable rather than failing the page', async () => {
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const stock = await loadStockBlocks('nobody.localhost', [grid('g'), car('c', { stockNumber: 'X1' })])
      expect(stock).toEqual({ g: { kind: 'grid', hits: null }, c: { kind: 'car', featured: { kind: 'hidden', reason: 'unavailable' } } })
    } finally {
      console.error = original
    }
    expect(errors).toHaveLength(1)
  })
})

describe('the demo walk-around video (video slide)', () => {
  const get = (headers: Record<string, string> = {}) =>
    fileRoute(new Request(`http://${HARBOUR}/api/inventory-files/walkaround.mp4`, { headers }), {
      params: Promise.resolve({ file: 'walkaround.mp4' }),
    })

  test('some demo cars carry it, and their pages find it', async () => {
    const own = records.filter((r) => visibleTo(harbour)(r) && r.status === 'in_stock')
    const found = await Promise.all(own.slice(0, 400).map((r) => loadCar(HARBOUR, r.slug)))
    const withVideo = found.filter((f) => f?.car.video_url === '/api/inventory-files/walkaround.mp4')
    expect(withVideo.length, 'Harbour City has a car with the demo video').toBeGreaterThan(0)
  })

  test('served whole, or in the range a player asks for (seeking), as video/mp4', async () => {
    const whole = await get()
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    const size = (await whole.arrayBuffer()).byteLength
    expect(size).toBeGreaterThan(10_000)
    const bytes = new Uint8Array(await (await get()).arrayBuffer())
    // An MP4 starts with its ftyp box.
    expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe('ftyp')
    const part = await get({ range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`)
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200))
    expect((await get({ range: `bytes=${size}-` })).status).toBe(416)
  })
})

describe('what the demo sites show of the car page’s configurable parts', () => {
  const RED_CENTRE = 'red-centre-caravans.localhost'

  test('Southern Cross shows the Certified Pre-Owned block on a certified used Toyota it lists; Harbour City (switch off) on none', async () => {
    const certified = records.filter((r) => r.certified && r.car_type === 'used' && !r.sold)
    const ours = certified.find((r) => visibleTo(group)(r) && r.make === 'Toyota')
    expect(ours, 'Southern Cross lists a certified used Toyota').toBeDefined()
    const car = (await loadCar(GROUP, ours!.slug))!.car
    expect(certifiedBlock(car, group)).toEqual({
      heading: 'Toyota Certified Pre-Owned',
      points: ['90-point inspection', 'One-year backed warranty'],
    })
    for (const record of certified.filter(visibleTo(harbour)).slice(0, 5)) {
      expect(certifiedBlock((await loadCar(HARBOUR, record.slug))!.car, harbour)).toBeNull()
    }
  })

  test('Red Centre takes no reservations online: no Reserve button or tab on a caravan that can be bought; Harbour City has both', async () => {
    const redCentre = (await getTenantByHost(RED_CENTRE))!
    expect(redCentre.features.reserveOnline).toBe(false)
    const buyable = (tenant: typeof harbour) => (r: (typeof records)[number]) =>
      visibleTo(tenant)(r) && r.status === 'in_stock' && !r.sold && !r.reserved && (r.price ?? 0) > 200
    const caravan = (await loadCar(RED_CENTRE, records.find(buyable(redCentre))!.slug))!.car
    const kinds = detailActions(caravan, redCentre, { hasPhone: true }).map((a) => a.kind)
    expect(kinds).not.toContain('reserve')
    expect(kinds).toContain('enquire')
    expect(detailTabs(caravan, redCentre.features).map((t) => t.id)).not.toContain('reserve')

    const car = (await loadCar(HARBOUR, records.find(buyable(harbour))!.slug))!.car
    expect(detailActions(car, harbour, { hasPhone: true }).find((a) => a.kind === 'reserve')).toMatchObject({
      href: `/cars/${car.slug}/checkout`,
    })
  })

  test('the feature banner’s links are pages the demo sites have published, or routes of every site', async () => {
    const redCentre = (await getTenantByHost(RED_CENTRE))!
    for (const tenant of [harbour, redCentre]) {
      expect(tenant.features.featureBanner).toBe(true)
      const pages = new Set(Object.keys(await getPageTitles(tenant)))
      expect(featureBanner(pages, vocabularyOf(tenant.vehicleKind)).map((t) => t.href)).toEqual([OFFERS_PATH, '/service', SELL_MY_CAR])
    }
    expect(group.features.featureBanner).toBe(false)
  })
})
