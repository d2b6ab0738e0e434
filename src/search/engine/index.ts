// The engine the search route uses: the local PostgreSQL engine on the app's database. In
// Algolia mode the browser queries Algolia directly; this route stays as the fallback.
import type { FilterNode } from '@/src/domain/inventory/filter-ast'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { createPostgresEngine } from './postgres/engine'
import type { Vehicle } from '@/src/domain/inventory/vehicle'
import { countRecords, findRecordBySlug, findRecordsBy, findRecordsBySlugs, listRecordPaths } from './postgres/lookup'
import { inventoryListenClient, sharedInventoryDb } from './postgres/pool'
import { lazyChangeFeed } from './postgres/change-feed'
import { type WarmableSnapshot, createSnapshotSource } from './postgres/snapshot'
import { onInventoryChange } from './inventory-changes'
import { env } from '@/src/lib/env'
import { type ResultCache, createResultCache } from '@/src/search/result-cache'
import { getVehicle } from './postgres/store'
import { carViewCount, recordCarView } from './postgres/views'
import { type PhoneReveal, insertPhoneReveal, phoneRevealCounts } from './postgres/phone-reveals'
import type { SearchEngine } from './types'
import { algoliaWriterFromEnv } from './algolia'
import { type SetCarHold, createCarHolds } from './car-holds'

export type { SearchEngine } from './types'
export type { PhoneReveal } from './postgres/phone-reveals'

const DEFAULT_CACHE_SECONDS = 60
/** Room for a few hundred first pages (one is 20–60 kB of JSON). */
const CACHE_MAX_CHARS = 32 * 1024 * 1024
const DEFAULT_SNAPSHOT_MAX_CARS = 150_000
// Kept on globalThis: Next evaluates this module once per bundle (route, page), and one process
// needs one change feed, one answer cache and one column snapshot, not one per bundle.
const SHARED = Symbol.for('dealer-platform.search-shared')
type Shared = {
  feed?: ReturnType<typeof lazyChangeFeed>
  cache?: ResultCache | null
  snapshot?: WarmableSnapshot | null
  engine?: SearchEngine
}
const holder = globalThis as typeof globalThis & { [SHARED]?: Shared }
const shared = (holder[SHARED] ??= {})

/** The process's change feed; its connection opens with the first search that may use it, not on import. */
function changeFeed() {
  return (shared.feed ??= lazyChangeFeed(sharedInventoryDb, { client: inventoryListenClient }))
}

/**
 * The process's column snapshot of the inventory (postgres/columnar.ts), or null when
 * SEARCH_SNAPSHOT_MAX_CARS is 0. Used only while the change feed listens and nothing changed
 * since it was read; this process's own writes (a hold) end it the moment they commit.
 */
function defaultSnapshot(): WarmableSnapshot | null {
  if (shared.snapshot !== undefined) return shared.snapshot
  const maxRows = env.SEARCH_SNAPSHOT_MAX_CARS ?? DEFAULT_SNAPSHOT_MAX_CARS
  if (maxRows === 0) return (shared.snapshot = null)
  const { feed, onChange } = changeFeed()
  const snapshot = createSnapshotSource(sharedInventoryDb(), { trusted: () => feed().listening(), maxRows })
  onChange(() => snapshot.invalidate())
  onInventoryChange(() => snapshot.invalidate())
  return (shared.snapshot = snapshot)
}

/**
 * Whether this process's search is warm, for readiness: its column snapshot is loaded ('ready'),
 * still loading ('loading', and asking starts the load), or not used at all ('off').
 */
export function searchReadiness(): 'ready' | 'loading' | 'off' {
  const snapshot = defaultSnapshot()
  if (!snapshot) return 'off'
  return snapshot.warm() ? 'ready' : 'loading'
}

export function defaultSearchEngine(): SearchEngine {
  return (shared.engine ??= createPostgresEngine(sharedInventoryDb(), { snapshot: defaultSnapshot() ?? undefined }))
}

/**
 * The process's cache of first-page search answers (src/search/result-cache.ts), or null when
 * SEARCH_CACHE_SECONDS is 0. It trusts itself only while the change feed listens; the feed's
 * connection opens with the first cacheable search, not on import (so `next build` opens none).
 */
export function defaultAnswerCache(): ResultCache | null {
  if (shared.cache !== undefined) return shared.cache
  const seconds = env.SEARCH_CACHE_SECONDS ?? DEFAULT_CACHE_SECONDS
  if (seconds === 0) return (shared.cache = null)
  const { feed, onChange } = changeFeed()
  const cache = createResultCache({ ttlMs: seconds * 1000, maxChars: CACHE_MAX_CHARS, trusted: () => feed().listening() })
  onChange(() => cache.invalidate())
  // This process's own writes (a hold), the moment they commit; the feed hears everyone's.
  onInventoryChange(() => cache.invalidate())
  return (shared.cache = cache)
}

/** One car by its slug, inside a site's stock filter (vehicle page, price comparison). */
export function findCarBySlug(slug: string, scope: FilterNode | null): Promise<SearchRecord | null> {
  return findRecordBySlug(sharedInventoryDb(), slug, scope)
}

/** Several cars by their slugs inside a site's stock filter, in one query (My Garage). */
export function findCarsBySlugs(slugs: readonly string[], scope: FilterNode | null): Promise<Map<string, SearchRecord>> {
  return findRecordsBySlugs(sharedInventoryDb(), slugs, scope)
}

/** The car of a site's stock that links this file (its `file`, e.g. the demo's sample history report), or null. */
export async function findCarByFile(file: string, scope: FilterNode | null): Promise<SearchRecord | null> {
  return (await findRecordsBy(sharedInventoryDb(), 'file', [file], scope)).get(file) ?? null
}

export interface VehiclePageData {
  record: SearchRecord
  /** Null only if the row vanished between the two reads; the page then renders from the record. */
  vehicle: Vehicle | null
}

/**
 * The vehicle page's lookup: the car's search record inside the site's stock filter (so another
 * dealer's car, or one the site no longer shows, is not found), then its stored vehicle, which
 * keeps what the record leaves out (dealer comments, equipment, every image).
 */
export async function findVehicleBySlug(slug: string, scope: FilterNode | null): Promise<VehiclePageData | null> {
  const record = await findCarBySlug(slug, scope)
  if (!record) return null
  const db = sharedInventoryDb()
  return { record, vehicle: await getVehicle(db.pool, db, record.objectID) }
}

let holds: SetCarHold | undefined

/**
 * Marks a car reserved until a time (an online reservation's hold), or available again (null),
 * here and, in Algolia mode, in Algolia (car-holds.ts). Returns whether the car exists.
 */
export function setCarHold(objectId: string, until: Date | null): Promise<boolean> {
  holds ??= createCarHolds(sharedInventoryDb(), algoliaWriterFromEnv())
  return holds(objectId, until)
}

/** Counts a vehicle page view once per visitor per day; returns the views counted here. */
export function countCarView(objectId: string, day: string, visitor: string): Promise<number> {
  return recordCarView(sharedInventoryDb(), objectId, day, visitor)
}

/** The vehicle page views counted here, without counting one. */
export function carViews(objectId: string): Promise<number> {
  return carViewCount(sharedInventoryDb(), objectId)
}

/** Stores one reveal of a dealer's phone number on a car's page. */
export function recordPhoneReveal(reveal: PhoneReveal, at: Date): Promise<void> {
  return insertPhoneReveal(sharedInventoryDb(), reveal, at)
}

/** How many times each car's dealer number was revealed, by object id. */
export function phoneReveals(objectIds: readonly string[]): Promise<Map<string, number>> {
  return phoneRevealCounts(sharedInventoryDb(), objectIds)
}

/** How many cars a site's stock filter shows (sitemaps). */
export function countCars(scope: FilterNode | null): Promise<number> {
  return countRecords(sharedInventoryDb(), scope)
}

/** The paths and last changes of a site's cars, a page at a time (sitemaps). */
export function listCarPaths(scope: FilterNode | null, offset: number, limit: number): Promise<{ path: string; updatedAt: string }[]> {
  return listRecordPaths(sharedInventoryDb(), scope, offset, limit)
}

/**
 * Runs `work` holding a PostgreSQL advisory lock (namespace, key) on the app's database, so
 * callers that take the same lock run one at a time across requests and processes.
 */
export async function withAdvisoryLock<T>(namespace: number, key: number, work: () => Promise<T>): Promise<T> {
  const client = await sharedInventoryDb().pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', [namespace, key])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [namespace, key])
    }
  } finally {
    client.release()
  }
}
