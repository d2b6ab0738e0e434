import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { objectIdOf } from '@/src/domain/inventory/search-record'
import { tenantConfigSchema } from '@/src/domain/tenant/tenant-config'
import { feedBackedCache } from '@/src/search/engine/postgres/change-feed'
import { createPostgresEngine } from '@/src/search/engine/postgres/engine'
import { type InventoryDb, table } from '@/src/search/engine/postgres/schema'
import { CACHE_HEADER, createSearchHandler } from '@/src/search/http/search-handler'
import { generatedVehicles, loadVehicles, testInventoryDb } from '../helpers/inventory'

/**
 * The first-page answer cache on a real PostgreSQL: the vehicles table announces
 * every committed change, the feed hears it from any connection, and a cached answer never
 * outlives a change; while the feed cannot hear, nothing is cached.
 */
const DEALER = 'cache-motors'
const now = new Date('2026-11-26T00:00:00Z')
let db: InventoryDb
let other: InventoryDb
let changes = 0
const stock = generatedVehicles({ dealership: DEALER, count: 30, now, seed: 'cache' })

const tenant = tenantConfigSchema.parse({ id: 7, slug: DEALER, name: 'Cache Motors', domains: ['cache.test'] })
// As the app wires it (src/search/engine/index.ts): trusted while the feed listens, emptied on each change.
const LISTENER = 'search-cache-test'
const { cache, feed } = feedBackedCache(() => db, {
  client: () => new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: LISTENER }),
  ttlMs: 60_000,
  maxChars: 10_000_000,
  retryMs: 50,
  onChange: () => changes++,
})

async function until(condition: () => boolean, what: string, ms = 5000) {
  const end = Date.now() + ms
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Waits for the feed to report at least one more change than `before`. */
const heard = (before: number) => until(() => changes > before, 'the change to be heard')

const listenerPid = async () => {
  const { rows } = await db.pool.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
    [LISTENER],
  )
  return rows.map((r) => r.pid)
}

beforeAll(async () => {
  db = await testInventoryDb('search_cache')
  other = await testInventoryDb('search_cache_other')
  await loadVehicles(db, stock, now)
  await until(() => feed().listening(), 'the feed to listen')
})

afterAll(async () => {
  await feed().close()
  for (const schema of ['search_cache', 'search_cache_other']) await db?.pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
  await db?.pool.end()
  await other?.pool.end()
})

describe('the inventory change feed', () => {
  test('a committed change from another connection is heard; a rolled-back one and another schema are not', async () => {
    const vehicles = table(db, 'vehicles')
    const before = changes
    await db.pool.query(`UPDATE ${vehicles} SET price = price WHERE _object_id = (SELECT min(_object_id) FROM ${vehicles})`)
    await heard(before)

    const quiet = changes
    const client = await db.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query(`UPDATE ${vehicles} SET price = price`)
      await client.query('ROLLBACK')
    } finally {
      client.release()
    }
    await other.pool.query(`DELETE FROM ${table(other, 'vehicles')}`)
    // The notices would arrive within milliseconds; a committed change afterwards is the marker.
    await db.pool.query(`UPDATE ${vehicles} SET price = price WHERE false`)
    await heard(quiet)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(changes).toBe(quiet + 1)
  })

  test('a lost connection stops the feed listening, counts as a change, and it listens again', async () => {
    const [pid] = await listenerPid()
    expect(pid).toBeGreaterThan(0)
    const before = changes
    const console_error = console.error
    console.error = () => {}
    try {
      await db.pool.query('SELECT pg_terminate_backend($1)', [pid])
      await until(() => !feed().listening(), 'the feed to notice')
      expect(changes).toBeGreaterThan(before)
      await until(() => feed().listening(), 'the feed to listen again')
    } finally {
      console.error = console_error
    }
    const again = changes
    await db.pool.query(`UPDATE ${table(db, 'vehicles')} SET price = price WHERE false`)
    await heard(again)
  })
})

describe('search answers through the cache', () => {
  const handler = createSearchHandler({
    resolveTenant: async (host) => (host === 'cache.test' ? tenant : null),
    engine: () => createPostgresEngine(db),
    now: () => now,
    cache,
  })
  const cheapest = async () => {
    const res = await handler(
      new Request('http://cache.test/x', {
        method: 'POST',
        headers: { host: 'cache.test' },
        body: JSON.stringify({ requests: [{ indexName: 'cars_price_asc', hitsPerPage: 1, facets: ['make'] }] }),
      }),
      ['*', 'queries'],
    )
    expect(res.status).toBe(200)
    const { results } = (await res.json()) as { results: { hits: { objectID: string; price: number }[] }[] }
    return { cache: res.headers.get(CACHE_HEADER), car: results[0].hits[0].objectID, price: results[0].hits[0].price }
  }

  test('a repriced car shows as soon as the change is heard, not when the answer would have expired', async () => {
    const first = await cheapest()
    expect(await cheapest()).toEqual({ ...first, cache: 'hit' })
    const dearest = [...stock]
      .filter((v) => v.status === 'in_stock' && v.show_on_dealer_website !== false)
      .sort((a, b) => (b.price ?? 0) - (a.price ?? 0))[0]
    expect(dearest.price).toBeGreaterThan(first.price)

    const before = changes
    await loadVehicles(db, [{ ...dearest, price: first.price - 1 }], now)
    await heard(before)
    const after = await cheapest()
    expect(after).toEqual({ cache: 'miss', car: objectIdOf(DEALER, dearest.id), price: first.price - 1 })
    expect(await cheapest()).toEqual({ ...after, cache: 'hit' })
  })

  test('while the feed cannot hear changes, every answer comes from the engine and none is kept', async () => {
    const [pid] = await listenerPid()
    const console_error = console.error
    console.error = () => {}
    try {
      await db.pool.query('SELECT pg_terminate_backend($1)', [pid])
      await until(() => !feed().listening(), 'the feed to notice')
      expect((await cheapest()).cache).toBe('miss')
      expect((await cheapest()).cache).toBe('miss')
      expect(cache.size).toBe(0)
      await until(() => feed().listening(), 'the feed to listen again')
    } finally {
      console.error = console_error
    }
    await cheapest()
    expect((await cheapest()).cache).toBe('hit')
  })
})
