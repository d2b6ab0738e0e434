import { createHmac } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { tenantConfigSchema } from '@/src/domain/tenant/tenant-config'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { parseFilters, printFilter } from '@/src/search/protocol'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { generateSecuredApiKey, tenantSearchKey } from './secured-key'
import { primarySettings, replicaSettings } from './settings'
import { BATCH_SIZE, type FetchLike, createAlgoliaWriter } from './writer'
import { holdUpdate } from '@/src/search/index-writer'

/** Algolia cannot be reached from here: requests are recorded by an injected fetch and compared exactly. */
function recorder(status = 200) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = []
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, method: init.method, headers: init.headers, body: JSON.parse(init.body) })
    return { ok: status < 300, status, text: async () => '{"message":"Invalid Application-ID or API key","status":403}' }
  }
  return { calls, fetch }
}

const record = (id: string, price = 1000) => ({ objectID: `d:${id}`, make: 'Toyota', price }) as unknown as SearchRecord
const HEADERS = { 'x-algolia-application-id': 'APPID', 'x-algolia-api-key': 'ADMINKEY', 'content-type': 'application/json' }

describe('Algolia index writer (recorded requests)', () => {
  test('saves, partial updates and deletes go in one batch, in that order', async () => {
    const { calls, fetch } = recorder()
    await createAlgoliaWriter({ appId: 'APPID', adminKey: 'ADMINKEY', fetch }).apply({
      saves: [record('1')],
      partials: [{ objectID: 'd:2', price: 900, price_range: 'Under $10,000' }],
      deletes: ['d:3'],
    })
    expect(calls).toEqual([
      {
        url: 'https://APPID.algolia.net/1/indexes/cars/batch',
        method: 'POST',
        headers: HEADERS,
        body: {
          requests: [
            { action: 'updateObject', body: { objectID: 'd:1', make: 'Toyota', price: 1000 } },
            { action: 'partialUpdateObjectNoCreate', body: { objectID: 'd:2', price: 900, price_range: 'Under $10,000' } },
            { action: 'deleteObject', body: { objectID: 'd:3' } },
          ],
        },
      },
    ])
  })

  test('an online reservation hold is a partial update of reserved and reserved_until, and its end clears both', async () => {
    const { calls, fetch } = recorder()
    const writer = createAlgoliaWriter({ appId: 'APPID', adminKey: 'ADMINKEY', fetch })
    await writer.apply({ saves: [], partials: [holdUpdate('d:4', new Date('2026-11-27T01:00:00Z'))], deletes: [] })
    await writer.apply({ saves: [], partials: [holdUpdate('d:4', null)], deletes: [] })
    expect(calls.map((c) => c.body)).toEqual([
      {
        requests: [
          { action: 'partialUpdateObjectNoCreate', body: { objectID: 'd:4', reserved: true, reserved_until: '2026-11-27T01:00:00.000Z' } },
        ],
      },
      { requests: [{ action: 'partialUpdateObjectNoCreate', body: { objectID: 'd:4', reserved: false, reserved_until: null } }] },
    ])
  })

  test(`batches of ${BATCH_SIZE}`, async () => {
    const { calls, fetch } = recorder()
    await createAlgoliaWriter({ appId: 'APPID', adminKey: 'ADMINKEY', fetch }).saveAll(
      Array.from({ length: 2500 }, (_, i) => record(String(i))),
    )
    expect(calls.map((c) => (c.body as { requests: unknown[] }).requests.length)).toEqual([1000, 1000, 500])
    expect((calls[2].body as { requests: { body: { objectID: string } }[] }).requests[0].body.objectID).toBe('d:2000')
  })

  test('settings for the primary index and each replica come from the one index configuration', async () => {
    const { calls, fetch } = recorder()
    await createAlgoliaWriter({ appId: 'APPID', adminKey: 'ADMINKEY', fetch }).pushSettings()
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT https://APPID.algolia.net/1/indexes/cars/settings?forwardToReplicas=false',
      'PUT https://APPID.algolia.net/1/indexes/cars_latest/settings',
      'PUT https://APPID.algolia.net/1/indexes/cars_price_asc/settings',
      'PUT https://APPID.algolia.net/1/indexes/cars_price_desc/settings',
      'PUT https://APPID.algolia.net/1/indexes/cars_km_asc/settings',
      'PUT https://APPID.algolia.net/1/indexes/cars_subscription_price_asc/settings',
    ])
    expect(calls[0].body).toEqual(primarySettings())
    expect(primarySettings()).toMatchObject({
      searchableAttributes: ['make', 'model', 'badge', 'series', 'stocknum', 'vin'],
      customRanking: ['desc(custom_rank)'],
      disableTypoToleranceOnAttributes: ['stocknum', 'vin'],
      replicas: ['cars_latest', 'cars_price_asc', 'cars_price_desc', 'cars_km_asc', 'cars_subscription_price_asc'],
      ranking: ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
    })
    expect(primarySettings().attributesForFaceting).toEqual(
      expect.arrayContaining(['searchable(make)', 'car_type', 'price', 'filterOnly(stocknum)', 'filterOnly(show_on_dealer_website)']),
    )
    expect(replicaSettings('cars_price_asc').ranking).toEqual([
      'asc(price)',
      'typo',
      'geo',
      'words',
      'filters',
      'proximity',
      'attribute',
      'exact',
      'custom',
    ])
    expect(replicaSettings('cars_latest').ranking).toContain('desc(created_at_timestamp)')
  })

  test('an Algolia error is raised with its status and message', async () => {
    const { fetch } = recorder(403)
    await expect(
      createAlgoliaWriter({ appId: 'APPID', adminKey: 'BAD', fetch }).apply({ saves: [record('1')], partials: [], deletes: [] }),
    ).rejects.toThrow('Algolia answered 403: {"message":"Invalid Application-ID or API key","status":403}')
  })
})

describe('secured, tenant-filtered search keys (Algolia secured API key format)', () => {
  const restrictions = {
    filters: 'dealership_slug:a AND NOT make:"Land Rover"',
    validUntil: 1773561600,
    restrictIndices: ['cars', 'cars_latest'],
  }

  test('matches the recorded key for fixed restrictions', () => {
    expect(generateSecuredApiKey('parent-search-key', restrictions)).toBe(
      'OTFhY2ZkN2U2NmUxYzUzYzBiYWQ4ZTBhODJkOWE0OWJmMGU3N2U2ZDBmMjMwYmU1ZDdjYWZhYTU2N2VhMjRkNmZpbHRlcnM9ZGVhbGVyc2hpcF9zbHVnJTNBYSUyMEFORCUyME5PVCUyMG1ha2UlM0ElMjJMYW5kJTIwUm92ZXIlMjImcmVzdHJpY3RJbmRpY2VzPWNhcnMlMkNjYXJzX2xhdGVzdCZ2YWxpZFVudGlsPTE3NzM1NjE2MDA=',
    )
  })

  test('is base64(hex HMAC-SHA256(parent key, sorted url-encoded params) + params)', () => {
    const decoded = Buffer.from(generateSecuredApiKey('parent-search-key', restrictions), 'base64').toString()
    const params =
      'filters=dealership_slug%3Aa%20AND%20NOT%20make%3A%22Land%20Rover%22&restrictIndices=cars%2Ccars_latest&validUntil=1773561600'
    expect(decoded.slice(64)).toBe(params)
    expect(decoded.slice(0, 64)).toBe(createHmac('sha256', 'parent-search-key').update(params).digest('hex'))
  })

  test('a site key embeds the tenant filter as of the start of the hour and expires two hours later', () => {
    const tenant = tenantConfigSchema.parse({
      id: 1,
      slug: 'harbour',
      name: 'H',
      domains: ['h.test'],
      inventory: { excludedMakes: ['Kia'] },
    })
    const now = new Date('2026-03-15T10:42:00Z')
    const { key, validUntil } = tenantSearchKey('parent-search-key', tenant, now)
    const hour = Date.parse('2026-03-15T10:00:00Z') / 1000
    expect(validUntil).toBe(hour + 7200)
    const params = new URLSearchParams(Buffer.from(key, 'base64').toString().slice(64))
    const filters = params.get('filters')!
    expect(filters).toBe(printFilter(tenantInventoryFilter(tenant, new Date(hour * 1000))))
    expect(parseFilters(filters).ok).toBe(true)
    expect(filters).toContain('NOT make:Kia')
    expect(params.get('restrictIndices')).toBe('cars,cars_latest,cars_price_asc,cars_price_desc,cars_km_asc,cars_subscription_price_asc')
  })
})
