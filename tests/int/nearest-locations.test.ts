import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Location } from '@/payload-types'
import { createNearestHandler } from '@/src/api/nearest-locations'
import { GET } from '@/src/app/api/nearest-locations/route'
import { getLocations } from '@/src/cms/locations'
import { getTenantByHost } from '@/src/cms/tenants'
import { haversineKm } from '@/src/domain/locations/distance'
import { NEAREST_MESSAGES } from '@/src/domain/locations/nearest'
import { NOT_LAUNCHED_MESSAGE } from '@/src/lib/tenant-request'
import { offlineGeocoder } from '@/src/providers/geocoding/offline'
import { tenantBySlug, testPayload } from '../helpers/payload'

/** GET /api/nearest-locations on the demo sites' locations in PostgreSQL, through the route itself. */
const HARBOUR = 'harbour-city-motors.localhost'
const GROUP = 'southern-cross-auto-group.localhost'

let payload: Payload
let harbourRows: Location[]
let groupRows: Location[]

const get = async (host: string, query: string) => {
  const response = await GET(new Request(`http://${host}/api/nearest-locations${query}`, { headers: { host } }))
  return { status: response.status, json: await response.json() }
}

async function rowsOf(slug: string): Promise<Location[]> {
  const tenant = await tenantBySlug(payload, slug)
  const { docs } = await payload.find({ collection: 'locations', where: { tenant: { equals: tenant.id } }, depth: 0, limit: 100 })
  return docs
}

/** The order and distances worked out here from the stored rows, independently of the route. */
function expectedFrom(origin: { lat: number; lng: number }, rows: Location[]) {
  return rows
    .filter((r) => r.visible !== false)
    .map((r) => ({ slug: r.slug, km: haversineKm(origin, { lat: r.address.lat!, lng: r.address.lng! }) }))
    .sort((a, b) => a.km - b.km)
}

async function centreOf(postcode: string) {
  const answer = await offlineGeocoder.ask(postcode)
  if (!answer.ok) throw new Error(`no centre for ${postcode}`)
  return answer.value
}

beforeAll(async () => {
  ;({ payload } = await testPayload())
  harbourRows = await rowsOf('harbour-city-motors')
  groupRows = await rowsOf('southern-cross-auto-group')
})

describe('nearest locations from the stored locations', () => {
  test('the demo rows have coordinates (else this file would test nothing)', () => {
    expect(harbourRows.length).toBeGreaterThanOrEqual(3)
    expect(groupRows.length).toBeGreaterThanOrEqual(5)
    expect([...harbourRows, ...groupRows].every((r) => typeof r.address.lat === 'number' && typeof r.address.lng === 'number')).toBe(true)
  })

  test.each([
    [HARBOUR, '2300', () => harbourRows, 'harbour-city-newcastle'],
    [HARBOUR, '2150', () => harbourRows, 'harbour-city-parramatta'],
    [GROUP, '3000', () => groupRows, 'southern-cross-service-clayton'],
    [GROUP, '4000', () => groupRows, 'southern-cross-hyundai-springwood'],
    [GROUP, '7250', () => groupRows, 'southern-cross-kia-launceston'],
  ])('%s ?postcode=%s: every location nearest first, distances as worked out from the rows', async (host, postcode, rows, nearest) => {
    const { status, json } = await get(host, `?postcode=${postcode}`)
    expect(status).toBe(200)
    const expected = expectedFrom(await centreOf(postcode), rows())
    expect(json.locations.map((l: { slug: string }) => l.slug)).toEqual(expected.map((e) => e.slug))
    expect(json.locations[0].slug).toBe(nearest)
    json.locations.forEach((l: { km: number; distance: string }, i: number) => {
      expect(l.km).toBeCloseTo(expected[i].km, 1)
      expect(l.distance).toMatch(/km away$/)
    })
    expect(json.origin.postcode).toBe(postcode)
  })

  test('from a browser position in Brisbane, the Queensland yard comes first for the group', async () => {
    const { status, json } = await get(GROUP, '?lat=-27.47&lng=153.03')
    expect(status).toBe(200)
    expect(json.locations[0].slug).toBe('southern-cross-hyundai-springwood')
    expect(json.locations[0].km).toBeLessThan(25)
  })

  test('each site answers with its own locations only', async () => {
    const harbour = (await get(HARBOUR, '?postcode=2000')).json.locations.map((l: { slug: string }) => l.slug)
    const group = (await get(GROUP, '?postcode=2000')).json.locations.map((l: { slug: string }) => l.slug)
    expect([...harbour].sort()).toEqual(harbourRows.map((r) => r.slug).sort())
    expect([...group].sort()).toEqual(groupRows.map((r) => r.slug).sort())
  })

  test('the filter lists come nearest first: the group’s cities and dealership names from Melbourne', async () => {
    const { json } = await get(GROUP, '?postcode=3000')
    const order = expectedFrom(await centreOf('3000'), groupRows).map((e) => groupRows.find((r) => r.slug === e.slug)!)
    expect(json.cities.map((c: { value: string }) => c.value)).toEqual([...new Set(order.map((r) => r.address.city))])
    expect(json.dealerships.map((d: { value: string }) => d.value)).toEqual(order.map((r) => r.stockLocationName || r.name))
  })

  test('a location an editor hides is left out', async () => {
    const newcastle = harbourRows.find((r) => r.slug === 'harbour-city-newcastle')!
    await payload.update({ collection: 'locations', id: newcastle.id, data: { visible: false } })
    try {
      const { json } = await get(HARBOUR, '?postcode=2300')
      expect(json.locations.map((l: { slug: string }) => l.slug)).not.toContain('harbour-city-newcastle')
      expect(json.locations).toHaveLength(harbourRows.length - 1)
    } finally {
      await payload.update({ collection: 'locations', id: newcastle.id, data: { visible: true } })
    }
  })

  test('a location saved without coordinates is placed by its postcode', async () => {
    const handler = createNearestHandler({
      findTenant: getTenantByHost,
      locationsOf: async (tenant) =>
        (await getLocations(tenant)).map((l) =>
          l.slug === 'harbour-city-parramatta' ? { ...l, address: { ...l.address, lat: null, lng: null } } : l,
        ),
      geocoder: () => offlineGeocoder,
    })
    const response = await handler(new Request(`http://${HARBOUR}/api/nearest-locations?postcode=2150`, { headers: { host: HARBOUR } }))
    const { locations } = await response.json()
    expect(locations[0]).toMatchObject({ slug: 'harbour-city-parramatta', km: 0, distance: 'Less than 1 km away' })
  })

  test.each([
    ['no question', '', NEAREST_MESSAGES.empty],
    ['a malformed postcode', '?postcode=2o00', 'Invalid postcode. Please enter a 4-digit number.'],
    ['a postcode no place has', '?postcode=0000', 'Invalid postcode'],
    ['a position that is no place', '?lat=-95&lng=151', NEAREST_MESSAGES.position],
  ])('%s: 400 with the message, nothing else', async (_name, query, message) => {
    expect(await get(HARBOUR, query)).toEqual({ status: 400, json: { error: message } })
  })

  test('an unknown host is a 404; a site not launched yet the public 403', async () => {
    const unknown = await get('nobody.localhost', '?postcode=2000')
    expect(unknown.status).toBe(404)
    const handler = createNearestHandler({
      findTenant: async (host) => {
        const tenant = await getTenantByHost(host)
        return tenant && { ...tenant, launched: false }
      },
      locationsOf: getLocations,
      geocoder: () => offlineGeocoder,
    })
    const response = await handler(new Request(`http://${HARBOUR}/api/nearest-locations?postcode=2000`, { headers: { host: HARBOUR } }))
    expect(response.status).toBe(403)
    expect((await response.json()).error).toBe(NOT_LAUNCHED_MESSAGE)
  })

  test('other methods are told to use GET', async () => {
    const { POST } = await import('@/src/app/api/nearest-locations/route')
    const response = POST()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })
})

afterAll(async () => {
  // The hidden-location test restores its row; nothing else here writes.
  expect((await rowsOf('harbour-city-motors')).every((r) => r.visible !== false)).toBe(true)
})
