// What the engine keeps in memory from the database: the typo vocabulary and the facet value
// dictionary. Both are small. They are reloaded when this process wrote to the inventory,
// after a few seconds (another process, e.g. the feed CLI, may have written), or at once when
// a search meets a facet code it does not know.
import { type Dictionary, loadDictionary } from './dictionary'
import { type InventoryDb, table } from './schema'
import { writeEpoch } from './store'

const TTL_MS = 5_000

export interface Catalog {
  readonly words: string[]
  readonly dictionary: Dictionary
}

export function createCatalog(db: InventoryDb, ttlMs = TTL_MS) {
  let cached: (Catalog & { at: number; epoch: number }) | null = null
  let loading: Promise<Catalog> | null = null

  async function load(): Promise<Catalog> {
    const epoch = writeEpoch()
    const [{ rows }, dictionary] = await Promise.all([
      db.pool.query<{ word: string }>(`SELECT word FROM ${table(db, 'vocabulary')}`),
      loadDictionary(db.pool, db),
    ])
    cached = { words: rows.map((r) => r.word), dictionary, at: Date.now(), epoch }
    return cached
  }

  function reload(): Promise<Catalog> {
    loading ??= load().finally(() => {
      loading = null
    })
    return loading
  }

  return {
    async get(): Promise<Catalog> {
      if (cached && cached.epoch === writeEpoch() && Date.now() - cached.at < ttlMs) return cached
      return reload()
    },
    reload,
  }
}
