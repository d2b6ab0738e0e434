// Ingestion API for the app, the CLI and the admin (the lead wires the admin UI to these):
// every function uses the app's inventory database unless a test passes its own.
import { sharedInventoryDb } from '@/src/search/engine/postgres/pool'
import type { InventoryDb } from '@/src/search/engine/postgres/schema'
import { ensureInventorySchemaOnce } from '@/src/search/engine/postgres/schema'
import { algoliaWriterFromEnv } from '@/src/search/engine/algolia'
import { type FeedKeyInfo, feedKeyInfoIn, rotateFeedKeyIn, verifyFeedKeyIn } from './feed-keys'
import { type FeedRun, type FeedSource, listFeedRunsIn } from './feed-runs'
import { type ConfirmOutcome, type FeedSettings, type ImportOutcome, confirmHeldRun, importFeed } from './import-feed'
import type { FeedFormat } from './parse-feed'

export type { FeedKeyInfo, FeedRun, FeedSource, FeedSettings, ImportOutcome }
export { detectFormat, type FeedFormat } from './parse-feed'

async function ready(db?: InventoryDb): Promise<InventoryDb> {
  const target = db ?? sharedInventoryDb()
  await ensureInventorySchemaOnce(target)
  return target
}

/** Imports a full stock snapshot for a dealership (CLI and HTTP endpoint). */
export async function importDealershipFeed(
  dealershipSlug: string,
  text: string,
  format: FeedFormat,
  options: { source: FeedSource; now?: Date; db?: InventoryDb; settings?: FeedSettings },
): Promise<ImportOutcome> {
  const db = await ready(options.db)
  return importFeed(
    { db, now: options.now ?? new Date(), source: options.source, writer: algoliaWriterFromEnv(), settings: options.settings },
    dealershipSlug,
    text,
    format,
  )
}

/** Staff confirm a held run of a dealership's feed: what its file left out is sold now. */
export async function confirmDealershipRun(dealershipSlug: string, runId: number, by: string, db?: InventoryDb): Promise<ConfirmOutcome> {
  return confirmHeldRun({ db: await ready(db), now: new Date(), writer: algoliaWriterFromEnv() }, dealershipSlug, runId, by)
}

/** Feed health for the admin: the latest runs, newest first. */
export async function listFeedRuns(dealershipSlug: string, limit = 20, db?: InventoryDb): Promise<FeedRun[]> {
  return listFeedRunsIn(await ready(db), dealershipSlug, limit)
}

/** Creates or replaces the dealership's feed key; the returned key is shown to the editor once. */
export async function rotateFeedKey(dealershipSlug: string, db?: InventoryDb): Promise<{ key: string; info: FeedKeyInfo }> {
  return rotateFeedKeyIn(await ready(db), dealershipSlug)
}

export async function feedKeyInfo(dealershipSlug: string, db?: InventoryDb): Promise<FeedKeyInfo | null> {
  return feedKeyInfoIn(await ready(db), dealershipSlug)
}

export async function verifyFeedKey(dealershipSlug: string, key: string | null, db?: InventoryDb): Promise<boolean> {
  return verifyFeedKeyIn(await ready(db), dealershipSlug, key)
}
