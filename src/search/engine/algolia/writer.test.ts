import { describe, expect, test } from 'vitest'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { holdUpdate } from '@/src/search/index-writer'
import { REPLICAS } from '@/src/search/index-config'
import { READ_HOST, TEST_APP, WRITE_HOST, fakeAlgolia } from '@/tests/helpers/algolia'
import { BATCH_LIMITS } from './batches'
import { primarySettings, replicaSettings } from './settings'
import { createAlgoliaWriter } from './writer'

// The real algoliasearch v5 client with a recording requester; paths, actions and bodies as in
// Algolia's REST API reference (batch, setSettings, getTask, browse).
const record = (id: string, extra: Record<string, unknown> = {}) =>
  ({ objectID: `d:${id}`, make: 'Toyota', price: 1000, ...extra }) as unknown as SearchRecord
const HEADERS = { 'x-algolia-application-id': 'TESTAPP', 'x-algolia-api-key': 'test-admin-key', 'content-type': 'text/plain' }
const writerFor = (algolia: ReturnType<typeof fakeAlgolia>) => createAlgoliaWriter({ ...TEST_APP, requester: algolia.requester })
type Batch = { requests: { action: string; body: { objectID: string } }[] }
const batches = (algolia: ReturnType<typeof fakeAlgolia>) => algolia.requests.map((r) => r.body as Batch)

describe('Algolia index writer: batches (recorded requests)', () => {
  test('saves (addObject), partial updates (partialUpdateObjectNoCreate) and deletes (deleteObject) go in one batch, in that order', async () => {
    const algolia = fakeAlgolia()
    await writerFor(algolia).apply({
      saves: [record('1')],
      partials: [{ objectID: 'd:2', price: 900, price_range: 'Under $10,000' }],
      deletes: ['d:3'],
    })
    expect(algolia.requests).toEqual([
      {
        method: 'POST',
        host: WRITE_HOST,
        path: '/1/indexes/cars/batch',
        query: {},
        headers: HEADERS,
        body: {
          requests: [
            { action: 'addObject', body: { objectID: 'd:1', make: 'Toyota', price: 1000 } },
            { action: 'partialUpdateObjectNoCreate', body: { objectID: 'd:2', price: 900, price_range: 'Under $10,000' } },
            { action: 'deleteObject', body: { objectID: 'd:3' } },
          ],
        },
      },
    ])
  })

  test('a partial update of a car Algolia does not hold creates nothing there', async () => {
    const algolia = fakeAlgolia()
    algolia.seed([record('1')])
    await writerFor(algolia).apply({
      saves: [],
      partials: [
        { objectID: 'd:1', price: 900 },
        { objectID: 'd:9', price: 5 },
      ],
      deletes: [],
    })
    expect([...algolia.objects().values()]).toEqual([{ objectID: 'd:1', make: 'Toyota', price: 900 }])
  })

  test('an online reservation hold is a partial update of reserved and reserved_until, and its end clears both', async () => {
    const algolia = fakeAlgolia()
    const writer = writerFor(algolia)
    await writer.apply({ saves: [], partials: [holdUpdate('d:4', new Date('2026-11-27T01:00:00Z'))], deletes: [] })
    await writer.apply({ saves: [], partials: [holdUpdate('d:4', null)], deletes: [] })
    expect(batches(algolia)).toEqual([
      {
        requests: [
          { action: 'partialUpdateObjectNoCreate', body: { objectID: 'd:4', reserved: true, reserved_until: '2026-11-27T01:00:00.000Z' } },
        ],
      },
      { requests: [{ action: 'partialUpdateObjectNoCreate', body: { objectID: 'd:4', reserved: false, reserved_until: null } }] },
    ])
  })

  test(`large changes go in batches of at most ${BATCH_LIMITS.operations} operations, in order`, async () => {
    const algolia = fakeAlgolia()
    await writerFor(algolia).apply({ saves: Array.from({ length: 2500 }, (_, i) => record(String(i))), partials: [], deletes: [] })
    expect(batches(algolia).map((b) => b.requests.length)).toEqual([1000, 1000, 500])
    expect(batches(algolia).flatMap((b) => b.requests.map((r) => r.body.objectID))).toEqual(
      Array.from({ length: 2500 }, (_, i) => `d:${i}`),
    )
    expect(algolia.objects().size).toBe(2500)
  })

  test('large records are split by size too: no batch body over 5 MB', async () => {
    const algolia = fakeAlgolia()
    const big = Array.from({ length: 1000 }, (_, i) => record(String(i), { description: 'x'.repeat(8_000) }))
    await writerFor(algolia).apply({ saves: big, partials: [], deletes: [] })
    const sizes = algolia.requests.map((r) => Buffer.byteLength(JSON.stringify(r.body)))
    expect(sizes.length).toBe(2)
    for (const size of sizes) expect(size).toBeLessThanOrEqual(BATCH_LIMITS.bytes)
    expect(batches(algolia).flatMap((b) => b.requests.map((r) => r.body.objectID))).toEqual(big.map((r) => r.objectID))
  })
})

describe('Algolia index writer: settings', () => {
  test('the primary (with its replicas) first; the replicas once Algolia has published that task', async () => {
    const algolia = fakeAlgolia()
    await writerFor(algolia).pushSettings()
    expect(algolia.requests.map((r) => [r.method, r.host, r.path, r.query])).toEqual([
      ['PUT', WRITE_HOST, '/1/indexes/cars/settings', { forwardToReplicas: 'false' }],
      ['GET', READ_HOST, '/1/indexes/cars/task/101', {}],
      ...Object.keys(REPLICAS).map((replica) => ['PUT', WRITE_HOST, `/1/indexes/${replica}/settings`, {}]),
    ])
    expect(algolia.requests[0].body).toEqual(primarySettings())
    for (const replica of Object.keys(REPLICAS)) expect(algolia.settings.get(replica)).toEqual(replicaSettings(replica))
  })
})

describe('Algolia index writer: what Algolia holds (browse)', () => {
  test('pages through every objectID matching the filter, asking for the objectID only', async () => {
    const algolia = fakeAlgolia()
    algolia.seed(Array.from({ length: 3000 }, (_, i) => record(String(i), { dealership_slug: i % 3 === 0 ? 'b' : 'a' })))
    const ids = await writerFor(algolia).objectIDs('dealership_slug:a')
    expect(ids.size).toBe(2000)
    expect([...ids].every((id) => Number(id.slice(2)) % 3 !== 0)).toBe(true)
    expect(algolia.requests.map((r) => [r.method, r.host, r.path])).toEqual([
      ['POST', READ_HOST, '/1/indexes/cars/browse'],
      ['POST', READ_HOST, '/1/indexes/cars/browse'],
    ])
    expect(algolia.requests[0].body).toEqual({ attributesToRetrieve: ['objectID'], filters: 'dealership_slug:a', hitsPerPage: 1000 })
    expect(algolia.requests[1].body).toMatchObject({ cursor: expect.any(String) })
  })

  test('an index that does not exist yet holds nothing', async () => {
    const algolia = fakeAlgolia()
    expect(await writerFor(algolia).objectIDs()).toEqual(new Set())
  })
})

describe('Algolia errors', () => {
  test('a refusal (4xx) is raised with Algolia’s message at once, not retried', async () => {
    const algolia = fakeAlgolia({ fail: () => ({ status: 403, message: 'Invalid Application-ID or API key' }) })
    await expect(writerFor(algolia).apply({ saves: [record('1')], partials: [], deletes: [] })).rejects.toThrow(
      'Invalid Application-ID or API key',
    )
    expect(algolia.requests).toHaveLength(1)
  })

  test('a failing service (5xx) is tried on each of the application’s write hosts, then raised', async () => {
    const algolia = fakeAlgolia({ fail: () => ({ status: 503, message: 'Service Unavailable' }) })
    await expect(writerFor(algolia).apply({ saves: [record('1')], partials: [], deletes: [] })).rejects.toThrow(/Unreachable hosts/)
    expect(new Set(algolia.requests.map((r) => r.host))).toEqual(
      new Set([WRITE_HOST, 'TESTAPP-1.algolianet.com', 'TESTAPP-2.algolianet.com', 'TESTAPP-3.algolianet.com']),
    )
  })
})
