import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createAlgoliaWriter } from '@/src/search/engine/algolia/writer'
import { createCarHolds } from '@/src/search/engine/car-holds'
import { type InventoryDb, ofDealership, table } from '@/src/search/engine/postgres/schema'
import { holdUpdate } from '@/src/search/index-writer'
import { type ImportOutcome, importFeed } from '@/src/search/ingest/import-feed'
import { type FakeAlgolia, type FakeAlgoliaOptions, TEST_APP, WRITE_HOST, fakeAlgolia } from '../helpers/algolia'
import { inStockFeedRows, testInventoryDb } from '../helpers/inventory'

/**
 * Algolia mode against recorded Algolia requests (no Algolia account is reachable from here):
 * what a feed import, a reservation hold and an Algolia failure send, and that Algolia ends up
 * holding what the database holds. The reindex is in algolia-reindex.test.ts.
 */
const DEALER = 'algolia-motors'
const SCHEMA = 'algolia_mode'
const HOUR = 3_600_000
const t0 = new Date('2026-03-15T00:00:00Z')
let db: InventoryDb

type Op = { action: string; body: Record<string, unknown> & { objectID: string } }
const ops = (algolia: FakeAlgolia) => algolia.requests.flatMap((r) => (r.body as { requests: Op[] }).requests)
const writerFor = (algolia: FakeAlgolia) => createAlgoliaWriter({ ...TEST_APP, requester: algolia.requester })

function imported(outcome: ImportOutcome) {
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.report
}

/** Algolia's partial update can only set an attribute to null; the database drops it. Neither matches a filter. */
const withoutNulls = (o: unknown) => JSON.parse(JSON.stringify(o, (_k, v) => (v === null ? undefined : v)))

async function stored(dealership = DEALER): Promise<Map<string, Record<string, unknown>>> {
  const { rows } = await db.pool.query(`SELECT _object_id, _record FROM ${table(db, 'vehicles')} WHERE ${ofDealership(db, '$1')}`, [
    dealership,
  ])
  return new Map(rows.map((r) => [r._object_id, withoutNulls(r._record)]))
}

const inAlgolia = (algolia: FakeAlgolia) => new Map([...algolia.objects()].map(([id, o]) => [id, withoutNulls(o)]))

beforeAll(async () => {
  db = await testInventoryDb(SCHEMA)
})

afterAll(async () => {
  await db?.pool.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`)
  await db?.pool.end()
})

describe('a feed import reaches Algolia as one batch of its changes', () => {
  const algolia = fakeAlgolia()
  const rows = inStockFeedRows({ dealership: DEALER, count: 30, now: t0, seed: 'algolia' })
  const run = (feed: unknown[], now: Date) =>
    importFeed({ db, now, source: 'cli', writer: writerFor(algolia) }, DEALER, JSON.stringify(feed), 'json')

  test('the first import saves every car whole (addObject), and Algolia holds what the database holds', async () => {
    expect(imported(await run(rows, t0))).toMatchObject({ added: 30 })
    expect(algolia.requests).toHaveLength(1)
    expect(algolia.requests[0]).toMatchObject({
      method: 'POST',
      host: WRITE_HOST,
      path: '/1/indexes/cars/batch',
      headers: { 'x-algolia-application-id': 'TESTAPP', 'x-algolia-api-key': 'test-admin-key' },
    })
    expect(new Set(ops(algolia).map((o) => o.action))).toEqual(new Set(['addObject']))
    expect(inAlgolia(algolia)).toEqual(await stored())
  })

  test('a price change and a car the feed leaves out (sold) are partial updates; unchanged cars send nothing', async () => {
    algolia.requests.length = 0
    const next = rows.slice(1).map((r, i) => (i === 0 ? { ...r, price: Number(r.price) + 1000 } : r))
    const changed = `${DEALER}:${next[0].id}`
    const sold = `${DEALER}:${rows[0].id}`
    expect(imported(await run(next, new Date(t0.getTime() + HOUR)))).toMatchObject({ updated: 1, sold: 1, unchanged: 28 })
    expect(algolia.requests).toHaveLength(1)
    expect(
      ops(algolia)
        .map((o) => [o.action, o.body.objectID])
        .sort(),
    ).toEqual(
      [
        ['partialUpdateObjectNoCreate', changed],
        ['partialUpdateObjectNoCreate', sold],
      ].sort(),
    )
    const byId = new Map(ops(algolia).map((o) => [o.body.objectID, o.body]))
    expect(byId.get(changed)).toMatchObject({ price: Number(rows[1].price) + 1000 })
    expect(byId.get(sold)).toMatchObject({ status: 'sold', sold: true })
    expect(Object.keys(byId.get(sold)!)).not.toContain('make')
    expect(inAlgolia(algolia)).toEqual(await stored())
  })

  test('a sold car removed after the retention period is deleted (deleteObject)', async () => {
    algolia.requests.length = 0
    const next = rows.slice(1).map((r, i) => (i === 0 ? { ...r, price: Number(r.price) + 1000 } : r))
    const report = imported(await run(next, new Date(t0.getTime() + 401 * 24 * HOUR)))
    expect(report).toMatchObject({ removed: 1 })
    expect(ops(algolia)).toEqual([{ action: 'deleteObject', body: { objectID: `${DEALER}:${rows[0].id}` } }])
    expect(inAlgolia(algolia)).toEqual(await stored())
  })
})

describe('an online reservation hold (setCarHold) reaches Algolia as a partial update', () => {
  const HOLDS = 'algolia-holds'
  const rows = inStockFeedRows({ dealership: HOLDS, count: 5, now: t0, seed: 'holds' })
  const id = () => `${HOLDS}:${rows[2].id}`
  const until = new Date('2026-03-16T01:00:00Z')

  beforeAll(async () => {
    imported(await importFeed({ db, now: t0, source: 'cli', writer: null }, HOLDS, JSON.stringify(rows), 'json'))
  })

  test('the hold and its release reach Algolia in order, even when Algolia answers the first one late', async () => {
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    let first = true
    const algolia = fakeAlgolia({ delay: () => (first ? ((first = false), gate) : Promise.resolve()) })
    algolia.seed([...(await stored(HOLDS)).values()])
    const setCarHold = createCarHolds(db, writerFor(algolia))
    expect(await setCarHold(id(), until)).toBe(true)
    expect(await setCarHold(id(), null)).toBe(true)
    // Time for the release to overtake the hold, were it sent before the hold was answered.
    await new Promise((resolve) => setTimeout(resolve, 100))
    open()
    await vi.waitFor(() => expect(algolia.answered()).toBe(2))
    expect(ops(algolia)).toEqual([
      { action: 'partialUpdateObjectNoCreate', body: holdUpdate(id(), until) },
      { action: 'partialUpdateObjectNoCreate', body: holdUpdate(id(), null) },
    ])
    expect(algolia.objects().get(id())).toMatchObject({ reserved: false, reserved_until: null })
    expect(inAlgolia(algolia)).toEqual(await stored(HOLDS))
  })

  test('an Algolia failure is logged and the hold stays in the database', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const algolia = fakeAlgolia({ fail: () => ({ status: 403, message: 'Invalid Application-ID or API key' }) })
    expect(await createCarHolds(db, writerFor(algolia))(id(), until)).toBe(true)
    expect((await stored(HOLDS)).get(id())).toMatchObject({ reserved: true, reserved_until: until.toISOString() })
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(`Sending the hold of ${id()} to Algolia failed`, expect.anything()))
  })

  test('a car that is not stored is not sent', async () => {
    const algolia = fakeAlgolia()
    expect(await createCarHolds(db, writerFor(algolia))(`${HOLDS}:no-such-car`, until)).toBe(false)
    expect(algolia.requests).toEqual([])
  })
})

describe('an Algolia error is the import’s indexWarning and never loses the local write', () => {
  const rows = inStockFeedRows({ dealership: 'algolia-failing', count: 12, now: t0, seed: 'failing' })

  test.each<[string, FakeAlgoliaOptions['fail'], RegExp, number]>([
    ['a refusal (403)', () => ({ status: 403, message: 'Invalid Application-ID or API key' }), /: Invalid Application-ID or API key$/, 1],
    ['Algolia down (503 on every write host)', () => ({ status: 503, message: 'Service Unavailable' }), /: Unreachable hosts/, 4],
  ])('%s', async (_name, fail, warning, tries) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const algolia = fakeAlgolia({ fail })
    const feed = rows.map((r) => ({ ...r, price: Number(r.price) + tries })) // a change on each run
    const report = imported(
      await importFeed({ db, now: t0, source: 'cli', writer: writerFor(algolia) }, 'algolia-failing', JSON.stringify(feed), 'json'),
    )
    expect(report.indexWarning).toMatch(/^The external search index was not updated/)
    expect(report.indexWarning).toMatch(warning)
    expect(algolia.requests).toHaveLength(tries)
    const kept = await stored('algolia-failing')
    expect(kept.size).toBe(12)
    expect([...kept.values()].map((r) => r.price).sort()).toEqual(feed.map((r) => Number(r.price)).sort())
  })
})
