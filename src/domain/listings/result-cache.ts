// Listing results are cached per combination of inputs, 10 entries for the manufacturer and offers
// searches; when the cache is full the oldest entry is evicted.

/** The manufacturer and offers listings keep 10 results. */
export const LISTING_CACHE_SIZE = 10

/**
 * A first-in, first-out cache of at most `capacity` entries. "Oldest" means first inserted:
 * reading an entry does NOT refresh its age (this is not an LRU), so a result read often is
 * still evicted in insertion order. Writing a key that is already present replaces its value
 * and counts as a new insertion (the entry becomes the newest), because the value is new.
 * Keys compare like Map keys (SameValueZero), so callers use strings.
 */
export class ResultCache<K, V> {
  private readonly entries = new Map<K, V>()

  constructor(readonly capacity: number = LISTING_CACHE_SIZE) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError(`ResultCache capacity must be a positive integer, got ${capacity}`)
  }

  get size(): number {
    return this.entries.size
  }

  has(key: K): boolean {
    return this.entries.has(key)
  }

  /** The cached value; does not change which entry is evicted next. */
  get(key: K): V | undefined {
    return this.entries.get(key)
  }

  set(key: K, value: V): void {
    this.entries.delete(key)
    while (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next()
      if (oldest.done) break
      this.entries.delete(oldest.value)
    }
    this.entries.set(key, value)
  }

  delete(key: K): void {
    this.entries.delete(key)
  }

  /** Keys from oldest to newest (the eviction order). */
  keys(): K[] {
    return [...this.entries.keys()]
  }

  clear(): void {
    this.entries.clear()
  }
}
