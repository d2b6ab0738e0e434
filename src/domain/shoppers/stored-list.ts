// The lists a shopper's browser keeps for a dealer site (favourites, recently viewed cars, search
// history; spec 2 §3 "kept in local storage"): read back tolerating anything, since the browser,
// an extension or an older version of the site may have written it.
import type { z } from 'zod'

/** The valid entries of a stored JSON list, in order, repeats (by key) dropped; [] for anything unreadable. */
export function parseStoredList<T>(raw: string | null | undefined, schema: z.ZodType<T>, keyOf: (entry: T) => string): T[] {
  let value: unknown
  try {
    value = JSON.parse(raw ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const out: T[] = []
  for (const item of value) {
    const parsed = schema.safeParse(item)
    if (!parsed.success || seen.has(keyOf(parsed.data))) continue
    seen.add(keyOf(parsed.data))
    out.push(parsed.data)
  }
  return out
}

/** The list with `entry` first and any older copy of it (same key) removed, at most `max` long. */
export function withNewestFirst<T>(list: readonly T[], entry: T, keyOf: (entry: T) => string, max: number): T[] {
  const key = keyOf(entry)
  return [entry, ...list.filter((e) => keyOf(e) !== key)].slice(0, max)
}
