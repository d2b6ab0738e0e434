// A short-lived cache of whole search answers for the requests every first visit makes: the
// search page's opening results, a make or offers listing's first page, a page's stock blocks.
// No free text, first page only, so typing and paging always reach the engine.
//
// The key is the request exactly as the engine receives it, the site's stock filter included,
// so two sites share an entry only when they would get the same answer, and a changed stock
// filter is a different key. The filter's "visible until" cut-off moves with the clock; the
// cache computes it from the start of the current window (`windowStart`), so one key serves a
// window, and an entry is never served longer than `ttlMs` after it was computed.
//
// Freshness does not rest on the TTL: any change to the inventory table ends every entry
// (`invalidate`, from PostgreSQL's NOTIFY and from this process's own writes), and the cache is
// used only while it can hear those changes (`trusted`). An answer computed while a change
// arrived is not stored.
import { createHash } from 'node:crypto'
import { stableJson } from '@/src/lib/stable-json'
import type { QueryRequest } from '@/src/search/protocol'

export interface ResultCacheOptions {
  /** How long an answer may be served after it was computed. */
  readonly ttlMs: number
  /** Total size of the stored answers (UTF-16 length, close enough to bytes for JSON). */
  readonly maxChars: number
  readonly clock?: () => number
  /** False while changes to the inventory cannot be heard: the cache is then bypassed. */
  readonly trusted: () => boolean
}

export interface CachedAnswer {
  readonly text: string
  readonly hit: boolean
}

export interface ResultCache {
  /** The stored answer for `key`, or `compute`'s; concurrent misses of one key compute once. */
  through(key: string, compute: () => Promise<string>): Promise<CachedAnswer>
  /** Forgets every answer, and any being computed. */
  invalidate(): void
  /** The clock the stock filter is computed at for a cached request: the start of its window. */
  windowStart(now: Date): Date
  /** Entries held (for tests). */
  readonly size: number
}

/** A first visit's request: browsing without words, on the first page (facet searches are typing). */
export function isFirstPageBrowse(requests: readonly QueryRequest[]): boolean {
  return (
    requests.length > 0 &&
    requests.every((q) => q.type === 'default' && q.query.trim() === '' && q.page === 0 && (q.offset === null || q.offset === 0))
  )
}

/** The key of an answer: the route's shape and the requests as the engine gets them, key order aside. */
export const answerKey = (shape: string, requests: readonly QueryRequest[]) =>
  createHash('sha256')
    .update(`${shape}\n${stableJson(requests)}`)
    .digest('base64url')

interface Entry {
  readonly text: string
  readonly at: number
}

export function createResultCache(options: ResultCacheOptions): ResultCache {
  const clock = options.clock ?? Date.now
  const entries = new Map<string, Entry>()
  const pending = new Map<string, Promise<string>>()
  let chars = 0
  let generation = 0

  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    chars -= entry.text.length
    entries.delete(key)
  }

  function store(key: string, text: string) {
    if (text.length > options.maxChars) return
    drop(key)
    const now = clock()
    // Oldest first (Map keeps insertion order): expired entries go, then the least recent.
    for (const [k, e] of entries) {
      if (now - e.at < options.ttlMs && chars + text.length <= options.maxChars) break
      drop(k)
    }
    entries.set(key, { text, at: now })
    chars += text.length
  }

  function fresh(key: string): Entry | null {
    const entry = entries.get(key)
    if (!entry) return null
    if (clock() - entry.at >= options.ttlMs) {
      drop(key)
      return null
    }
    return entry
  }

  return {
    async through(key, compute) {
      if (!options.trusted()) return { text: await compute(), hit: false }
      const entry = fresh(key)
      if (entry) return { text: entry.text, hit: true }
      const running = pending.get(key)
      if (running) return { text: await running, hit: false }
      const started = generation
      const work = compute()
      pending.set(key, work)
      try {
        const text = await work
        if (generation === started && options.trusted()) store(key, text)
        return { text, hit: false }
      } finally {
        if (pending.get(key) === work) pending.delete(key)
      }
    },
    invalidate() {
      generation++
      entries.clear()
      pending.clear()
      chars = 0
    },
    windowStart(now) {
      return new Date(Math.floor(now.getTime() / options.ttlMs) * options.ttlMs)
    },
    get size() {
      return entries.size
    },
  }
}
