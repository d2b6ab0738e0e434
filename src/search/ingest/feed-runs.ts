// Feed health: every import, successful, held or rejected, is recorded per dealership so staff can
// see when the feed last ran, what it did and which rows it refused. A held run waits for staff:
// confirming it sells what its file left out; a later accepted file supersedes it. The admin reads
// `listFeedRuns`.
import type { InventoryDb } from '@/src/search/engine/postgres/schema'
import { table } from '@/src/search/engine/postgres/schema'
import type { Queryable } from '@/src/search/engine/postgres/store'
import type { RowError } from './validate-rows'

export type FeedSource = 'cli' | 'http' | 'seed'

/** What became of a run: imported, rejected whole, held for staff, or a held run's end. */
export type FeedRunState = 'imported' | 'rejected' | 'held' | 'confirmed' | 'superseded'

export interface FeedRun {
  id: number
  dealershipSlug: string
  source: FeedSource
  startedAt: Date
  finishedAt: Date
  ok: boolean
  state: FeedRunState
  message: string
  added: number
  updated: number
  unchanged: number
  sold: number
  rejected: number
  kept: number
  held: number
  holdReason: string | null
  resolvedAt: Date | null
  resolvedBy: string | null
  errors: RowError[]
}

/** Rejected rows kept per run: enough to fix a feed, bounded so a broken feed cannot bloat the table. */
export const MAX_STORED_ERRORS = 200

export type NewFeedRun = Omit<FeedRun, 'id' | 'state' | 'resolvedAt' | 'resolvedBy' | 'kept' | 'held' | 'holdReason'> &
  Partial<Pick<FeedRun, 'kept' | 'held' | 'holdReason'>> & {
    /** The object ids a held run's file listed, kept until it is confirmed or superseded. */
    listed?: readonly string[]
  }

export async function recordFeedRun(client: Queryable, db: InventoryDb, run: NewFeedRun): Promise<number> {
  if (run.ok) {
    // A newer accepted file says more about the stock than a held one: the held one is done.
    await client.query(
      `UPDATE ${table(db, 'feed_runs')} SET resolution = 'superseded', resolved_at = now(), listed = NULL
       WHERE dealership_slug = $1 AND hold_reason IS NOT NULL AND resolution IS NULL`,
      [run.dealershipSlug],
    )
  }
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO ${table(db, 'feed_runs')}
      (dealership_slug, source, started_at, finished_at, ok, message, added, updated, unchanged, sold, rejected, errors,
       kept, held, hold_reason, listed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
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
      run.kept ?? 0,
      run.held ?? 0,
      run.holdReason ?? null,
      run.holdReason && run.listed ? JSON.stringify(run.listed) : null,
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
  kept: number
  held: number
  hold_reason: string | null
  resolution: 'confirmed' | 'superseded' | null
  resolved_at: Date | null
  resolved_by: string | null
  errors: RowError[]
}

const stateOf = (r: RunRow): FeedRunState => (!r.ok ? 'rejected' : (r.resolution ?? (r.hold_reason ? 'held' : 'imported')))

const toRun = (r: RunRow): FeedRun => ({
  id: Number(r.id),
  dealershipSlug: r.dealership_slug,
  source: r.source,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  ok: r.ok,
  state: stateOf(r),
  message: r.message,
  added: r.added,
  updated: r.updated,
  unchanged: r.unchanged,
  sold: r.sold,
  rejected: r.rejected,
  kept: r.kept,
  held: r.held,
  holdReason: r.hold_reason,
  resolvedAt: r.resolved_at,
  resolvedBy: r.resolved_by,
  errors: r.errors,
})

const COLUMNS = `id, dealership_slug, source, started_at, finished_at, ok, message, added, updated, unchanged, sold, rejected,
  kept, held, hold_reason, resolution, resolved_at, resolved_by, errors`

/** The latest runs of a dealership's feed, newest first. */
export async function listFeedRunsIn(db: InventoryDb, dealershipSlug: string, limit = 20): Promise<FeedRun[]> {
  const { rows } = await db.pool.query<RunRow>(
    `SELECT ${COLUMNS} FROM ${table(db, 'feed_runs')} WHERE dealership_slug = $1 ORDER BY started_at DESC, id DESC LIMIT $2`,
    [dealershipSlug, limit],
  )
  return rows.map(toRun)
}

/** A run still waiting for staff, locked for the caller's transaction, with what its file listed; null otherwise. */
export async function lockWaitingRun(client: Queryable, db: InventoryDb, dealershipSlug: string, runId: number) {
  const { rows } = await client.query<{ listed: string[] }>(
    `SELECT listed FROM ${table(db, 'feed_runs')}
     WHERE id = $1 AND dealership_slug = $2 AND hold_reason IS NOT NULL AND resolution IS NULL FOR UPDATE`,
    [runId, dealershipSlug],
  )
  return rows[0] ? { listed: rows[0].listed ?? [] } : null
}

export async function markConfirmed(client: Queryable, db: InventoryDb, runId: number, sold: number, by: string): Promise<void> {
  await client.query(
    `UPDATE ${table(db, 'feed_runs')} SET resolution = 'confirmed', resolved_at = now(), resolved_by = $2, sold = $3, listed = NULL
     WHERE id = $1`,
    [runId, by, sold],
  )
}
