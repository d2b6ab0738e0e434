import { describe, expect, test } from 'vitest'
import { haversineKm } from '@/src/domain/locations/distance'
import type { DealerLocation } from '@/src/domain/locations/location'
import { NEAREST_MESSAGES, parseNearestQuery } from '@/src/domain/locations/nearest'
import { parseTenantConfig, type TenantConfig } from '@/src/domain/tenant/tenant-config'
import type { PostcodeGeocoder } from '@/src/providers/geocoding'
import { offlineGeocoder } from '@/src/providers/geocoding/offline'
import { unavailable } from '@/src/providers/result'
import { createNearestHandler, nearestListing } from './nearest-locations'

function tenant(slug: string, domain: string): TenantConfig {
  const parsed = parseTenantConfig({ id: slug, slug, name: slug, domains: [domain] })
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.tenant
}

const yard = (
  id: number,
  name: string,
  address: { city: string; postcode: string; lat: number | null; lng: number | null },
  extra: Partial<DealerLocation> = {},
): DealerLocation => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  primary: false,
  visible: true,
  departments: ['sales'],
  makes: [],
  subtypes: [],
  stockName: name,
  phone: null,
  email: null,
  dealerLicence: null,
  repairerLicence: null,
  image: null,
  address: { street: '1 Main St', state: 'NSW', placeUrl: null, ...address },
  timeZone: 'Australia/Sydney',
  closedDays: 'closed',
  hours: {},
  specialHours: [],
  hiddenReviewers: [],
  ...extra,
})

const PARRAMATTA = yard(1, 'Parramatta', { city: 'Parramatta', postcode: '2150', lat: -33.8136, lng: 151.0034 })
const NEWCASTLE = yard(2, 'Newcastle', { city: 'Newcastle', postcode: '2300', lat: -32.9106, lng: 151.7377 })
/** No coordinates: placed by its postcode's centre (Alice Springs). */
const ALICE = yard(3, 'Alice Springs', { city: 'Alice Springs', postcode: '0870', lat: null, lng: null })
const HIDDEN = yard(4, 'Hidden Yard', { city: 'Sydney', postcode: '2000', lat: -33.87, lng: 151.21 }, { visible: false })
/** Neither coordinates nor a known postcode. */
const NOWHERE = yard(5, 'Nowhere', { city: 'Nowhere', postcode: '0000', lat: null, lng: null })
const OTHER_DEALER = yard(9, 'Other Dealer Sydney', { city: 'Sydney', postcode: '2000', lat: -33.87, lng: 151.21 })

const SYDNEY = tenant('sydney-dealer', 'syd.localhost')
const OTHER = tenant('other-dealer', 'other.localhost')
const LOCATIONS = new Map<TenantConfig, DealerLocation[]>([
  [SYDNEY, [NOWHERE, ALICE, HIDDEN, NEWCASTLE, PARRAMATTA]],
  [OTHER, [OTHER_DEALER]],
])

function handler(geocoder: PostcodeGeocoder = offlineGeocoder) {
  return createNearestHandler({
    findTenant: async (host) => [SYDNEY, OTHER].find((t) => t.domains.includes(host)) ?? null,
    locationsOf: async (t) => LOCATIONS.get(t) ?? [],
    geocoder: () => geocoder,
  })
}

async function get(query: string, host = 'syd.localhost', geocoder?: PostcodeGeocoder) {
  const response = await handler(geocoder)(new Request(`http://internal/api/nearest-locations${query}`, { headers: { host } }))
  return { status: response.status, json: await response.json() }
}

describe('GET /api/nearest-locations', () => {
  test('from a postcode: the site’s shown locations nearest first, each with its distance; unplaced ones last', async () => {
    const { status, json } = await get('?postcode=2300')
    expect(status).toBe(200)
    expect(json.locations.map((l: { name: string }) => l.name)).toEqual(['Newcastle', 'Parramatta', 'Alice Springs', 'Nowhere'])
    const [newcastle, parramatta, alice, nowhere] = json.locations
    expect(newcastle.km).toBeLessThan(10)
    expect(parramatta).toMatchObject({
      slug: 'parramatta',
      path: '/locations/parramatta',
      address: { city: 'Parramatta', postcode: '2150' },
    })
    expect(parramatta.km).toBeGreaterThan(110)
    expect(parramatta.km).toBeLessThan(135)
    expect(parramatta.distance).toBe(`${Math.round(parramatta.km)} km away`)
    expect(alice.km).toBeGreaterThan(1900)
    expect(alice.distance).toMatch(/^\d,\d{3} km away$/)
    expect(nowhere).toMatchObject({ km: null, distance: null })
    expect(json.origin).toMatchObject({ postcode: '2300' })
  })

  test('a location without coordinates is measured from its postcode’s centre', async () => {
    const { json } = await get('?postcode=0870')
    expect(json.locations[0]).toMatchObject({ name: 'Alice Springs', distance: 'Less than 1 km away', km: 0 })
  })

  test('from a position, the same order rules', async () => {
    const { status, json } = await get('?lat=-33.82&lng=151.00')
    expect(status).toBe(200)
    expect(json.origin).toEqual({ lat: -33.82, lng: 151 })
    expect(json.locations.map((l: { name: string }) => l.name)).toEqual(['Parramatta', 'Newcastle', 'Alice Springs', 'Nowhere'])
    expect(json.locations[0].km).toBeCloseTo(haversineKm({ lat: -33.82, lng: 151 }, { lat: -33.8136, lng: 151.0034 }), 1)
  })

  test('the filter lists: nearest first, cities once each', async () => {
    const { json } = await get('?postcode=2150')
    expect(json.cities.map((c: { value: string }) => c.value)).toEqual(['Parramatta', 'Newcastle', 'Alice Springs', 'Nowhere'])
    expect(json.dealerships.map((d: { value: string }) => d.value)).toEqual(['Parramatta', 'Newcastle', 'Alice Springs', 'Nowhere'])
  })

  test('only the visited site’s locations, never a hidden one', async () => {
    const mine = await get('?postcode=2000')
    expect(mine.json.locations.map((l: { name: string }) => l.name)).not.toContain('Hidden Yard')
    expect(mine.json.locations.map((l: { name: string }) => l.name)).not.toContain('Other Dealer Sydney')
    const theirs = await get('?postcode=2000', 'other.localhost')
    expect(theirs.json.locations.map((l: { name: string }) => l.name)).toEqual(['Other Dealer Sydney'])
  })

  test.each([
    ['no query', '', NEAREST_MESSAGES.empty],
    ['an empty postcode', '?postcode=', 'Please enter a postcode.'],
    ['a malformed postcode', '?postcode=20a0', 'Invalid postcode. Please enter a 4-digit number.'],
    ['a postcode no place has', '?postcode=0000', 'Invalid postcode'],
    ['half a position', '?lat=-33.8', NEAREST_MESSAGES.position],
    ['a position off the globe', '?lat=-133.8&lng=151', NEAREST_MESSAGES.position],
  ])('%s: 400 with "%s"', async (_name, query, message) => {
    expect(await get(query)).toEqual({ status: 400, json: { error: message } })
  })

  test('an unknown host is a 404', async () => {
    const { status, json } = await get('?postcode=2000', 'nobody.localhost')
    expect(status).toBe(404)
    expect(json.error).toMatch(/No dealer site/)
  })

  test('the geocoding service failing is a 502 with a readable message; our own failure a 503', async () => {
    const down: PostcodeGeocoder = { name: 'down', ask: async () => unavailable('timeout') }
    expect(await get('?postcode=2000', 'syd.localhost', down)).toEqual({ status: 502, json: { error: NEAREST_MESSAGES.unavailable } })
    const broken: PostcodeGeocoder = {
      name: 'broken',
      ask: async () => {
        throw new Error('bug')
      },
    }
    const { status, json } = await get('?postcode=2000', 'syd.localhost', broken)
    expect(status).toBe(503)
    expect(json.error).toBe(NEAREST_MESSAGES.unavailable)
  })
})

describe('the locations page’s list (nearestListing)', () => {
  const shown = [PARRAMATTA, NEWCASTLE, ALICE]
  const listing = (params: Record<string, string>, geocoder: PostcodeGeocoder = offlineGeocoder) =>
    nearestListing(parseNearestQuery(params), shown, geocoder)

  test('without a query: the list as the page chose it, an empty finder', async () => {
    expect(await listing({})).toEqual({ locations: shown, distances: {}, finder: { postcode: '', error: null, from: null } })
  })

  test('?postcode=0870: nearest first, distance texts by id, the postcode kept in the field', async () => {
    const { locations, distances, finder } = await listing({ postcode: '0870' })
    expect(locations.map((l) => l.name)).toEqual(['Alice Springs', 'Parramatta', 'Newcastle'])
    expect(distances['3']).toBe('Less than 1 km away')
    expect(distances['1']).toMatch(/^\d,\d{3} km away$/)
    expect(finder).toEqual({ postcode: '0870', error: null, from: 'postcode 0870' })
  })

  test('a position reads "your location"', async () => {
    expect((await listing({ lat: '-32.9', lng: '151.7' })).finder.from).toBe('your location')
  })

  test.each([
    [{ postcode: '12' }, '12', 'Invalid postcode. Please enter a 4-digit number.'],
    [{ postcode: '0000' }, '0000', 'Invalid postcode'],
    [{ postcode: '' }, '', 'Please enter a postcode.'],
  ])('%o: the list unsorted, the message beside the field', async (params, postcode, error) => {
    expect(await listing(params)).toEqual({ locations: shown, distances: {}, finder: { postcode, error, from: null } })
  })
})
