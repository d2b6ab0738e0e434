// Feed health (issue 3): every import, successful or rejected, is recorded per dealership so
// editors can see when the feed last ran and what it did. The admin reads `listFeedRuns`.
import type { InventoryDb } from '@/src/search/engine/postgres/schema'
import { table } from '@/src/search/engine/postgres/schema'
import type { Queryable } from '@/src/search/engine/postgres/store'
import type { RowError } from './validate-rows'

export type FeedSource = 'cli' | 'http' | 'seed'

export interface FeedRun {
  id: number
  dealershipSlug: string
  source: FeedSource
  startedAt: Date
  finishedAt: Date
  ok: boolean
  message: string
  added: number
  updated: number
  unchanged: number
  sold: number
  rejected: number
  errors: RowError[]
}

/** Rejected rows kept per run: enough to fix a feed, bounded so a broken feed cannot bloat the table. */
export const MAX_STORED_ERRORS = 200

export type NewFeedRun = Omit<FeedRun, 'id'>

export async function recordFeedRun(client: Queryable, db: InventoryDb, run: NewFeedRun): Promise<number> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO ${table(db, 'feed_runs')}
      (dealership_slug, source, started_at, finished_at, ok, message, added, updated, unchanged, sold, rejected, errors)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      run.dealershipSlug,
      run.source,
      run.startedAt,
      run.finishedAt,
      run.ok,
      run.message,
      run.added,
      run.updated,
      run.unchanged,
      run.sold,
      run.rejected,
      JSON.stringify(run.errors.slice(0, MAX_STORED_ERRORS)),
    ],
  )
  return Number(rows[0].id)
}

interface RunRow {
  id: string
  dealership_slug: string
  source: FeedSource
  started_at: Date
  finished_at: Date
  ok: boolean
  message: string
  added: number
  updated: number
  unchanged: number
  sold: number
  rejected: number
  errors: RowError[]
}

const toRun = (r: RunRow): FeedRun => ({
  id: Number(r.id),
  dealershipSlug: r.dealership_slug,
  source: r.source,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  ok: r.ok,
  message: r.message,
  added: r.added,
  updated: r.updated,
  unchanged: r.unchanged,
  sold: r.sold,
  rejected: r.rejected,
  errors: r.errors,
})

/** The latest runs of a dealership's feed, newest first. */
export async function listFeedRunsIn(db: InventoryDb, dealershipSlug: string, limit = 20): Promise<FeedRun[]> {
  const { rows } = await db.pool.query<RunRow>(
    `SELECT * FROM ${table(db, 'feed_runs')} WHERE dealership_slug = $1 ORDER BY started_at DESC, id DESC LIMIT $2`,
    [dealershipSlug, limit],
  )
  return rows.map(toRun)
}
