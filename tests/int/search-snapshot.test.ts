import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { INDEX_NAMES } from '@/src/search/index-config'
import { lazyChangeFeed } from '@/src/search/engine/postgres/change-feed'
import { createPostgresEngine } from '@/src/search/engine/postgres/engine'
import { type InventoryDb, table } from '@/src/search/engine/postgres/schema'
import { createSnapshotSource, loadSnapshot } from '@/src/search/engine/postgres/snapshot'
import type { EngineResult } from '@/src/search/engine/types'
import { type SearchResponse, parseMultiQueryBody } from '@/src/search/protocol'
import { generatedVehicles, loadVehicles, testInventoryDb } from '../helpers/inventory'

/**
 * The column snapshot's life on a real PostgreSQL: used only once read and while
 * nothing changed since, as the change feed tells; a change anyone commits sends the next
 * searches to PostgreSQL until it is read again; a hit gone meanwhile is answered by SQL.
 * (That its answers equal the SQL's is the differential test's job.)
 */
const now = new Date('2026-11-26T00:00:00Z')
const DEALER = 'snapshot-motors'
let db: InventoryDb
let changes = 0
let statements = 0

const LISTENER = 'search-snapshot-test'
const changesFeed = lazyChangeFeed(() => db, {
  client: () => new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: LISTENER }),
  retryMs: 50,
})
const snapshot = createSnapshotSource(
  {
    get pool() {
      return db.pool
    },
    get schema() {
      return db.schema
    },
  },
  { trusted: () => changesFeed.feed().listening(), minIntervalMs: 0 },
)
changesFeed.onChange(() => {
  changes++
  snapshot.invalidate()
})

async function until(condition: () => boolean, what: string, ms = 5000) {
  const end = Date.now() + ms
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** The engine as the app wires it, on a pool that counts statements. */
let engine: ReturnType<typeof createPostgresEngine>
let sqlOnly: ReturnType<typeof createPostgresEngine>

beforeAll(async () => {
  db = await testInventoryDb('search_snapshot')
  await loadVehicles(db, generatedVehicles({ dealership: DEALER, count: 60, now, seed: 'snapshot' }), now)
  const counting = new Proxy(db.pool, {
    get(target, prop) {
      if (prop === 'query') return (...args: Parameters<typeof target.query>) => (statements++, target.query(...args))
      const value = Reflect.get(target, prop, target) as unknown
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
  })
  engine = createPostgresEngine({ ...db, pool: counting }, { snapshot })
  sqlOnly = createPostgresEngine(db)
  await until(() => changesFeed.feed().listening(), 'the feed to listen')
})

afterAll(async () => {
  await changesFeed.feed().close()
  await db?.pool.query('DROP SCHEMA IF EXISTS "search_snapshot" CASCADE')
  await db?.pool.end()
})

const CHEAPEST = [{ indexName: 'cars_price_asc', hitsPerPage: 3, facets: ['make', 'price'], filters: 'price > 0' }]

function parsed(requests: Record<string, unknown>[]) {
  const body = parseMultiQueryBody({ requests }, INDEX_NAMES)
  if (!body.ok) throw new Error(body.error.message)
  return body.value
}

const timeless = (results: EngineResult[]) =>
  JSON.parse(JSON.stringify(results, (key, value: unknown) => (key === 'processingTimeMS' ? undefined : value))) as unknown

/** The answer and how many statements it cost. */
async function search(requests: Record<string, unknown>[] = CHEAPEST, using = engine) {
  statements = 0
  const results = await using.search(parsed(requests))
  return { results, statements, first: (results[0] as SearchResponse).hits[0] as { objectID: string; price: number } }
}

describe('the column snapshot', () => {
  test('once read, a search page costs one statement (its hits), and answers as the SQL does', async () => {
    await search() // starts the read
    await snapshot.settled()
    const fromSnapshot = await search()
    expect(fromSnapshot.statements).toBe(1)
    expect(timeless(fromSnapshot.results)).toEqual(timeless((await search(CHEAPEST, sqlOnly)).results))
    // Counting alone reads nothing from PostgreSQL.
    expect((await search([{ indexName: 'cars', hitsPerPage: 0, facets: ['*'] }])).statements).toBe(0)
  })

  test('a change committed on another connection sends searches to PostgreSQL until the snapshot is read again', async () => {
    await snapshot.settled()
    const before = await search()
    expect(before.statements).toBe(1)
    const dearest = (
      await db.pool.query<{ id: string }>(`SELECT _object_id AS id FROM ${table(db, 'vehicles')} ORDER BY price DESC NULLS LAST LIMIT 1`)
    ).rows[0].id
    const heard = changes
    await db.pool.query(`UPDATE ${table(db, 'vehicles')} SET price = $1 WHERE _object_id = $2`, [before.first.price - 1, dearest])
    await until(() => changes > heard, 'the change to be heard')

    const during = await search()
    expect(during.statements).toBeGreaterThan(1)
    expect(during.first.objectID).toBe(dearest)
    await snapshot.settled()
    const after = await search()
    expect(after.statements).toBe(1)
    expect(after.first.objectID).toBe(dearest)
    expect(timeless(after.results)).toEqual(timeless(during.results))
  })

  test('a hit deleted before the change is heard: PostgreSQL answers that search', async () => {
    const stale = await loadSnapshot(db)
    expect(stale).not.toBeNull()
    const invalidated: number[] = []
    const frozen = createPostgresEngine(db, {
      snapshot: { current: () => stale, invalidate: () => invalidated.push(1), settled: async () => {} },
    })
    const top = (await search(CHEAPEST, frozen)).first.objectID
    const heard = changes
    await db.pool.query(`DELETE FROM ${table(db, 'vehicles')} WHERE _object_id = $1`, [top])
    await until(() => changes > heard, 'the change to be heard')
    const answer = await search(CHEAPEST, frozen)
    expect(answer.first.objectID).not.toBe(top)
    expect(timeless(answer.results)).toEqual(timeless((await search(CHEAPEST, sqlOnly)).results))
    expect(invalidated).toEqual([1])
  })

  test('while the feed cannot hear changes, no snapshot is used', async () => {
    await search() // reads the snapshot again after the last test's change
    await snapshot.settled()
    expect((await search()).statements).toBe(1)
    const { rows } = await db.pool.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [LISTENER],
    )
    const console_error = console.error
    console.error = () => {}
    try {
      await db.pool.query('SELECT pg_terminate_backend($1)', [rows[0].pid])
      await until(() => !changesFeed.feed().listening(), 'the feed to notice')
      expect((await search()).statements).toBeGreaterThan(1)
      await until(() => changesFeed.feed().listening(), 'the feed to listen again')
    } finally {
      console.error = console_error
    }
    await search()
    await snapshot.settled()
    expect((await search()).statements).toBe(1)
  })

  test('more cars than the limit: no snapshot is kept and PostgreSQL answers', async () => {
    const small = createSnapshotSource(db, { trusted: () => true, maxRows: 10, minIntervalMs: 0 })
    expect(small.current()).toBeNull()
    await small.settled()
    expect(small.current()).toBeNull()
    const { rows } = await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(db, 'vehicles')}`)
    const roomy = createSnapshotSource(db, { trusted: () => true, maxRows: rows[0].n, minIntervalMs: 0 })
    roomy.current()
    await roomy.settled()
    expect(roomy.current()?.size).toBe(rows[0].n)
  })
})
