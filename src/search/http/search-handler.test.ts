import { describe, expect, test, vi } from 'vitest'
import { tenantConfigSchema } from '@/src/domain/tenant/tenant-config'
import { createMemoryEngine } from '@/src/search/engine/memory/memory-engine'
import { MAX_BODY_BYTES, MAX_RESPONSE_BYTES } from '@/src/search/protocol'
import { createResultCache } from '@/src/search/result-cache'
import type { SearchEngine } from '@/src/search/engine/types'
import { CACHE_HEADER, createSearchHandler } from './search-handler'
import { logger } from '@/src/lib/logger'
import { metrics } from '@/src/lib/metrics'

/** A series' value in this process's metrics (GET /metrics); 0 before its first count. */
async function series(metric: 'searchSeconds' | 'cacheLookups', name: string, labels: Record<string, string>) {
  type Sample = { metricName?: string; labels: Record<string, unknown>; value: number }
  const { values } = (await metrics[metric].get()) as { values: Sample[] }
  const found = values.find((v) => (v.metricName ?? name) === name && Object.entries(labels).every(([k, value]) => v.labels[k] === value))
  return found?.value ?? 0
}
const engineTimings = (kind: string, outcome: string) => series('searchSeconds', 'search_engine_duration_seconds_count', { kind, outcome })
const answerLookups = (result: string) => series('cacheLookups', 'cache_lookups_total', { cache: 'search_answers', result })

const now = new Date('2026-03-15T00:00:00Z')
const tenant = tenantConfigSchema.parse({
  id: 1,
  slug: 'a-motors',
  name: 'A',
  domains: ['a.test'],
  features: { priceAscRequiresPrice: true },
})
const car = (id: string, dealership: string, price: number) => ({
  objectID: `${dealership}:${id}`,
  dealership_slug: dealership,
  make: 'Kia',
  model: 'Cerato',
  car_type: 'used',
  status: 'in_stock',
  show_on_dealer_website: true,
  visible_until: 32_503_680_000,
  custom_rank: 1,
  price,
})
const engine = createMemoryEngine([car('1', 'a-motors', 0), car('2', 'a-motors', 15000), car('3', 'b-motors', 9000)])
const handler = createSearchHandler({
  resolveTenant: async (host) => (host === 'a.test' ? tenant : null),
  engine: () => engine,
  now: () => now,
})
const post = (body: string, path = ['*', 'queries'], host = 'a.test') =>
  handler(
    new Request(`http://${host}/api/search/1/indexes/${path.join('/')}`, {
      method: 'POST',
      headers: { host, 'content-type': 'text/plain' },
      body,
    }),
    path,
  )

describe('search route handler', () => {
  test('the tenant filter is ANDed on; lowest price adds price > 0 on this tenant', async () => {
    const res = await post(
      JSON.stringify({
        requests: [
          { indexName: 'cars' },
          { indexName: 'cars_price_asc', params: 'filters=dealership_slug%3Ab-motors%20OR%20price%3E%3D0' },
        ],
      }),
    )
    const { results } = (await res.json()) as { results: { hits: { objectID: string }[] }[] }
    expect(results[0].hits.map((h) => h.objectID).sort()).toEqual(['a-motors:1', 'a-motors:2'])
    expect(results[1].hits.map((h) => h.objectID)).toEqual(['a-motors:2'])
  })

  test.each<[string, string, string[], string, number]>([
    ['unknown host', '{"requests":[{"indexName":"cars"}]}', ['*', 'queries'], 'b.test', 404],
    ['not JSON', '{', ['*', 'queries'], 'a.test', 400],
    ['bad numericFilters', '{"requests":[{"indexName":"cars","numericFilters":["price>>1"]}]}', ['*', 'queries'], 'a.test', 400],
    ['params of the wrong type', '{"requests":[{"indexName":"cars","page":"two"}]}', ['*', 'queries'], 'a.test', 400],
    ['a facet that cannot be searched', '{"facetQuery":"x"}', ['cars', 'facets', 'price', 'query'], 'a.test', 400],
    ['an unknown endpoint', '{}', ['cars', 'settings'], 'a.test', 404],
  ])('%s answers %i... as JSON { message, status }', async (_name, body, path, host, status) => {
    const res = await post(body, path, host)
    expect(res.status).toBe(status)
    const json = (await res.json()) as { message: string; status: number }
    expect(json.status).toBe(status)
    expect(json.message.length).toBeGreaterThan(5)
  })

  // Unchecked, each of these would answer 200 with megabytes, or 503.
  test.each<[string, string, number, string]>([
    ['a lone surrogate in the query', '{"requests":[{"indexName":"cars","query":"\\ud800"}]}', 400, 'not valid Unicode'],
    [
      '20,000-deep nesting in an unknown key',
      `{"requests":[{"indexName":"cars","x":${'['.repeat(20_000)}${']'.repeat(20_000)}}]}`,
      400,
      'nests deeper than 32 levels',
    ],
    [
      '50 queries × 1000 hits × every facet',
      JSON.stringify({ requests: Array.from({ length: 50 }, () => ({ indexName: 'cars', hitsPerPage: 1000, facets: ['*'] })) }),
      400,
      'at most 32 queries',
    ],
    [
      '20 queries × 1000 hits',
      JSON.stringify({ requests: Array.from({ length: 20 }, () => ({ indexName: 'cars', hitsPerPage: 1000 })) }),
      400,
      'hits in total',
    ],
    ['a body over the cap', 'x'.repeat(MAX_BODY_BYTES + 1), 413, `larger than ${MAX_BODY_BYTES} bytes`],
  ])('%s is a %i with a message', async (_name, body, status, message) => {
    const res = await post(body)
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual({ status, message: expect.stringContaining(message) })
  })

  test('an answer larger than MAX_RESPONSE_BYTES is refused with a 400, not sent', async () => {
    const big = 'x'.repeat(Math.ceil(MAX_RESPONSE_BYTES / 900))
    const many = createMemoryEngine(Array.from({ length: 1000 }, (_, i) => ({ ...car(String(i), 'a-motors', 1000 + i), description: big })))
    const h = createSearchHandler({ resolveTenant: async () => tenant, engine: () => many, now: () => now })
    const req = (hitsPerPage: number) =>
      new Request('http://a.test/x', {
        method: 'POST',
        headers: { host: 'a.test' },
        body: JSON.stringify({ requests: [{ indexName: 'cars', hitsPerPage }] }),
      })
    const res = await h(req(1000), ['*', 'queries'])
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^The search answer would be \d+\.\d MB, more than the 8 MB allowed/,
    )
    expect((await h(req(21), ['*', 'queries'])).status).toBe(200)
  })

  test('an engine failure is a 503 with a message, not a 500', async () => {
    const broken = createSearchHandler({
      resolveTenant: async () => tenant,
      engine: () => ({
        search: async () => {
          throw new Error('connection refused')
        },
      }),
      now: () => now,
    })
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {})
    const failedBefore = await engineTimings('multi', 'error')
    const res = await broken(
      new Request('http://a.test/x', { method: 'POST', headers: { host: 'a.test' }, body: '{"requests":[{"indexName":"cars"}]}' }),
      ['*', 'queries'],
    )
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ message: 'Search is temporarily unavailable, please try again', status: 503 })
    expect(await engineTimings('multi', 'error')).toBe(failedBefore + 1)
    expect(logged).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'connection refused' }) }, expect.any(String))
  })

  describe('with the answer cache', () => {
    const b = tenantConfigSchema.parse({ id: 2, slug: 'b-motors', name: 'B', domains: ['b.test'] })
    let calls = 0
    const counting: SearchEngine = {
      search: (requests) => {
        calls++
        return engine.search(requests)
      },
    }
    const cached = createSearchHandler({
      resolveTenant: async (host) => ({ 'a.test': tenant, 'b.test': b })[host] ?? null,
      engine: () => counting,
      now: () => now,
      cache: createResultCache({ ttlMs: 60_000, maxChars: 1_000_000, trusted: () => true }),
    })
    const ask = async (host: string, request: Record<string, unknown>) => {
      const res = await cached(
        new Request(`http://${host}/x`, { method: 'POST', headers: { host }, body: JSON.stringify({ requests: [request] }) }),
        ['*', 'queries'],
      )
      const { results } = (await res.json()) as { results: { hits: { objectID: string }[] }[] }
      return { cache: res.headers.get(CACHE_HEADER), ids: results[0].hits.map((h) => h.objectID).sort() }
    }

    test("a first page is answered once per site's filter; another site never gets it", async () => {
      calls = 0
      expect(await ask('a.test', { indexName: 'cars' })).toEqual({ cache: 'miss', ids: ['a-motors:1', 'a-motors:2'] })
      expect(await ask('a.test', { indexName: 'cars' })).toEqual({ cache: 'hit', ids: ['a-motors:1', 'a-motors:2'] })
      expect(await ask('b.test', { indexName: 'cars' })).toEqual({ cache: 'miss', ids: ['b-motors:3'] })
      expect(calls).toBe(2)
    })

    test('typed words and later pages always reach the engine, and say nothing about the cache', async () => {
      calls = 0
      for (const request of [
        { indexName: 'cars', query: 'kia' },
        { indexName: 'cars', query: 'kia' },
        { indexName: 'cars', page: 1 },
      ]) {
        expect((await ask('a.test', request)).cache).toBeNull()
      }
      expect(calls).toBe(3)
    })

    test('each engine call is timed, a cached answer is not; hits and misses are counted', async () => {
      const before = { timed: await engineTimings('multi', 'ok'), hits: await answerLookups('hit'), misses: await answerLookups('miss') }
      await ask('a.test', { indexName: 'cars', hitsPerPage: 1 })
      await ask('a.test', { indexName: 'cars', hitsPerPage: 1 })
      await ask('a.test', { indexName: 'cars', query: 'kia' })
      expect(await engineTimings('multi', 'ok')).toBe(before.timed + 2)
      expect(await answerLookups('hit')).toBe(before.hits + 1)
      expect(await answerLookups('miss')).toBe(before.misses + 1)
    })
  })
})
