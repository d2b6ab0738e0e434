// A full copy of the local inventory to Algolia (`npm run search:reindex`): the index settings,
// every stored record (or one dealership's) in batches, then a delete of what Algolia holds that
// is no longer stored here, so a reindex converges whatever state Algolia was in (a failed feed
// push, a car removed while Algolia mode was off). The database stays the record: nothing here
// writes to it.
import { facet } from '@/src/domain/inventory/filter-ast'
import { printFilter } from '@/src/search/protocol'
import { inFeedTransaction } from '@/src/search/ingest/feed-lock'
import { dealershipCarCounts, dealershipRecordsAfter, storedObjectIds } from '@/src/search/engine/postgres/dealership-records'
import type { InventoryDb } from '@/src/search/engine/postgres/schema'
import { BATCH_LIMITS } from './batches'
import type { AlgoliaWriter } from './writer'

export interface ReindexDeps {
  readonly db: InventoryDb
  readonly algolia: AlgoliaWriter
}

export interface ReindexOptions {
  /** One dealership's cars (and only its objects in Algolia); every dealership without. */
  readonly dealership?: string
  /** Delete Algolia's objects even though no car is stored here for the scope. */
  readonly allowEmpty?: boolean
  /** Called after each batch of records Algolia accepted. */
  readonly onBatch?: (progress: { saved: number; total: number; dealership: string }) => void
}

export interface ReindexPlan {
  readonly dealerships: { slug: string; cars: number }[]
  /** Records to save: every stored car in scope. */
  readonly save: number
  /** Objects Algolia holds in scope that are not stored here. */
  readonly delete: string[]
  readonly inAlgolia: number
  /** Why the reindex would not run, or null. */
  readonly refusal: string | null
}

export type ReindexOutcome = { ok: true; saved: number; deleted: number } | { ok: false; message: string }

const scopeFilter = (dealership?: string) => (dealership === undefined ? undefined : printFilter(facet('dealership_slug', dealership)))

/** A database with no car in scope while Algolia holds some is more likely the wrong database than an empty stock. */
function emptyRefusal(stored: number, inAlgolia: number, options: ReindexOptions): string | null {
  if (stored > 0 || inAlgolia === 0 || options.allowEmpty) return null
  const scope = options.dealership === undefined ? 'this database has no cars' : `this database has no cars of ${options.dealership}`
  return `Refusing to delete all ${inAlgolia} objects Algolia holds: ${scope}. Check DATABASE_URL; pass --allow-empty to delete them.`
}

async function survey(deps: ReindexDeps, options: ReindexOptions) {
  const [inAlgolia, dealerships] = await Promise.all([
    deps.algolia.objectIDs(scopeFilter(options.dealership)),
    dealershipCarCounts(deps.db, options.dealership),
  ])
  const total = dealerships.reduce((sum, d) => sum + d.cars, 0)
  return { inAlgolia, dealerships, total, refusal: emptyRefusal(total, inAlgolia.size, options) }
}

/** What a reindex would do, reading only (the dry run). */
export async function planReindex(deps: ReindexDeps, options: ReindexOptions = {}): Promise<ReindexPlan> {
  const [{ inAlgolia, dealerships, total, refusal }, stored] = await Promise.all([
    survey(deps, options),
    storedObjectIds(deps.db, options.dealership),
  ])
  const stale = [...inAlgolia].filter((id) => !stored.has(id)).sort()
  return { dealerships, save: total, delete: stale, inAlgolia: inAlgolia.size, refusal }
}

/**
 * Sends one dealership's records a batch at a time, each batch read and sent holding the
 * dealership's feed lock (an import of its stock waits for one batch, and then sends its own
 * changes after it). Adds the objectIDs sent to `sent`.
 */
async function pushDealership(deps: ReindexDeps, slug: string, sent: Set<string>, report: (slug: string) => void): Promise<void> {
  let after = ''
  for (;;) {
    const page = await inFeedTransaction(deps.db, slug, async (client) => {
      const records = await dealershipRecordsAfter(client, deps.db, slug, after, BATCH_LIMITS.operations)
      if (records.length > 0) await deps.algolia.apply({ saves: records, partials: [], deletes: [] })
      return records
    })
    if (page.length === 0) return
    for (const record of page) sent.add(record.objectID)
    after = page[page.length - 1].objectID
    report(slug)
  }
}

/**
 * Settings, records, deletes. What Algolia held is read before any record is sent, so a car a
 * feed adds meanwhile (and pushes itself) is never taken for a stale object.
 */
export async function reindex(deps: ReindexDeps, options: ReindexOptions = {}): Promise<ReindexOutcome> {
  const { inAlgolia, dealerships, total, refusal } = await survey(deps, options)
  if (refusal) return { ok: false, message: refusal }
  await deps.algolia.pushSettings()
  const sent = new Set<string>()
  for (const { slug } of dealerships) {
    await pushDealership(deps, slug, sent, (dealership) => options.onBatch?.({ saved: sent.size, total, dealership }))
  }
  const stale = [...inAlgolia].filter((id) => !sent.has(id))
  await deps.algolia.apply({ saves: [], partials: [], deletes: stale })
  return { ok: true, saved: sent.size, deleted: stale.length }
}
