import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { TENANT_DEFAULTS } from '@/src/domain/tenant/tenant-config'
import { type InventoryDb, table } from '@/src/search/engine/postgres/schema'
import type { IndexChanges } from '@/src/search/index-writer'
import { createFeedHandler } from '@/src/search/ingest/feed-handler'
import { rotateFeedKeyIn, verifyFeedKeyIn } from '@/src/search/ingest/feed-keys'
import { listFeedRunsIn } from '@/src/search/ingest/feed-runs'
import { type FeedSettings, type ImportOutcome, RUN_NOT_WAITING, confirmHeldRun, importFeed } from '@/src/search/ingest/import-feed'
import type { FeedFormat } from '@/src/search/ingest/parse-feed'
import { inStockFeedRows, testInventoryDb } from '../helpers/inventory'

/**
 * A stock feed never sells a car by mistake. One bad cell keeps its car; a
 * truncated or mostly invalid file sells nothing until staff confirm it; Australian dates are
 * read day first; every run shows staff what it did.
 */
const DEALER = 'safety-motors'
const day = 86_400_000
const t0 = new Date('2026-03-15T00:00:00Z')
let db: InventoryDb
let clock = t0.getTime()
const written: IndexChanges[] = []

const rows = inStockFeedRows({ dealership: DEALER, count: 60, now: t0, seed: 'safety' })

/** Each import a day after the last, so runs are ordered and sold dates tell runs apart. */
function run(feed: unknown, settings?: FeedSettings, format: FeedFormat = 'json', dealer = DEALER): Promise<ImportOutcome> {
  clock += day
  const text = typeof feed === 'string' ? feed : JSON.stringify(feed)
  return importFeed(
    { db, now: new Date(clock), source: 'cli', settings, writer: { apply: async (c) => void written.push(c) } },
    dealer,
    text,
    format,
  )
}

function report(outcome: ImportOutcome) {
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.report
}

async function statuses(dealer = DEALER): Promise<Record<string, number>> {
  const { rows: found } = await db.pool.query<{ status: string; n: number }>(
    `SELECT _record->>'status' AS status, count(*)::int AS n FROM ${table(db, 'vehicles')} WHERE _object_id LIKE $1 GROUP BY 1`,
    [`${dealer}:%`],
  )
  return Object.fromEntries(found.map((r) => [r.status, r.n]))
}

async function car(id: unknown) {
  const { rows: found } = await db.pool.query(
    `SELECT _hash, _record->>'status' AS status, price FROM ${table(db, 'vehicles')} WHERE _object_id = $1`,
    [`${DEALER}:${id}`],
  )
  return found[0]
}

beforeAll(async () => {
  db = await testInventoryDb('feed_safety')
})

afterAll(async () => {
  await db?.pool.query('DROP SCHEMA IF EXISTS "feed_safety" CASCADE')
  await db?.pool.end()
})

beforeEach(async () => {
  // Every test starts from the full yard in stock.
  report(await run(rows))
  expect(await statuses()).toEqual({ in_stock: 60 })
  written.length = 0
})

describe('item 1: a row rejected for one bad cell keeps its car as it was', () => {
  test('price "POA" on one car: rejected 1, sold 0, and the car is untouched', async () => {
    const before = await car(rows[7].id)
    const r = report(await run(rows.map((x, i) => (i === 7 ? { ...x, price: 'POA' } : x))))
    expect(r).toMatchObject({ rejected: 1, kept: 1, sold: 0, held: 0, unchanged: 59 })
    expect(r.errors).toEqual([{ row: 8, field: 'price', reason: 'must be a number' }])
    expect(await car(rows[7].id)).toEqual(before)
    expect(await statuses()).toEqual({ in_stock: 60 })
    const [last] = await listFeedRunsIn(db, DEALER, 1)
    expect(last).toMatchObject({ state: 'imported', kept: 1, sold: 0, rejected: 1 })
    expect(last.message).toBe('Imported with 1 rejected row(s); 1 of their cars kept as they were')
  })

  test('a CSV row with a bad cell keeps its car too, and cars truly gone are still sold', async () => {
    const header = 'id,year,make,model,car_type,status,price'
    const line = (x: Record<string, unknown>, price: unknown = x.price) =>
      [x.id, x.year, x.make, x.model, x.car_type, 'in_stock', price].join(',')
    // Car 0 has a bad price; cars 58 and 59 are gone (2 sales: under every threshold).
    const csv = [header, line(rows[0], 'call us'), ...rows.slice(1, 58).map((x) => line(x))].join('\n')
    const r = report(await run(csv, undefined, 'csv'))
    expect(r).toMatchObject({ rejected: 1, kept: 1, sold: 2, held: 0 })
    expect((await car(rows[0].id)).status).toBe('in_stock')
    expect((await car(rows[59].id)).status).toBe('sold')
  })
})

describe('item 2: a truncated or mostly invalid file sells nothing until staff confirm it', () => {
  test('a 1-row file: held, nothing sold, the report and the run say why; confirming sells once', async () => {
    const r = report(await run([{ ...rows[0], price: 11111 }]))
    expect(r).toMatchObject({ updated: 1, sold: 0, held: 59 })
    expect(r.holdReason).toBe(
      'Sales held: it would mark 59 of 60 available cars sold (more than 20%). No car was marked sold. Check the file, then confirm the sales or send a corrected file.',
    )
    expect(await statuses()).toEqual({ in_stock: 60 })
    expect((await car(rows[0].id)).price).toBe(11111) // its update applied: it is what the file says
    expect(written.flatMap((c) => c.partials).filter((p) => p.status === 'sold')).toEqual([])
    const [held] = await listFeedRunsIn(db, DEALER, 1)
    expect(held).toMatchObject({ state: 'held', held: 59, sold: 0, holdReason: r.holdReason })

    const confirmed = await confirmHeldRun({ db, now: new Date(clock), writer: null }, DEALER, held.id, 'editor@example.test')
    expect(confirmed).toEqual({ ok: true, sold: 59 })
    expect(await statuses()).toEqual({ in_stock: 1, sold: 59 })
    const [after] = await listFeedRunsIn(db, DEALER, 1)
    expect(after).toMatchObject({ id: held.id, state: 'confirmed', sold: 59, resolvedBy: 'editor@example.test' })
    // Twice is not twice the sales.
    expect(await confirmHeldRun({ db, now: new Date(clock), writer: null }, DEALER, held.id, 'x')).toEqual({
      ok: false,
      message: RUN_NOT_WAITING,
    })
  })

  test('a file with over 20 % of its rows rejected is held even when it would sell little', async () => {
    // 52 good rows, 16 rows that name no car (rejected 16 of 68 = 24 %); 8 cars gone (13 %).
    const junk = Array.from({ length: 16 }, (_, i) => ({ make: `junk ${i}` }))
    const r = report(await run([...rows.slice(0, 52), ...junk]))
    expect(r).toMatchObject({ rejected: 16, kept: 0, sold: 0, held: 8 })
    expect(r.holdReason).toContain('16 of its 68 rows were rejected (more than 20%)')
    expect(await statuses()).toEqual({ in_stock: 60 })
  })

  test('a later accepted file supersedes a held run, which can no longer be confirmed', async () => {
    report(await run(rows.slice(0, 10)))
    const [held] = await listFeedRunsIn(db, DEALER, 1)
    expect(held.state).toBe('held')
    // A malformed file says nothing about the stock: the held run still waits.
    expect((await run('[{', undefined, 'json')).ok).toBe(false)
    expect((await listFeedRunsIn(db, DEALER, 2))[1]).toMatchObject({ id: held.id, state: 'held' })
    // The corrected file arrives: 2 cars gone, sold at once; the held run is done.
    expect(report(await run(rows.slice(0, 58)))).toMatchObject({ sold: 2, held: 0 })
    const runs = await listFeedRunsIn(db, DEALER, 3)
    expect(runs.find((x) => x.id === held.id)).toMatchObject({ state: 'superseded' })
    expect(await confirmHeldRun({ db, now: new Date(clock), writer: null }, DEALER, held.id, 'x')).toEqual({
      ok: false,
      message: RUN_NOT_WAITING,
    })
    expect(await statuses()).toEqual({ in_stock: 58, sold: 2 })
  })

  test("the dealership's own thresholds apply: at 100 % the 1-row file sells the rest", async () => {
    const settings = { ...TENANT_DEFAULTS.feed, holdSoldPercent: 100 }
    expect(report(await run([rows[0]], settings))).toMatchObject({ sold: 59, held: 0 })
    expect(await statuses()).toEqual({ in_stock: 1, sold: 59 })
  })

  test('over HTTP a held file is a 202 with the reason; a normal one a 200', async () => {
    const handler = createFeedHandler({
      verifyKey: (slug, key) => verifyFeedKeyIn(db, slug, key),
      importFeed: (slug, text, format) => run(text, undefined, format, slug),
    })
    const { key } = await rotateFeedKeyIn(db, DEALER)
    const post = (feed: unknown) =>
      handler(
        new Request(`http://localhost/api/feeds/${DEALER}`, {
          method: 'POST',
          body: JSON.stringify(feed),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        }),
        DEALER,
      )
    const held = await post(rows.slice(0, 3))
    expect(held.status).toBe(202)
    expect(await held.json()).toMatchObject({ held: 57, sold: 0, holdReason: expect.stringContaining('57 of 60 available cars') })
    const fine = await post(rows)
    expect(fine.status).toBe(200)
    expect(await fine.json()).toMatchObject({ held: 0, sold: 0 })
  })
})

describe('item 3: dates as Australian feeds send them', () => {
  const csvWith = (buildDate: string, updatedAt: string) =>
    [
      'id,year,make,model,car_type,status,build_date,updated_at',
      ...rows.map((x, i) =>
        [x.id, x.year, x.make, x.model, x.car_type, 'in_stock', i === 0 ? buildDate : '', i === 0 ? updatedAt : ''].join(','),
      ),
    ].join('\n')
  const dates = async () => {
    const { rows: found } = await db.pool.query(
      `SELECT _vehicle->>'build_date' AS build, _vehicle->>'updated_at' AS updated FROM ${table(db, 'vehicles')} WHERE _object_id = $1`,
      [`${DEALER}:${rows[0].id}`],
    )
    return found[0]
  }

  test('05/03/2026 is 5 March; epoch seconds in CSV are accepted', async () => {
    report(await run(csvWith('05/03/2026', '1772668800'), undefined, 'csv'))
    expect(await dates()).toEqual({ build: '2026-03-05T00:00:00.000Z', updated: '2026-03-05T00:00:00.000Z' })
  })

  test('a dealership that writes month first has its ambiguous dates read so; 25/03 is still 25 March', async () => {
    const settings = { ...TENANT_DEFAULTS.feed, dateOrder: 'mdy' as const }
    report(await run(csvWith('05/03/2026', '25/03/2026 9:30 am'), settings, 'csv'))
    expect(await dates()).toEqual({ build: '2026-05-03T00:00:00.000Z', updated: '2026-03-24T22:30:00.000Z' })
  })

  test('a date that is not one is rejected on its row (and its car kept)', async () => {
    const r = report(await run(csvWith('31/02/2026', ''), undefined, 'csv'))
    expect(r).toMatchObject({ rejected: 1, kept: 1, sold: 0 })
    expect(r.errors).toEqual([{ row: 1, field: 'build_date', reason: 'must be a date' }])
  })
})

describe('item 4: staff see every run with its counts and rejected rows', () => {
  test('added, updated, sold, rejected, kept and held are recorded per run', async () => {
    report(await run([...rows.slice(0, 59), { ...rows[59], year: 'old' }, { ...rows[0], id: 'new-car' }]))
    report(await run(rows.slice(0, 5)))
    const [held, imported] = await listFeedRunsIn(db, DEALER, 2)
    expect(imported).toMatchObject({ state: 'imported', added: 1, rejected: 1, kept: 1, sold: 0 })
    expect(imported.errors).toEqual([{ row: 60, field: 'year', reason: 'must be a number' }])
    expect(held).toMatchObject({ state: 'held', held: 56, sold: 0 })
  })
})
