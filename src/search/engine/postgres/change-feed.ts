// Hears every committed change to the inventory table: a statement trigger on it (schema.ts)
// sends NOTIFY on INVENTORY_CHANNEL with the schema's name, whoever wrote (a feed import in
// another process, the seed, psql). One connection per process listens; while it is down the
// feed says so (`listening` false), so a cache built on it is bypassed rather than trusted, and
// every (re)connect counts as a change, since changes made while deaf were missed.
import type pg from 'pg'
import { type ResultCache, createResultCache } from '@/src/search/result-cache'
import { INVENTORY_CHANNEL, type InventoryDb, ensureInventorySchemaOnce } from './schema'

export interface ChangeFeed {
  /** True while changes are being heard. */
  listening(): boolean
  close(): Promise<void>
}

export interface ChangeFeedOptions {
  /** A new, unconnected client on the inventory's database. */
  readonly client: () => pg.Client
  readonly onChange: () => void
  /** First wait before reconnecting after a failure, doubled up to 30 s. */
  readonly retryMs?: number
}

const MAX_RETRY_MS = 30_000

export function startChangeFeed(db: InventoryDb, options: ChangeFeedOptions): ChangeFeed {
  const firstRetry = options.retryMs ?? 1000
  let client: pg.Client | null = null
  let live = false
  let closed = false
  let retry = firstRetry
  let timer: NodeJS.Timeout | null = null

  function lost(error?: unknown) {
    if (client === null) return
    const gone = client
    client = null
    live = false
    options.onChange()
    gone.removeAllListeners()
    gone.on('error', () => {})
    void gone.end().catch(() => {})
    if (closed) return
    if (error) console.error(`The inventory change feed lost its connection; searches skip the answer cache until it is back:`, error)
    timer = setTimeout(connect, retry)
    timer.unref()
    retry = Math.min(retry * 2, MAX_RETRY_MS)
  }

  async function connect() {
    timer = null
    if (closed) return
    const next = options.client()
    client = next
    next.on('error', lost)
    next.on('end', () => lost(new Error('connection ended')))
    next.on('notification', (message) => {
      if (message.channel === INVENTORY_CHANNEL && message.payload === db.schema) options.onChange()
    })
    try {
      // The trigger that sends the notices is part of the schema.
      await ensureInventorySchemaOnce(db)
      await next.connect()
      await next.query(`LISTEN ${INVENTORY_CHANNEL}`)
      if (client !== next) return
      live = true
      retry = firstRetry
      options.onChange()
    } catch (error) {
      if (client === next) lost(error)
    }
  }

  void connect()
  return {
    listening: () => live,
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      const open = client
      client = null
      live = false
      if (open) {
        open.removeAllListeners()
        open.on('error', () => {})
        await open.end().catch(() => {})
      }
    },
  }
}

/** One change feed for several listeners (answer cache, column snapshot), connected on first use of `feed()`. */
export function lazyChangeFeed(
  db: () => InventoryDb,
  options: Omit<ChangeFeedOptions, 'onChange'>,
): { feed: () => ChangeFeed; onChange: (listener: () => void) => void } {
  const listeners: (() => void)[] = []
  let started: ChangeFeed | null = null
  return {
    feed: () => (started ??= startChangeFeed(db(), { ...options, onChange: () => listeners.forEach((listener) => listener()) })),
    onChange: (listener) => listeners.push(listener),
  }
}

export interface FeedBackedCacheOptions {
  readonly client: () => pg.Client
  readonly ttlMs: number
  readonly maxChars: number
  readonly retryMs?: number
  /** Also told of every change the feed hears (after the cache is emptied). */
  readonly onChange?: () => void
}

/**
 * An answer cache kept honest by a change feed on `db`: trusted only while the feed listens and
 * emptied on every change it hears. The feed's connection opens with the cache's first use (or
 * `feed()`), not before, so building the app or importing it opens none.
 */
export function feedBackedCache(db: () => InventoryDb, options: FeedBackedCacheOptions): { cache: ResultCache; feed: () => ChangeFeed } {
  const { feed, onChange } = lazyChangeFeed(db, { client: options.client, retryMs: options.retryMs })
  const cache = createResultCache({ ttlMs: options.ttlMs, maxChars: options.maxChars, trusted: () => feed().listening() })
  onChange(() => {
    cache.invalidate()
    options.onChange?.()
  })
  return { cache, feed }
}
