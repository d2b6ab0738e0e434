import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { tenantConfigSchema } from '@/src/domain/tenant/tenant-config'
import { facet } from '@/src/domain/inventory/filter-ast'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { createPostgresEngine } from '@/src/search/engine/postgres/engine'
import { findRecordsBySlugs } from '@/src/search/engine/postgres/lookup'
import { type InventoryDb, ensureInventorySchema, table } from '@/src/search/engine/postgres/schema'
import { setVehicleHold } from '@/src/search/engine/postgres/store'
import type { IndexChanges } from '@/src/search/index-writer'
import { createFeedHandler } from '@/src/search/ingest/feed-handler'
import { rotateFeedKeyIn, verifyFeedKeyIn } from '@/src/search/ingest/feed-keys'
import { listFeedRunsIn } from '@/src/search/ingest/feed-runs'
import { type ImportOutcome, importFeed } from '@/src/search/ingest/import-feed'
import type { FeedFormat } from '@/src/search/ingest/parse-feed'
import { type SearchResponse, allOf, parseMultiQueryBody } from '@/src/search/protocol'
import { inStockFeedRows, testInventoryDb } from '../helpers/inventory'

/** Feed ingestion: snapshots, sold handling, bad rows, malformed files, feed health, keys. */
const DEALER = 'ingest-motors'
const day = 86_400_000
const t0 = new Date('2026-03-15T00:00:00Z')
let db: InventoryDb
const written: IndexChanges[] = []

const rows = inStockFeedRows({ dealership: DEALER, count: 60, now: t0, seed: 'ingest' })

function run(text: string, format: FeedFormat = 'json', now = t0): Promise<ImportOutcome> {
  return importFeed({ db, now, source: 'cli', writer: { apply: async (c) => void written.push(c) } }, DEALER, text, format)
}

async function snapshot() {
  const { rows: all } = await db.pool.query(
    `SELECT _object_id, _hash, _updated_at, _record->>'status' AS status, price, visible_until, _vehicle->>'sold_date' AS sold_date FROM ${table(db, 'vehicles')} ORDER BY _object_id`,
  )
  return all
}

function report(outcome: ImportOutcome) {
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.report
}

beforeAll(async () => {
  db = await testInventoryDb('search_ingest')
})

afterAll(async () => {
  await db?.pool.query('DROP SCHEMA IF EXISTS "search_ingest" CASCADE')
  await db?.pool.end()
})

describe('a first snapshot with bad rows', () => {
  test('valid rows are added; invalid rows are reported as (row, field, reason) and skipped', async () => {
    const feed = [
      ...rows,
      { id: 'bad-1', make: 'Toyota', year: 2020, car_type: 'used', status: 'in_stock' },
      { ...rows[0], id: 'bad-2', price: 'call us' },
    ]
    const r = report(await run(JSON.stringify(feed)))
    expect(r).toMatchObject({ added: 60, updated: 0, unchanged: 0, sold: 0, rejected: 2 })
    expect(r.errors).toEqual([
      { row: 61, field: 'model', reason: 'is required' },
      { row: 62, field: 'price', reason: 'must be a number' },
    ])
    expect(await snapshot()).toHaveLength(60)
  })

  test('re-running the same feed changes nothing', async () => {
    const before = await snapshot()
    written.length = 0
    const r = report(await run(JSON.stringify(rows), 'json', new Date(t0.getTime() + day)))
    expect(r).toMatchObject({ added: 0, updated: 0, unchanged: 60, sold: 0, rejected: 0 })
    expect(await snapshot()).toEqual(before)
    expect(written).toEqual([]) // nothing sent to Algolia either
  })
})

describe('sold handling', () => {
  const t1 = new Date(t0.getTime() + 2 * day)
  test('cars missing from the snapshot become sold at once; a price change is a partial update', async () => {
    written.length = 0
    const next = rows.slice(5).map((r, i) => (i === 0 ? { ...r, price: 12345 } : r))
    const r = report(await run(JSON.stringify(next), 'json', t1))
    expect(r).toMatchObject({ added: 0, updated: 1, unchanged: 54, sold: 5 })
    const sold = (await snapshot()).filter((v) => v.status === 'sold')
    expect(sold).toHaveLength(5)
    expect(sold.every((v) => v.sold_date === t1.toISOString() && v.visible_until === t1.getTime() / 1000 + 3 * 86_400)).toBe(true)
    expect(written[0].saves).toEqual([])
    expect(written[0].partials).toContainEqual({ objectID: `${DEALER}:${rows[5].id}`, price: 12345, price_range: '$10,000 - $20,000' })
    expect(written[0].partials.filter((p) => p.status === 'sold')).toHaveLength(5)
  })

  test('the same snapshot again keeps the sold date', async () => {
    const before = await snapshot()
    const r = report(
      await run(JSON.stringify(rows.slice(5).map((x, i) => (i === 0 ? { ...x, price: 12345 } : x))), 'json', new Date(t1.getTime() + day)),
    )
    expect(r).toMatchObject({ added: 0, updated: 0, sold: 0, unchanged: 55 })
    expect(await snapshot()).toEqual(before)
  })

  test("sold cars stay visible for the tenant's sold-car days, then hide", async () => {
    const engine = createPostgresEngine(db)
    const tenant = tenantConfigSchema.parse({ id: 1, slug: DEALER, name: 'x', domains: ['x.test'] })
    const count = async (at: Date, days = 3) => {
      const parsed = parseMultiQueryBody({ requests: [{ indexName: 'cars', facetFilters: ['status:sold'], hitsPerPage: 0 }] }, ['cars'])
      if (!parsed.ok) throw new Error(parsed.error.message)
      const scope = tenantInventoryFilter({ ...tenant, inventory: { ...tenant.inventory, soldCarDays: days } }, at)
      const [res] = await engine.search(parsed.value.map((q) => ({ ...q, filter: allOf([scope, q.filter]) })))
      return (res as SearchResponse).nbHits
    }
    expect(await count(new Date(t1.getTime() + 2.9 * day))).toBe(5)
    expect(await count(new Date(t1.getTime() + 3.1 * day))).toBe(0)
    expect(await count(new Date(t1.getTime() + 6 * day), 7)).toBe(5)
  })

  test('a sold car listed again comes back in stock', async () => {
    const r = report(
      await run(
        JSON.stringify(rows.slice(4).map((x, i) => (i === 1 ? { ...x, price: 12345 } : x))),
        'json',
        new Date(t1.getTime() + 2 * day),
      ),
    )
    expect(r).toMatchObject({ added: 0, updated: 1, sold: 0 })
    expect((await snapshot()).filter((v) => v.status === 'sold')).toHaveLength(4)
  })
})

describe('online reservation holds survive feed updates', () => {
  const t2 = new Date(t0.getTime() + 5 * day)
  const held = () => `${DEALER}:${rows[10].id}`
  const state = async () => {
    const { rows: found } = await db.pool.query(
      `SELECT _record->>'reserved' AS reserved, _record->>'reserved_until' AS until, price FROM ${table(db, 'vehicles')} WHERE _object_id = $1`,
      [held()],
    )
    return found[0]
  }
  const feed = (price: number) => JSON.stringify(rows.slice(4).map((x, i) => (i === 6 ? { ...x, price } : x)))

  test("a changed feed row keeps the car reserved while the hold lasts; the feed's value stands after it", async () => {
    const until = new Date(t2.getTime() + 2 * day)
    expect(await setVehicleHold(db.pool, db, held(), until)).toBe(true)
    report(await run(feed(23456), 'json', t2))
    expect(await state()).toMatchObject({ reserved: 'true', until: until.toISOString(), price: 23456 })
    // After the hold's time, the next change of the row takes the feed's (unreserved) value.
    report(await run(feed(22222), 'json', new Date(until.getTime() + 1000)))
    expect(await state()).toMatchObject({ reserved: 'false', until: null, price: 22222 })
  })

  test('several cars are found by slug in one query, inside the scope only', async () => {
    const [a, b] = [rows[10], rows[11]].map((r) => `${DEALER}:${r.id}`)
    const { rows: slugs } = await db.pool.query<{ id: string; slug: string }>(
      `SELECT _object_id AS id, _record->>'slug' AS slug FROM ${table(db, 'vehicles')} WHERE _object_id = ANY($1::text[])`,
      [[a, b]],
    )
    const wanted = [...slugs.map((s) => s.slug), 'no-such-car']
    const found = await findRecordsBySlugs(db, wanted, null)
    expect([...found.keys()].sort()).toEqual(slugs.map((s) => s.slug).sort())
    expect(found.get(slugs[0].slug)?.objectID).toBe(slugs[0].id)
    const elsewhere = await findRecordsBySlugs(db, wanted, facet('dealership_slug', 'someone-else'))
    expect(elsewhere.size).toBe(0)
    expect((await findRecordsBySlugs(db, [], null)).size).toBe(0)
  })
})

describe('malformed files are rejected whole and change nothing', () => {
  test.each<[string, string, FeedFormat, string]>([
    ['invalid JSON', '[{"id": 1,', 'json', 'The feed is not valid JSON'],
    ['JSON that is not a list', '{"vehicle": {}}', 'json', 'must be an array of vehicles'],
    ['an empty snapshot', '[]', 'json', 'lists no vehicles'],
    ['an empty file', '  ', 'csv', 'The feed is empty'],
    ['CSV with an unterminated quote', 'id,make\n1,"Toyota\n', 'csv', 'unterminated quoted cell starting on line 2'],
    ['CSV without an id column', 'make,model\nToyota,Camry\n', 'csv', 'no "id" column'],
    ['a feed in which no row is valid', JSON.stringify([{ id: 'x' }, { id: 'y' }]), 'json', 'No row of the feed is valid'],
  ])('%s', async (_name, text, format, message) => {
    const before = await snapshot()
    const outcome = await run(text, format, new Date(t0.getTime() + 30 * day))
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.message).toContain(message)
    expect(await snapshot()).toEqual(before)
    const [last] = await listFeedRunsIn(db, DEALER, 1)
    expect(last).toMatchObject({ ok: false, added: 0, updated: 0, sold: 0 })
    expect(last.message).toContain(message)
  })
})

describe('CSV feeds', () => {
  test('dotted headers build nested fields; "|" separates list values; a short row is rejected', async () => {
    const csv = [
      'id,year,make,model,badge,car_type,status,price,location.name,location.address.postcode,images,caravan.sleeps',
      'csv-1,2022,Jayco,Journey,Outback,new,in_stock,"$89,990",Red Centre Alice Springs,0870,/a.png|/b.png,4',
      'csv-2,2021,Jayco',
    ].join('\r\n')
    const outcome = await importFeed({ db, now: t0, source: 'cli' }, 'csv-dealer', csv, 'csv')
    const r = report(outcome)
    expect(r).toMatchObject({ added: 1, rejected: 1, errors: [{ row: 2, field: 'row', reason: 'has 3 cells but the header has 12' }] })
    const { rows: stored } = await db.pool.query(`SELECT _vehicle FROM ${table(db, 'vehicles')} WHERE _object_id = 'csv-dealer:csv-1'`)
    expect(stored[0]._vehicle).toMatchObject({
      price: 89990,
      location: { name: 'Red Centre Alice Springs', address: { postcode: '0870' } },
      caravan: { sleeps: 4 },
    })
    expect(stored[0]._vehicle.images).toHaveLength(2)
  })
})

describe('schema', () => {
  test('ensuring the schema again is harmless and keeps the data', async () => {
    const before = await snapshot()
    await ensureInventorySchema(db)
    expect(await snapshot()).toEqual(before)
  })
})

describe('feed health', () => {
  test('every run is recorded, newest first, with its counts and errors', async () => {
    const runs = await listFeedRunsIn(db, DEALER, 50)
    expect(runs[0].startedAt.getTime()).toBeGreaterThanOrEqual(runs[runs.length - 1].startedAt.getTime())
    const first = runs[runs.length - 1]
    expect(first).toMatchObject({ ok: true, source: 'cli', added: 60, rejected: 2 })
    expect(first.errors).toHaveLength(2)
  })
})

describe('POST /api/feeds/{dealershipSlug}', () => {
  const handler = () =>
    createFeedHandler({
      verifyKey: (slug, key) => verifyFeedKeyIn(db, slug, key),
      importFeed: (slug, text, format) => importFeed({ db, now: t0, source: 'http' }, slug, text, format),
    })
  const post = (key: string | null, body: string, type = 'application/json', slug = 'http-dealer') =>
    handler()(
      new Request(`http://localhost/api/feeds/${slug}`, {
        method: 'POST',
        body,
        headers: { 'content-type': type, ...(key ? { authorization: `Bearer ${key}` } : {}) },
      }),
      slug,
    )
  const feed = JSON.stringify(rows.slice(0, 3).map(({ dealership_slug: _, ...r }) => r))

  test("needs the dealership's feed key", async () => {
    expect((await post(null, feed)).status).toBe(401)
    const { key } = await rotateFeedKeyIn(db, 'http-dealer')
    const other = await rotateFeedKeyIn(db, 'other-dealer')
    expect((await post(other.key, feed)).status).toBe(401)
    expect((await post(`${key}x`, feed)).status).toBe(401)
    const ok = await post(key, feed)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ dealershipSlug: 'http-dealer', added: 3 })
  })

  test('a malformed file is a 400 with a readable message; rotating the key revokes the old one', async () => {
    const { key } = await rotateFeedKeyIn(db, 'http-dealer')
    const bad = await post(key, 'id,make\n1,"x', 'text/csv')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: expect.stringContaining('unterminated quoted cell'), errors: expect.any(Array) })
    const { key: newer } = await rotateFeedKeyIn(db, 'http-dealer')
    expect((await post(key, feed)).status).toBe(401)
    expect((await post(newer, feed)).status).toBe(200)
  })

  test('an invalid dealership slug is a 404', async () => {
    expect((await post('dfk_x', feed, 'application/json', 'Not A Slug')).status).toBe(404)
  })
})
