// When the engine may search a column snapshot (columnar.ts) instead of PostgreSQL: only while
// the change feed listens and no change was heard since the snapshot was read, as with the
// answer cache. A change makes it stale at once; the next search starts a reload and, until it
// is done, searches go to PostgreSQL as before. Reloads start at most once per `minIntervalMs`,
// so a feed import announcing many statements costs a few reloads, not one per statement.
import { type ColumnSnapshot, buildSnapshot } from './columnar'
import { COLUMNS } from './columns'
import { type Dictionary, loadDictionary } from './dictionary'
import { type InventoryDb, table } from './schema'
import { writeEpoch } from './store'

export interface SnapshotSource {
  /** The snapshot if it is current; otherwise null, and a reload starts if none is under way. */
  current(): ColumnSnapshot | null
  /** The inventory changed: the snapshot is stale until reloaded. */
  invalidate(): void
  /** Resolves when no load is under way (tests and benchmarks). */
  settled(): Promise<void>
}

/** The process's snapshot source, which readiness can also ask. */
export interface WarmableSnapshot extends SnapshotSource {
  /** Whether a current snapshot is held (or PostgreSQL answers, above the size limit); asking starts a load. */
  warm(): boolean
}

export interface SnapshotOptions {
  /** False while changes might go unheard (the change feed is down): then no snapshot is used. */
  readonly trusted: () => boolean
  /** Above this many cars no snapshot is kept (memory); PostgreSQL answers. */
  readonly maxRows?: number
  readonly minIntervalMs?: number
}

/** About 0.6 kB of memory per car (bench:search, heap and typed arrays): 150,000 cars is ~90 MB per process. */
const MAX_ROWS = 150_000
const MIN_INTERVAL_MS = 1_000

/** Reads a consistent snapshot: dictionary, vocabulary and rows from one transaction. Null when too large. */
export async function loadSnapshot(db: InventoryDb, maxRows = MAX_ROWS): Promise<ColumnSnapshot | null> {
  const client = await db.pool.connect()
  let read: { rows: unknown[][]; dictionary: Dictionary; words: string[] } | null = null
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const vehicles = table(db, 'vehicles')
    const { rows: counted } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${vehicles}`)
    if (counted[0].n <= maxRows) {
      const dictionary = await loadDictionary(client, db)
      const words = await client.query<{ word: string }>(`SELECT word FROM ${table(db, 'vocabulary')}`)
      const columns = [...COLUMNS.map((c) => c.sql), '_object_id', 'tsvector_to_array(_search)'].join(', ')
      const { rows } = await client.query<unknown[]>({ text: `SELECT ${columns} FROM ${vehicles}`, rowMode: 'array' })
      read = { rows, dictionary, words: words.rows.map((r) => r.word) }
    }
  } finally {
    await client.query('COMMIT').catch(() => {})
    client.release()
  }
  // Built with the connection back in the pool: the build takes longer than the read.
  return read && buildSnapshot(read.rows, read.dictionary, read.words)
}

export function createSnapshotSource(db: InventoryDb, options: SnapshotOptions): WarmableSnapshot {
  const minInterval = options.minIntervalMs ?? MIN_INTERVAL_MS
  let generation = 0
  let held: { snapshot: ColumnSnapshot | null; generation: number; epoch: number } | null = null
  let loading: Promise<void> | null = null
  let lastStart = -Infinity
  let timer: NodeJS.Timeout | null = null

  function start() {
    timer = null
    if (loading) return
    lastStart = performance.now()
    const at = { generation, epoch: writeEpoch() }
    loading = loadSnapshot(db, options.maxRows)
      .then((snapshot) => {
        held = { snapshot, ...at }
      })
      .catch((error) => console.error('Loading the inventory snapshot failed; searches use PostgreSQL meanwhile:', error))
      .finally(() => {
        loading = null
      })
  }

  function reload() {
    if (loading || timer) return
    const wait = lastStart + minInterval - performance.now()
    if (wait <= 0) return start()
    timer = setTimeout(start, wait)
    timer.unref()
  }

  /** What was read, if nothing changed since and changes are being heard; otherwise null, and a reload starts. */
  function currentHeld() {
    if (!options.trusted()) return null
    if (held && held.generation === generation && held.epoch === writeEpoch()) return held
    reload()
    return null
  }

  return {
    current() {
      // A null snapshot is "too many cars when last read": looked at again only after a change.
      return currentHeld()?.snapshot ?? null
    },
    invalidate() {
      generation++
      // Stale now: let it go rather than hold two while the next one is read.
      held = null
    },
    async settled() {
      while (loading || timer) await (loading ?? new Promise((resolve) => setTimeout(resolve, 10)))
    },
    warm() {
      return currentHeld() !== null
    },
  }
}
