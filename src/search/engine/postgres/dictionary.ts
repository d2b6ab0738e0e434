// Facet value dictionary: every distinct (attribute, value) gets an int4 code used in the
// vehicles table. Matching stays case-insensitive as Algolia's is: a filter value maps to the
// codes of every stored value equal to it under JavaScript's toLowerCase.
import { type InventoryDb, table } from './schema'
import type { Queryable } from './store-types'

export interface Dictionary {
  /** The code of a stored value; throws if it was never registered (a bug in the writer). */
  code(attribute: string, value: string): number
  /** Codes whose value equals `value` ignoring case; empty when none is stored. */
  codesFor(attribute: string, value: string): number[]
  value(code: number): string | undefined
  readonly size: number
}

interface Row {
  id: number
  attribute: string
  value: string
}

const key = (attribute: string, value: string) => `${attribute}\u0000${value}`

export function buildDictionary(rows: readonly Row[]): Dictionary {
  const byValue = new Map<string, number>()
  const byLower = new Map<string, number[]>()
  const byCode = new Map<number, string>()
  for (const r of rows) {
    byValue.set(key(r.attribute, r.value), r.id)
    byCode.set(r.id, r.value)
    const lower = key(r.attribute, r.value.toLowerCase())
    byLower.set(lower, [...(byLower.get(lower) ?? []), r.id])
  }
  return {
    code(attribute, value) {
      const code = byValue.get(key(attribute, value))
      if (code === undefined) throw new Error(`No dictionary code for ${attribute}=${value}`)
      return code
    },
    codesFor: (attribute, value) => byLower.get(key(attribute, value.toLowerCase())) ?? [],
    value: (code) => byCode.get(code),
    size: rows.length,
  }
}

export async function loadDictionary(q: Queryable, db: InventoryDb): Promise<Dictionary> {
  const { rows } = await q.query<Row>(`SELECT id, attribute, value FROM ${table(db, 'facet_values')}`)
  return buildDictionary(rows)
}

/** Registers the pairs (new ones get codes) and returns the whole, current dictionary. */
export async function registerFacetValues(q: Queryable, db: InventoryDb, pairs: readonly [string, string][]): Promise<Dictionary> {
  const unique = [...new Map(pairs.map((p) => [key(p[0], p[1]), p])).values()]
  if (unique.length > 0) {
    await q.query(
      `INSERT INTO ${table(db, 'facet_values')} (attribute, value) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`,
      [unique.map((p) => p[0]), unique.map((p) => p[1])],
    )
  }
  return loadDictionary(q, db)
}
