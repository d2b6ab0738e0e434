// One feed import, end to end: parse, validate, apply in ONE transaction, record feed health,
// then push the changes to Algolia when it is configured (pages read stock live: there is no
// cache to expire). A malformed
// file (or one without a single valid row) is rejected whole and changes nothing.
import type { IndexWriter } from '@/src/search/index-writer'
import type { InventoryDb } from '@/src/search/engine/postgres/schema'
import { ensureInventorySchemaOnce } from '@/src/search/engine/postgres/schema'
import { applySnapshot } from './apply-snapshot'
import { type FeedSource, recordFeedRun } from './feed-runs'
import { type FeedFormat, parseFeed } from './parse-feed'
import { type RowError, validateRows } from './validate-rows'

export interface ImportDeps {
  readonly db: InventoryDb
  readonly now: Date
  readonly source: FeedSource
  /** Algolia (or another external index); null when the local engine is the only index. */
  readonly writer?: IndexWriter | null
}

export interface FeedReport {
  runId: number
  dealershipSlug: string
  added: number
  updated: number
  unchanged: number
  sold: number
  removed: number
  rejected: number
  errors: RowError[]
  /** Set when the external index could not be updated (the local inventory was). */
  indexWarning?: string
}

export type ImportOutcome = { ok: true; report: FeedReport } | { ok: false; message: string; errors: RowError[] }

async function rejectRun(
  deps: ImportDeps,
  dealership: string,
  startedAt: Date,
  message: string,
  errors: RowError[],
  rejected: number,
): Promise<ImportOutcome> {
  await recordFeedRun(deps.db.pool, deps.db, {
    dealershipSlug: dealership,
    source: deps.source,
    startedAt,
    finishedAt: new Date(),
    ok: false,
    message,
    added: 0,
    updated: 0,
    unchanged: 0,
    sold: 0,
    rejected,
    errors,
  })
  return { ok: false, message, errors }
}

async function inTransaction<T>(db: InventoryDb, dealership: string, work: (client: import('pg').PoolClient) => Promise<T>): Promise<T> {
  const client = await db.pool.connect()
  try {
    await client.query('BEGIN')
    // One import per dealership at a time: a second one waits rather than interleaving.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`inventory-feed:${dealership}`])
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

export async function importFeed(deps: ImportDeps, dealership: string, text: string, format: FeedFormat): Promise<ImportOutcome> {
  const startedAt = new Date()
  await ensureInventorySchemaOnce(deps.db)
  const parsed = parseFeed(text, format)
  if (!parsed.ok) return rejectRun(deps, dealership, startedAt, parsed.message, [], 0)
  const { vehicles, errors, rejectedRows } = validateRows(parsed.rows, dealership)
  if (vehicles.length === 0) {
    return rejectRun(deps, dealership, startedAt, 'No row of the feed is valid, so nothing was imported', errors, rejectedRows)
  }
  const { runId, counts, changes } = await inTransaction(deps.db, dealership, async (client) => {
    const applied = await applySnapshot(client, deps.db, dealership, vehicles, deps.now)
    const message = rejectedRows > 0 ? `Imported with ${rejectedRows} rejected row(s)` : 'Imported'
    const id = await recordFeedRun(client, deps.db, {
      dealershipSlug: dealership,
      source: deps.source,
      startedAt,
      finishedAt: new Date(),
      ok: true,
      message,
      ...applied.counts,
      rejected: rejectedRows,
      errors,
    })
    return { runId: id, ...applied }
  })
  const report: FeedReport = { runId, dealershipSlug: dealership, ...counts, rejected: rejectedRows, errors }
  if (deps.writer && (changes.saves.length || changes.partials.length || changes.deletes.length)) {
    try {
      await deps.writer.apply(changes)
    } catch (error) {
      console.error(`Algolia update for ${dealership} failed:`, error)
      report.indexWarning = `The external search index was not updated: ${(error as Error).message}`
    }
  }
  return { ok: true, report }
}
