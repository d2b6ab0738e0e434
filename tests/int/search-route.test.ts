import { beforeAll, describe, expect, test } from 'vitest'
import { POST } from '@/src/app/api/search/1/indexes/[...path]/route'
import { getTenantByHost } from '@/src/cms/tenants'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { createMemoryEngine } from '@/src/search/engine/memory/memory-engine'
import { sharedInventoryDb } from '@/src/search/engine/postgres/pool'
import { table } from '@/src/search/engine/postgres/schema'
import { INDEX_NAMES } from '@/src/search/index-config'
import { type SearchResponse, allOf, matches, parseMultiQueryBody } from '@/src/search/protocol'
import { DEMO_DEALERSHIPS } from '@/src/demo/inventory/demo-dealerships'
import { seedDemoInventory } from '@/src/demo/stock/seed'
import { listFeedRuns } from '@/src/search/ingest'
import { CACHE_HEADER } from '@/src/search/http/search-handler'
import { testPayload } from '../helpers/payload'

/**
 * The search route through its exported POST handler with real Request objects, on
 * the demo tenants and the demo stock the seed imports: tenant scoping, protocol shapes, errors.
 */
const HARBOUR = 'harbour-city-motors.localhost'
const GROUP = 'southern-cross-auto-group.localhost'
let harbour: TenantConfig
let group: TenantConfig
let records: Record<string, unknown>[]

function call(host: string | null, path: string[], body: unknown, init: { raw?: string; contentType?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': init.contentType ?? 'text/plain' }
  if (host) headers.host = host
  const req = new Request(`http://${host ?? 'localhost'}/api/search/1/indexes/${path.join('/')}`, {
    method: 'POST',
    headers,
    body: init.raw ?? JSON.stringify(body),
  })
  return POST(req, { params: Promise.resolve({ path }) })
}

async function search(host: string, requests: Record<string, unknown>[]): Promise<SearchResponse[]> {
  const res = await call(host, ['*', 'queries'], { requests })
  expect(res.status).toBe(200)
  return ((await res.json()) as { results: SearchResponse[] }).results
}

/** What the route must answer: the in-memory engine over all stock, scoped the same way. */
async function expected(tenant: TenantConfig, requests: Record<string, unknown>[]) {
  const parsed = parseMultiQueryBody({ requests }, INDEX_NAMES)
  if (!parsed.ok) throw new Error(parsed.error.message)
  const scope = tenantInventoryFilter(tenant, new Date())
  return (await createMemoryEngine(records).search(
    parsed.value.map((q) => ({ ...q, filter: allOf([scope, q.filter]) })),
  )) as SearchResponse[]
}

beforeAll(async () => {
  await testPayload()
  harbour = (await getTenantByHost('harbour-city-motors.localhost'))!
  group = (await getTenantByHost('southern-cross-auto-group.localhost'))!
  const db = sharedInventoryDb()
  records = (await db.pool.query(`SELECT _record FROM ${table(db, 'vehicles')}`)).rows.map((r) => r._record)
})

describe('tenant scoping cannot be widened', () => {
  const visibleTo = (tenant: TenantConfig) => (hit: Record<string, unknown>) => matches(tenantInventoryFilter(tenant, new Date()), hit)

  test("a plain search shows only the site's visible stock", async () => {
    const [r] = await search(HARBOUR, [{ indexName: 'cars', hitsPerPage: 1000, facets: ['dealership_slug', 'status'] }])
    const [e] = await expected(harbour, [{ indexName: 'cars', hitsPerPage: 1000 }])
    expect(r.nbHits).toBe(e.nbHits)
    expect(r.nbHits).toBeGreaterThan(250)
    expect(r.hits.every(visibleTo(harbour))).toBe(true)
    expect(Object.keys(r.facets!.dealership_slug)).toEqual(['harbour-city-motors'])
  })

  test.each<[string, Record<string, unknown>]>([
    ['filters naming another dealership', { filters: 'dealership_slug:southern-cross-kia' }],
    [
      'OR-ing another dealership in',
      { filters: 'make:Toyota OR dealership_slug:southern-cross-kia OR NOT dealership_slug:harbour-city-motors' },
    ],
    ['a facetFilters OR group', { facetFilters: [['dealership_slug:southern-cross-kia', 'dealership_slug:harbour-city-motors']] }],
    ['NOT the own dealership', { filters: 'NOT dealership_slug:harbour-city-motors' }],
    ['hidden cars', { filters: 'show_on_dealer_website:false OR visible_until < 1000' }],
    ['long-sold cars', { numericFilters: ['visible_until<=1'] }],
    ['a v4 params string', { params: 'filters=dealership_slug%3Asouthern-cross-kia%20OR%20car_type%3Anew&hitsPerPage=100' }],
  ])('%s', async (_name, params) => {
    const [r] = await search(HARBOUR, [{ indexName: 'cars', hitsPerPage: 1000, ...params }])
    expect(r.hits.every(visibleTo(harbour))).toBe(true)
    expect(r.hits.some((h) => h.dealership_slug !== 'harbour-city-motors')).toBe(false)
  })

  test("facet-value search counts only the site's stock", async () => {
    const res = await call(GROUP, ['cars', 'facets', 'make', 'query'], { facetQuery: 'k', maxFacetHits: 100 })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { facetHits: { value: string; count: number }[] }
    const [e] = await expected(group, [{ indexName: 'cars', hitsPerPage: 0, facets: ['make'], maxValuesPerFacet: 1000 }])
    const kMakes = Object.entries(e.facets!.make).filter(([v]) => v.toLowerCase().startsWith('k'))
    expect(body.facetHits.map((h) => [h.value, h.count]).sort()).toEqual(kMakes.sort())
  })

  test('the group site sees its four dealerships; lowest price hides unpriced cars there', async () => {
    const [r] = await search(GROUP, [{ indexName: 'cars_price_asc', hitsPerPage: 50, facets: ['dealership_slug'] }])
    expect(Object.keys(r.facets!.dealership_slug).sort()).toEqual([
      'southern-cross-hyundai',
      'southern-cross-kia',
      'southern-cross-mazda',
      'southern-cross-toyota',
    ])
    expect(r.hits.every((h) => (h.price as number) > 0)).toBe(true)
    const prices = r.hits.map((h) => h.price as number)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })
})

describe('the first-page answer cache', () => {
  test("a site's cached first page is never another site's answer", async () => {
    const body = { requests: [{ indexName: 'cars', hitsPerPage: 30, facets: ['dealership_slug'] }] }
    const ask = async (host: string) => {
      const res = await call(host, ['*', 'queries'], body)
      expect(res.status).toBe(200)
      const { results } = (await res.json()) as { results: SearchResponse[] }
      return { cache: res.headers.get(CACHE_HEADER), dealerships: Object.keys(results[0].facets!.dealership_slug).sort() }
    }
    // The cache is used once this process hears inventory changes (its first first-page search starts that).
    await expect.poll(async () => (await ask(HARBOUR)).cache, { timeout: 10_000 }).toBe('hit')
    expect(await ask(GROUP)).toEqual({
      cache: 'miss',
      dealerships: ['southern-cross-hyundai', 'southern-cross-kia', 'southern-cross-mazda', 'southern-cross-toyota'],
    })
    expect((await ask(HARBOUR)).dealerships).toEqual(['harbour-city-motors'])
    expect((await ask(GROUP)).dealerships).toHaveLength(4)
  })
})

describe('protocol answers', () => {
  test('a typical InstantSearch page: hits, facets, stats, highlighting with the client tags', async () => {
    const requests = [
      {
        indexName: 'cars',
        query: 'ranegr',
        hitsPerPage: 21,
        facets: ['make', 'model', 'car_type', 'price'],
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
      },
      { indexName: 'cars', query: 'ranegr', hitsPerPage: 0, facets: ['price'], analytics: false },
    ]
    const results = await search(HARBOUR, requests)
    const e = await expected(harbour, requests)
    expect(results[0].nbHits).toBe(e[0].nbHits)
    expect(results[0].nbHits).toBeGreaterThan(0)
    expect(results[0].hits.map((h) => h.objectID)).toEqual(e[0].hits.map((h) => h.objectID))
    expect(results[0].hits.every((h) => h.model === 'Ranger')).toBe(true)
    expect(JSON.stringify(results[0].hits[0]._highlightResult)).toContain('__ais-highlight__Ranger__/ais-highlight__')
    expect(results[1].facets_stats!.price).toMatchObject({ min: e[1].facets_stats!.price.min, max: e[1].facets_stats!.price.max })
    // A range facet is listed with no values, or InstantSearch's helper ignores its stats.
    expect(results[1].facets).toMatchObject({ price: {} })
    expect(results[0]).toMatchObject({ page: 0, hitsPerPage: 21, query: 'ranegr', index: 'cars' })
  })

  test('the single-index query endpoint answers one result', async () => {
    const res = await call(HARBOUR, ['cars_latest', 'query'], { params: 'query=camery&hitsPerPage=3' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as SearchResponse
    expect(body.index).toBe('cars_latest')
    expect(body.hits.every((h) => h.model === 'Camry')).toBe(true)
  })
})

describe('errors are 4xx JSON with a message, never 500', () => {
  test.each<[string, string | null, string[], unknown, { raw?: string }, number, string]>([
    ['unknown host', 'nowhere.example.com', ['*', 'queries'], { requests: [{ indexName: 'cars' }] }, {}, 404, 'No dealer site'],
    ['no host', null, ['*', 'queries'], { requests: [{ indexName: 'cars' }] }, {}, 404, 'No dealer site'],
    ['body is not JSON', HARBOUR, ['*', 'queries'], null, { raw: '{"requests": [' }, 400, 'not valid JSON'],
    ['requests missing', HARBOUR, ['*', 'queries'], { queries: [] }, {}, 400, 'requests must be a non-empty array'],
    [
      'bad filter syntax',
      HARBOUR,
      ['*', 'queries'],
      { requests: [{ indexName: 'cars', filters: 'make:Toyota AND (' }] },
      {},
      400,
      'filters',
    ],
    ['hitsPerPage too big', HARBOUR, ['*', 'queries'], { requests: [{ indexName: 'cars', hitsPerPage: 5000 }] }, {}, 400, 'hitsPerPage'],
    ['unknown index', HARBOUR, ['*', 'queries'], { requests: [{ indexName: 'Car_production' }] }, {}, 404, 'does not exist'],
    [
      'facet search on a filter-only attribute',
      HARBOUR,
      ['cars', 'facets', 'vin', 'query'],
      { facetQuery: 'J' },
      {},
      400,
      'searchable(vin)',
    ],
    ['unknown endpoint', HARBOUR, ['cars', 'browse'], {}, {}, 404, 'Unknown search endpoint'],
    ['body too large', HARBOUR, ['*', 'queries'], null, { raw: 'x'.repeat(300 * 1024) }, 413, 'larger than'],
  ])('%s', async (_name, host, path, body, init, status, message) => {
    const res = await call(host, path, body, init)
    expect(res.status).toBe(status)
    const json = (await res.json()) as { message: string; status: number }
    expect(json.status).toBe(status)
    expect(json.message).toContain(message)
  })
})

describe('demo stock', () => {
  test('every demo dealership was seeded through the feed pipeline; seeding again changes nothing', async () => {
    for (const { dealership } of DEMO_DEALERSHIPS) {
      const runs = await listFeedRuns(dealership)
      expect(runs[runs.length - 1]).toMatchObject({ ok: true, source: 'seed', rejected: 0 })
    }
    const result = await seedDemoInventory(sharedInventoryDb().pool, new Date())
    expect(result).toEqual({ seeded: [], skipped: DEMO_DEALERSHIPS.map((d) => d.dealership) })
  })

  test('the caravan site shows caravans with their specifications', async () => {
    const [r] = await search('red-centre-caravans.localhost', [{ indexName: 'cars', hitsPerPage: 5, facets: ['item_type', 'state'] }])
    expect(Object.keys(r.facets!.item_type)).toEqual(['caravan'])
    expect(Object.keys(r.facets!.state).length).toBeGreaterThan(1)
    expect(r.hits[0]).toHaveProperty('caravan.sleeps')
  })

  test('caravans filter by sleeps, length, ATM and tare, with counts and ranges for the filter panel', async () => {
    const host = 'red-centre-caravans.localhost'
    const facets = ['caravan.sleeps', 'caravan.body_length', 'caravan.aggregate_trailer_mass', 'caravan.tare_weight']
    const [all] = await search(host, [{ indexName: 'cars', hitsPerPage: 0, facets }])
    const sleeps = all.facets!['caravan.sleeps']
    expect(Object.keys(sleeps).length).toBeGreaterThan(1)
    for (const attribute of facets.slice(1)) {
      const stats = all.facets_stats![attribute]
      expect(stats.min, attribute).toBeGreaterThan(0)
      expect(stats.max, attribute).toBeGreaterThan(stats.min)
    }
    const [value, count] = Object.entries(sleeps)[0]
    const [sleeping] = await search(host, [{ indexName: 'cars', hitsPerPage: 50, facetFilters: [[`caravan.sleeps:${value}`]] }])
    expect(sleeping.nbHits).toBe(count)
    expect(sleeping.hits.every((h) => String((h as { caravan?: { sleeps?: number } }).caravan?.sleeps) === value)).toBe(true)
    const { min, max } = all.facets_stats!['caravan.body_length']
    const middle = Math.round(((min + max) / 2) * 10) / 10
    const [long] = await search(host, [{ indexName: 'cars', hitsPerPage: 50, numericFilters: [`caravan.body_length>=${middle}`] }])
    expect(long.nbHits).toBeGreaterThan(0)
    expect(long.nbHits).toBeLessThan(all.nbHits)
    expect(long.hits.every((h) => ((h as { caravan?: { body_length?: number } }).caravan?.body_length ?? 0) >= middle)).toBe(true)
    // A car dealer's stock has none of them, so its panel shows none of these filters.
    const [cars] = await search('harbour-city-motors.localhost', [{ indexName: 'cars', hitsPerPage: 0, facets }])
    expect(cars.facets?.['caravan.sleeps'] ?? {}).toEqual({})
  })
})
