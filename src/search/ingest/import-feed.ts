// One feed import, end to end: parse, validate, apply in ONE transaction, record feed health,
// then push the changes to Algolia when it is configured (pages read stock live: there is no
// cache to expire). A malformed file (or one without a single valid row) is rejected whole and
// changes nothing; a file that would sell too much is held until staff confirm it.
import type { IndexChanges, IndexWriter } from '@/src/search/index-writer'
import { TENANT_DEFAULTS, type TenantConfig } from '@/src/domain/tenant/tenant-config'
import type { InventoryDb } from '@/src/search/engine/postgres/schema'
import { ensureInventorySchemaOnce } from '@/src/search/engine/postgres/schema'
import { applySnapshot, sellUnlisted } from './apply-snapshot'
import { inFeedTransaction } from './feed-lock'
import { type FeedSource, lockWaitingRun, markConfirmed, recordFeedRun } from './feed-runs'
import { type FeedFormat, parseFeed } from './parse-feed'
import { type RowError, validateRows } from './validate-rows'
import { logger } from '@/src/lib/logger'
import { algoliaFailure } from '@/src/search/engine/algolia'

export interface ImportDeps {
  readonly db: InventoryDb
  readonly now: Date
  readonly source: FeedSource
  /** Algolia (or another external index); null when the local engine is the only index. */
  readonly writer?: IndexWriter | null
  /** The owning site's feed settings (date order, hold thresholds); the defaults otherwise. */
  readonly settings?: FeedSettings
}

export type FeedSettings = TenantConfig['feed']

export interface FeedReport {
  runId: number
  dealershipSlug: string
  added: number
  updated: number
  unchanged: number
  sold: number
  removed: number
  rejected: number
  /** Cars named by rejected rows, kept as they were. */
  kept: number
  /** Cars the file left out whose sale waits for staff; 0 unless the run was held. */
  held: number
  /** Why the run's sales were held; absent when they were made. */
  holdReason?: string
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

export async function importFeed(deps: ImportDeps, dealership: string, text: string, format: FeedFormat): Promise<ImportOutcome> {
  const startedAt = new Date()
  const settings = deps.settings ?? TENANT_DEFAULTS.feed
  await ensureInventorySchemaOnce(deps.db)
  const parsed = parseFeed(text, format)
  if (!parsed.ok) return rejectRun(deps, dealership, startedAt, parsed.message, [], 0)
  const { vehicles, errors, rejectedRows, keptIds } = validateRows(parsed.rows, dealership, {
    order: settings.dateOrder,
    timeZone: settings.timeZone,
  })
  if (vehicles.length === 0) {
    return rejectRun(deps, dealership, startedAt, 'No row of the feed is valid, so nothing was imported', errors, rejectedRows)
  }
  const { runId, counts, changes, holdReason } = await inFeedTransaction(deps.db, dealership, async (client) => {
    const applied = await applySnapshot(client, deps.db, dealership, vehicles, deps.now, {
      keptIds,
      rows: parsed.rows.length,
      rejected: rejectedRows,
      safety: settings,
    })
    const id = await recordFeedRun(client, deps.db, {
      dealershipSlug: dealership,
      source: deps.source,
      startedAt,
      finishedAt: new Date(),
      ok: true,
      message: runMessage(rejectedRows, applied.counts.kept, applied.holdReason),
      ...applied.counts,
      rejected: rejectedRows,
      holdReason: applied.holdReason,
      listed: applied.listed,
      errors,
    })
    return { runId: id, ...applied }
  })
  const report: FeedReport = {
    runId,
    dealershipSlug: dealership,
    ...counts,
    rejected: rejectedRows,
    ...(holdReason ? { holdReason } : {}),
    errors,
  }
  const indexWarning = await pushToIndex(deps, dealership, changes)
  return { ok: true, report: indexWarning ? { ...report, indexWarning } : report }
}

function runMessage(rejected: number, kept: number, holdReason: string | null): string {
  if (holdReason) return holdReason
  if (rejected === 0) return 'Imported'
  return `Imported with ${rejected} rejected row(s)${kept > 0 ? `; ${kept} of their cars kept as they were` : ''}`
}

/** Pushes a run's changes to the external index; a failure is a warning (the local inventory is right). */
async function pushToIndex(deps: Pick<ImportDeps, 'writer'>, dealership: string, changes: IndexChanges): Promise<string | undefined> {
  if (!deps.writer || !(changes.saves.length || changes.partials.length || changes.deletes.length)) return undefined
  try {
    await deps.writer.apply(changes)
    return undefined
  } catch (error) {
    logger.error({ algolia: algoliaFailure(error) }, `Algolia update for ${dealership} failed`)
    return `The external search index was not updated: ${(error as Error).message}`
  }
}

export type ConfirmOutcome = { ok: true; sold: number; indexWarning?: string } | { ok: false; message: string }

export const RUN_NOT_WAITING = 'This feed run is not waiting for confirmation any more: it was confirmed, or a newer file replaced it.'

/** Staff confirm a held run: the cars its file left out are marked sold now, once. */
export async function confirmHeldRun(
  deps: Pick<ImportDeps, 'db' | 'now' | 'writer'>,
  dealership: string,
  runId: number,
  confirmedBy: string,
): Promise<ConfirmOutcome> {
  await ensureInventorySchemaOnce(deps.db)
  const result = await inFeedTransaction(deps.db, dealership, async (client) => {
    const waiting = await lockWaitingRun(client, deps.db, dealership, runId)
    if (!waiting) return null
    const sold = await sellUnlisted(client, deps.db, dealership, waiting.listed, deps.now)
    await markConfirmed(client, deps.db, runId, sold.counts.sold, confirmedBy)
    return sold
  })
  if (!result) return { ok: false, message: RUN_NOT_WAITING }
  const indexWarning = await pushToIndex(deps, dealership, result.changes)
  return { ok: true, sold: result.counts.sold, ...(indexWarning ? { indexWarning } : {}) }
}
