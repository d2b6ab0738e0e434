// The lists a shopper's browser keeps for a dealer site (favourites, recently viewed cars, search
// history, kept in local storage): read back tolerating anything, since the browser,
// an extension or an older version of the site may have written it. Plain checks rather than a
// schema library: these run on every search and car page, where each kilobyte of script counts.

/** A text field of a stored entry: its length bounds, and whether it may be missing (then null). */
export interface TextField {
  max: number
  min?: number
  optional?: boolean
}

/** The entry with exactly these text fields, or null when any is missing, too long or not text. */
export function readEntry<T>(item: unknown, fields: Readonly<Record<keyof T & string, TextField>>): T | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null
  const out: Record<string, string | null> = {}
  for (const [name, rule] of Object.entries(fields) as [string, TextField][]) {
    const value = (item as Record<string, unknown>)[name]
    if (value === undefined || value === null) {
      if (!rule.optional) return null
      out[name] = null
    } else if (typeof value !== 'string' || value.length > rule.max || value.length < (rule.min ?? 0)) return null
    else out[name] = value
  }
  return out as T
}

/** The valid entries of a stored JSON list, in order, repeats (by key) dropped; [] for anything unreadable. */
export function parseStoredList<T>(raw: string | null | undefined, read: (item: unknown) => T | null, keyOf: (entry: T) => string): T[] {
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
    const entry = read(item)
    if (entry === null || seen.has(keyOf(entry))) continue
    seen.add(keyOf(entry))
    out.push(entry)
  }
  return out
}

/** The list with `entry` first and any older copy of it (same key) removed, at most `max` long. */
export function withNewestFirst<T>(list: readonly T[], entry: T, keyOf: (entry: T) => string, max: number): T[] {
  const key = keyOf(entry)
  return [entry, ...list.filter((e) => keyOf(e) !== key)].slice(0, max)
}
