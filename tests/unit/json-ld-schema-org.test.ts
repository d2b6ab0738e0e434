// The JSON-LD the site publishes, validated against schema.org (tests/helpers/schema-org.ts) and
// against what Google reads of it: the car pages of a generated demo stock (cars and caravans),
// the home page and a location page.
import { beforeAll, describe, expect, test } from 'vitest'
import { generateVehicles } from '@/src/demo/inventory'
import { autoDealerJsonLd } from '@/src/domain/locations/location'
import { parseVehicle } from '@/src/domain/inventory/vehicle'
import { toSearchRecord } from '@/src/domain/inventory/search-record'
import { homeJsonLd } from '@/src/domain/navigation/home-json-ld'
import { robotsTxt } from '@/src/domain/navigation/sitemap'
import type { VehicleKind } from '@/src/domain/tenant/tenant-config'
import { detailCar } from '@/src/domain/vehicle-detail/car'
import { vehicleJsonLd, vehicleListingGaps } from '@/src/domain/vehicle-detail/json-ld'
import { dealerLocation } from '@/tests/helpers/dealer-location'
import { crawlable } from '@/tests/helpers/robots'
import { schemaOrgIssues } from '@/tests/helpers/schema-org'

const now = new Date('2026-11-20T00:00:00Z')
const origin = 'https://harbourcity.example.com.au'

/** A generated stock's car pages, built as the vehicle page builds them. */
function carPages(kind: VehicleKind & ('cars' | 'caravans'), count: number) {
  return generateVehicles({ dealership: `harbour-city-${kind}`, count, now, kind }).map((row) => {
    const parsed = parseVehicle(row)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
    const car = detailCar(toSearchRecord(parsed.vehicle, now), parsed.vehicle)
    const seller = { name: 'Harbour City Motors', telephone: car.location?.phone, address: car.location?.address }
    return { car, ld: vehicleJsonLd(car, seller, origin, kind) as unknown as Record<string, unknown> }
  })
}

const cars = carPages('cars', 120)
const caravans = carPages('caravans', 30)
const locations = [
  dealerLocation(),
  dealerLocation({ id: 2, slug: 'penrith', name: 'Harbour City Motors Penrith', primary: false, image: null, specialHours: [] }),
]
const home = homeJsonLd({ name: 'Harbour City Motors', origin, logo: '/api/media/file/logo.png', telephone: '', locations })
const unpriced = cars.find((p) => !(Number(p.car.price) > 10))
const offerOf = (ld: Record<string, unknown>) => ld.offers as Record<string, unknown>

/** Every `price` anywhere in a document. */
const prices = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value.flatMap(prices)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, v]) => (key === 'price' ? [v] : prices(v)))
      : []

/** Documents the check must refuse, each for one reason. */
const WRONG: Record<string, unknown> = {
  'wrong: no such type': { '@context': 'https://schema.org', '@type': 'Caravan', name: 'Jayco Journey' },
  'wrong: a property the type lacks': { '@context': 'https://schema.org', '@type': 'Vehicle', name: 'Jayco Journey', sleeps: 4 },
  'wrong: a number for text': { '@context': 'https://schema.org', '@type': 'Car', vehicleModelDate: 2021 },
  'wrong: a misspelt availability': {
    '@context': 'https://schema.org',
    '@type': 'Car',
    offers: { '@type': 'Offer', price: 1000, availability: 'https://schema.org/InStok' },
  },
  'wrong: another context': { '@context': 'https://example.org', '@type': 'Car' },
  'wrong: a query-input that names nothing': {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    potentialAction: { '@type': 'SearchAction', target: 'https://x/search?q={q}', 'query-input': 'required' },
  },
}

describe('published JSON-LD is valid schema.org', () => {
  let issues: Record<string, string[]>
  beforeAll(() => {
    issues = schemaOrgIssues({
      ...Object.fromEntries(cars.map((p) => [`car ${p.car.slug}`, p.ld])),
      ...Object.fromEntries(caravans.map((p) => [`caravan ${p.car.slug}`, p.ld])),
      home,
      location: autoDealerJsonLd(locations[0], `${origin}/locations/parramatta`, { average: '4.7', count: 128 }),
      ...WRONG,
    })
  }, 120_000)

  test('no car, caravan, home or location document has a schema.org problem', () => {
    expect(Object.keys(issues).filter((name) => !(name in WRONG))).toEqual([])
  })

  test('the check refuses what schema.org does not have', () => {
    expect(Object.keys(issues).sort()).toEqual(Object.keys(WRONG).sort())
  })

  test('the stock is what the checks need: priced and unpriced cars, caravans with their specifications', () => {
    expect(unpriced).toBeDefined()
    expect(caravans.every((p) => p.car.item_type === 'caravan' && p.car.caravan)).toBe(true)
  })
})

describe("car pages carry Google's vehicle listing properties", () => {
  test('every priced car page lacks none; an unpriced one lacks only its price', () => {
    const gaps = cars.map((p) => ({ slug: p.car.slug, price: p.car.price, gaps: vehicleListingGaps(p.ld) }))
    expect(gaps.filter((g) => Number(g.price) > 10 && g.gaps.length > 0)).toEqual([])
    expect(gaps.filter((g) => !(Number(g.price) > 10)).map((g) => g.gaps)).toEqual(
      gaps.filter((g) => !(Number(g.price) > 10)).map(() => ['offers.price', 'offers.priceCurrency']),
    )
  })

  test('every car is typed Car, every caravan Vehicle', () => {
    expect(new Set(cars.map((p) => p.ld['@type']))).toEqual(new Set(['Car']))
    expect(new Set(caravans.map((p) => p.ld['@type']))).toEqual(new Set(['Vehicle']))
  })

  test('a car without a price is still offered, with no price at all (never 0)', () => {
    const offer = offerOf(unpriced!.ld)
    expect(offer).not.toHaveProperty('price')
    expect(offer).not.toHaveProperty('priceCurrency')
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\//)
    expect([...cars, ...caravans].flatMap((p) => prices(p.ld)).filter((price) => !(Number(price) > 10))).toEqual([])
  })

  test("images and URLs are absolute, and robots.txt lets crawlers fetch every photo on the site's own host", () => {
    const robots = robotsTxt(origin)
    for (const { ld } of [...cars, ...caravans]) {
      expect(ld.url).toMatch(/^https:\/\//)
      for (const image of ld.image as string[]) {
        expect(image).toMatch(/^https:\/\//)
        const url = new URL(image)
        if (url.origin === origin) expect(crawlable(robots, url.pathname), url.pathname).toBe(true)
      }
    }
  })
})

describe('the home page names the dealer and the site search', () => {
  type Node = Record<string, unknown> & {
    department?: unknown[]
    potentialAction?: { 'query-input': string; target: { urlTemplate: string } }
  }
  const [dealer, website] = home['@graph'] as unknown as Node[]

  test("an AutoDealer with what Google's local business result needs (name, address) and recommends", () => {
    expect(dealer['@type']).toBe('AutoDealer')
    for (const key of ['name', 'address', 'url', 'telephone', 'geo', 'openingHoursSpecification', 'logo'])
      expect(dealer).toHaveProperty(key)
    expect(dealer.department).toHaveLength(2)
    const photos = [dealer.logo, ...(dealer.department as { image?: string }[]).map((d) => d.image)].filter((u) => typeof u === 'string')
    expect(photos.length).toBeGreaterThan(1)
    for (const photo of photos) expect(crawlable(robotsTxt(origin), new URL(photo).pathname), photo).toBe(true)
  })

  test('a WebSite whose SearchAction template holds the placeholder its query-input names', () => {
    const action = website.potentialAction!
    const name = /^required name=(\w+)$/.exec(action['query-input'])?.[1]
    expect(action.target.urlTemplate).toBe(`${origin}/search?query={${name}}`)
  })
})
