// Dealer content (locations, hours, reviews, offers, promo tiles, posts) against the seeded demo
// dealers: what the site reads, what the admin refuses, and the stock a location's page filters to.
import { beforeAll, describe, expect, test, vi } from 'vitest'
import type { Payload } from 'payload'
import { getLocations, getReviews } from '@/src/cms/locations'
import { getTenantByHost } from '@/src/cms/tenants'
import { editorEmail } from '@/src/demo/site'
import { routeFacetFilters, searchRoute } from '@/src/domain/inventory/search-route'
import { openStatus } from '@/src/domain/locations/open-now'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { serverSearch } from '@/src/search/server'
import { LISTING_SEARCH_PATH } from '@/src/search/client/listing-fetcher'
import { login, restClient } from '../helpers/rest'
import { GROUP, HARBOUR, loadDemoStock } from '../helpers/demo-stock'
import { TEST_PASSWORD, testPayload, userByEmail } from '../helpers/payload'

const RED_CENTRE = 'red-centre-caravans.localhost'
let payload: Payload
let config: any
let harbour: TenantConfig
let group: TenantConfig
let redCentre: TenantConfig

beforeAll(async () => {
  ;({ harbour, group } = await loadDemoStock())
  ;({ payload, config } = await testPayload())
  redCentre = (await getTenantByHost(RED_CENTRE))!
})

describe('the site reads its own locations', () => {
  test('each dealer sees only its own, with hours per department and its time zone', async () => {
    const own = await getLocations(harbour)
    expect(own.map((l) => l.slug).sort()).toEqual(['harbour-city-chatswood', 'harbour-city-newcastle', 'harbour-city-parramatta'])
    const parramatta = own.find((l) => l.primary)!
    expect(parramatta.timeZone).toBe('Australia/Sydney')
    expect(Object.keys(parramatta.hours).sort()).toEqual(['parts', 'sales', 'service'])
    expect(parramatta.hours.sales?.find((d) => d.weekday === 4)).toMatchObject({ status: 'open', open: '08:30', close: '20:00' })
    const groupSlugs = (await getLocations(group)).map((l) => l.slug)
    expect(groupSlugs).toHaveLength(6)
    expect(groupSlugs.some((s) => s.startsWith('harbour'))).toBe(false)
    expect((await getLocations(group)).find((l) => l.address.state === 'QLD')?.timeZone).toBe('Australia/Brisbane')
  })

  test('holiday dates are the local dates where the location is (Alice Springs, UTC+9:30)', async () => {
    const alice = (await getLocations(redCentre)).find((l) => l.slug === 'red-centre-caravans-alice-springs')!
    expect(alice.timeZone).toBe('Australia/Darwin')
    expect(alice.specialHours.map((s) => s.date)).toContain('2026-12-25')
    // 10am local on Christmas Day (a Friday): closed; Boxing Day and Sunday are closed too, so it opens Monday.
    const status = openStatus(new Date('2026-12-25T00:30:00Z'), alice.timeZone, alice.hours.sales!, alice.specialHours, 'sales')
    expect(status).toEqual({ open: false, opensAt: '8:00am', opensOn: 'Mon' })
  })

  test('reviews: the average counts every review, the list drops ratings under 4 and "Translated" texts', async () => {
    const reviews = await getReviews(harbour)
    const parramatta = (await getLocations(harbour)).find((l) => l.primary)!
    const mine = reviews[String(parramatta.id)]
    const all = await payload.find({ collection: 'reviews', where: { location: { equals: parramatta.id } }, limit: 100, depth: 0 })
    expect(mine.summary?.count).toBe(all.totalDocs)
    const average = all.docs.reduce((a, r) => a + r.rating, 0) / all.totalDocs
    expect(mine.summary?.average).toBe(average.toFixed(1))
    expect(mine.shown.length).toBeGreaterThan(0)
    expect(mine.shown.length).toBeLessThanOrEqual(10)
    expect(mine.shown.every((r) => r.rating >= 4 && !r.text.includes('Translated'))).toBe(true)
    expect(all.docs.some((r) => r.rating < 4 || r.text.includes('Translated'))).toBe(true)
  })

  test('a location stock page finds exactly the cars at that yard', async () => {
    const locations = await getLocations(harbour)
    const route = searchRoute(['harbour-city-chatswood'], harbour.name, { locations })!
    const body = JSON.stringify({
      requests: [{ indexName: 'cars', hitsPerPage: 100, facetFilters: routeFacetFilters(route), facets: ['location_name'] }],
    })
    const res = await serverSearch(HARBOUR, LISTING_SEARCH_PATH, body)
    const result = JSON.parse(res.content).results[0]
    expect(result.nbHits).toBeGreaterThan(0)
    expect(Object.keys(result.facets.location_name)).toEqual(['Harbour City Chatswood'])
    const other = await serverSearch(GROUP, LISTING_SEARCH_PATH, body)
    expect(JSON.parse(other.content).results[0].nbHits).toBe(0)
  })
})

describe('the admin refuses bad hours and keeps the rows it had', () => {
  let token: string
  beforeAll(async () => {
    await userByEmail(payload, editorEmail('harbour-city-motors'))
    token = await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD)
  })

  test.each([
    [
      'closing before opening',
      [{ department: 'sales', days: [{ weekday: '1', status: 'open', open: '17:00', close: '09:00' }] }],
      /closing time must be after/,
    ],
    ['a time that is not HH:MM', [{ department: 'sales', days: [{ weekday: '1', status: 'open', open: '9am', close: '17:00' }] }], /HH:MM/],
    [
      'a weekday twice',
      [
        {
          department: 'sales',
          days: [
            { weekday: '1', status: 'closed' },
            { weekday: '1', status: 'closed' },
          ],
        },
      ],
      /Each weekday may appear once/,
    ],
    ['a department twice', [{ department: 'sales' }, { department: 'sales' }], /Sales has hours twice/],
  ])('%s is a 400 with a readable message', async (_, hours, message) => {
    const location = (await getLocations(harbour)).find((l) => l.primary)!
    const before = await payload.findByID({ collection: 'locations', id: location.id, depth: 0 })
    const res = await restClient(config, token).patch(`locations/${location.id}`, { hours })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toMatch(message)
    const after = await payload.findByID({ collection: 'locations', id: location.id, depth: 0 })
    expect(after.hours).toEqual(before.hours)
  })

  test('holiday hours twice on one local date are a 400 naming the date and rows; the rows stay as they were', async () => {
    const location = (await getLocations(harbour)).find((l) => l.primary)!
    const before = await payload.findByID({ collection: 'locations', id: location.id, depth: 0 })
    // Midnight and midday in Sydney are one date there, though not one date in UTC.
    const specialHours = [
      { date: '2027-01-25T13:00:00.000Z', label: 'Australia Day', status: 'closed' },
      { date: '2027-01-26T02:00:00.000Z', label: 'Australia Day', status: 'closed', department: 'service' },
    ]
    const res = await restClient(config, token).patch(`locations/${location.id}`, { specialHours })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toContain('26 Jan 2027 has holiday hours twice for Service (rows 1 and 2).')
    const after = await payload.findByID({ collection: 'locations', id: location.id, depth: 0 })
    expect(after.specialHours).toEqual(before.specialHours)
    // Two departments on one date are fine.
    const split = [specialHours[1], { ...specialHours[1], department: 'sales' }]
    expect((await restClient(config, token).patch(`locations/${location.id}`, { specialHours: split })).status).toBe(200)
    expect((await restClient(config, token).patch(`locations/${location.id}`, { specialHours: before.specialHours })).status).toBe(200)
  })

  test('a second location with the same slug is refused; another dealer may use it', async () => {
    const rest = restClient(config, token)
    const data = {
      name: 'Harbour City Chatswood',
      departments: ['sales'],
      address: { street: '1 A St', city: 'Chatswood', state: 'NSW', postcode: '2067' },
    }
    const res = await rest.post('locations', { ...data, tenant: harbour.id })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toMatch(/already has a location at \/locations\/harbour-city-chatswood/)
    const created = await payload.create({ collection: 'locations', data: { ...data, tenant: group.id } as never })
    expect(created.slug).toBe('harbour-city-chatswood')
    await payload.delete({ collection: 'locations', id: created.id })
  })
})

describe('offers and promo tiles are dealer content with a clock', () => {
  test('each dealer reads only its own; an offer leaves the sitemap at its expiry without an edit', async () => {
    const { getOffers, getPromoTiles } = await import('@/src/cms/marketing')
    const { siteEntries } = await import('@/src/app/(site)/[host]/sitemap-data')
    const own = await getOffers(harbour)
    expect(own.length).toBeGreaterThanOrEqual(4)
    expect((await getOffers(group)).some((o) => own.some((x) => x.id === o.id))).toBe(false)
    expect((await getPromoTiles(harbour)).map((t) => t.heading)).toContain('Stocktake Sale')
    const soon = await payload.create({
      collection: 'offers',
      data: {
        tenant: harbour.id,
        name: 'Ends in a moment',
        category: 'Service offer',
        description: 'Quick',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      } as never,
    })
    try {
      const before = (await siteEntries(harbour, HARBOUR)).map((e) => e.path)
      // Harbour City's offers name several makes; one without a make lives at /offers/{id}.
      expect(before).toContain(`/offers/${soon.id}`)
      expect(before).toContain(`/offers/toyota/${own.find((o) => o.manufacturer === 'Toyota')!.id}`)
      // A minute later by the server's clock (only Date moves: timers and the database run as ever),
      // so a slow machine cannot see the offer expire before the first look.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
      const after = (await siteEntries(harbour, HARBOUR)).map((e) => e.path)
      expect(after).not.toContain(`/offers/${soon.id}`)
      const expired = await payload.findByID({ collection: 'offers', id: soon.id, depth: 0 })
      expect(expired.schedule).toBe('Expired')
    } finally {
      vi.useRealTimers()
      await payload.delete({ collection: 'offers', id: soon.id })
    }
  })

  test.each([
    ['a rate without its comparison rate', { rate: 2.99 }, /comparison rate/],
    [
      'an expiry before the start',
      { startsAt: '2026-12-01T00:00:00Z', expiresAt: '2026-11-01T00:00:00Z' },
      /expiry must be after the start/,
    ],
  ])('an offer with %s is a 400 and is not stored', async (_, extra, message) => {
    const token = await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD)
    const before = (await payload.count({ collection: 'offers' })).totalDocs
    const res = await restClient(config, token).post('offers', {
      tenant: harbour.id,
      name: 'Bad offer',
      category: 'Finance offer',
      description: 'x',
      ...extra,
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toMatch(message)
    expect((await payload.count({ collection: 'offers' })).totalDocs).toBe(before)
  })
})

describe('blog posts', () => {
  test('a post cannot take a category page’s address or another post’s; drafts stay off the site', async () => {
    const { getPosts } = await import('@/src/cms/posts')
    const token = await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD)
    const rest = restClient(config, token)
    const body = { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [] } }
    const reserved = await rest.post('posts', { tenant: harbour.id, title: 'Motoring Tips', slug: 'motoring-tips', body })
    expect(reserved.status).toBe(400)
    expect(JSON.stringify(reserved.json)).toMatch(/category page/)
    const taken = await rest.post('posts', { tenant: harbour.id, title: 'Copy', slug: 'how-to-buy-a-used-car', body })
    expect(taken.status).toBe(400)
    expect(JSON.stringify(taken.json)).toMatch(/already has a post at \/blog\/how-to-buy-a-used-car/)
    const draft = await rest.post('posts?draft=true', { tenant: harbour.id, title: 'Unfinished thoughts', body, _status: 'draft' })
    expect(draft.status).toBe(201)
    expect((await getPosts(harbour)).map((p) => p.title)).not.toContain('Unfinished thoughts')
    expect((await getPosts(group)).map((p) => p.slug)).not.toContain('how-to-buy-a-used-car')
    await payload.delete({ collection: 'posts', id: draft.json.doc.id })
  })
})

describe('importing reviews from CSV', () => {
  const csv = (rows: string) => `location,customer_name,rating,text,date,reply\n${rows}`
  const countReviews = async (tenant: number | string) =>
    (await payload.count({ collection: 'reviews', where: { tenant: { equals: tenant } } })).totalDocs

  test('a good file is stored for the dealer’s own locations, and counts on the site', async () => {
    const token = await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD)
    const before = await countReviews(harbour.id)
    const res = await restClient(config, token).post('reviews/import', {
      tenant: harbour.id,
      csv: csv('harbour-city-newcastle,Imported One,5,"Friendly, quick, fair",2026-11-01,\nharbour-city-newcastle,Imported Two,2,Slow,,\n'),
    })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ imported: 2, message: '2 reviews imported.' })
    expect(await countReviews(harbour.id)).toBe(before + 2)
    const newcastle = (await getLocations(harbour)).find((l) => l.slug === 'harbour-city-newcastle')!
    const shown = (await getReviews(harbour))[String(newcastle.id)].shown.map((r) => r.customerName)
    expect(shown).toContain('Imported One')
    expect(shown).not.toContain('Imported Two')
  })

  test('one bad line, or another dealer’s location, stores nothing and names the lines', async () => {
    const token = await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD)
    const before = await countReviews(harbour.id)
    const res = await restClient(config, token).post('reviews/import', {
      tenant: harbour.id,
      csv: csv(
        'harbour-city-newcastle,Good Row,5,Fine\nharbour-city-newcastle,Bad Row,9,Too high\nsouthern-cross-toyota-geelong,Theirs,5,Not here\n',
      ),
    })
    expect(res.status).toBe(400)
    expect(res.json.problems.map((p: { message: string }) => p.message)).toEqual([
      'Line 3: the rating must be a whole number from 1 to 5.',
      'Line 4: this site has no location "southern-cross-toyota-geelong".',
    ])
    expect(await countReviews(harbour.id)).toBe(before)
  })

  test('an editor cannot import into another dealer; anonymous callers are refused', async () => {
    const token = await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD)
    const before = await countReviews(group.id)
    const res = await restClient(config, token).post('reviews/import', {
      tenant: group.id,
      csv: csv('southern-cross-toyota-geelong,X,5,Y'),
    })
    expect(res.status).toBe(403)
    expect((await restClient(config).post('reviews/import', { tenant: group.id, csv: csv('a,b,5,c') })).status).toBe(401)
    expect((await restClient(config, token).post('reviews/import', { tenant: 'x', csv: 1 })).status).toBe(400)
    expect(await countReviews(group.id)).toBe(before)
  })
})
