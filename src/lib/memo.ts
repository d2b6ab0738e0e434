/**
 * A small in-process memo of answers that take real work to make (a drawn PDF, a call to a paid
 * service), keyed by what the answer depends on. Concurrent asks for one key share one
 * computation; a failed one, or an answer `keep` refuses, is not remembered, so the next ask
 * tries again. At most `capacity` keys are kept: the oldest goes first. Per process by design:
 * losing it costs one more computation, never a wrong answer, since the key names the input.
 */
import { countCacheLookup } from './metrics'

export interface Memo<V> {
  through(key: string, compute: () => Promise<V>): Promise<V>
  /** Keys held (for tests). */
  readonly size: number
}

export interface MemoOptions<V> {
  readonly capacity: number
  /** How long an answer is reused; Infinity for answers that never change for their key. */
  readonly ttlMs: number
  /** Whether an answer is worth keeping (e.g. not a provider's "unavailable"); default all. */
  readonly keep?: (value: V) => boolean
  readonly clock?: () => number
  /** The cache's name in the hit and miss counts of GET /metrics (`cache_lookups_total`). */
  readonly name: string
}

export function createMemo<V>(options: MemoOptions<V>): Memo<V> {
  const clock = options.clock ?? Date.now
  const entries = new Map<string, { at: number; value: Promise<V> }>()
  const forget = (key: string, value: Promise<V>) => {
    if (entries.get(key)?.value === value) entries.delete(key)
  }
  return {
    through(key, compute) {
      const entry = entries.get(key)
      const hit = entry !== undefined && clock() - entry.at < options.ttlMs
      countCacheLookup(options.name, hit)
      if (hit) return entry.value
      entries.delete(key)
      const value = compute()
      entries.set(key, { at: clock(), value })
      for (const oldest of entries.keys()) {
        if (entries.size <= options.capacity) break
        entries.delete(oldest)
      }
      value.then(
        (answer) => (options.keep && !options.keep(answer) ? forget(key, value) : undefined),
        () => forget(key, value),
      )
      return value
    },
    get size() {
      return entries.size
    },
  }
}
