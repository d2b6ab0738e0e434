// Table columns derived from the index configuration. String facets are dictionary-encoded:
// the row holds an int4 code (0 = no value) and `facet_values` holds the text (see
// dictionary.ts). Filter-only strings (stock numbers, VINs: nearly unique, never counted) are
// kept as lower-cased text instead, so the dictionary stays small. Narrow fixed-width rows are what make a tenant's facet counts fast: the
// codes come first, NOT NULL, so PostgreSQL reaches any of them without walking the row.
import { ATTRIBUTES, type AttributeDef, type AttributeName } from '@/src/search/index-config'
import { typedValue } from '../typed-values'
import type { Dictionary } from './dictionary'

export interface Column {
  readonly attribute: AttributeName
  readonly def: AttributeDef
  /** Quoted column name, e.g. "make_model_lvl0". */
  readonly sql: string
  readonly sqlType: string
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

const SQL_TYPES = {
  string: 'int4 NOT NULL DEFAULT 0',
  strings: 'int4[]',
  number: 'double precision',
  boolean: 'boolean',
  text: 'text',
} as const

/** Filter-only strings are stored as lower-cased text, not as dictionary codes. */
export const isPlainText = (def: AttributeDef): boolean => def.type === 'string' && def.facet === 'filter'
const sqlType = (def: AttributeDef) => SQL_TYPES[isPlainText(def) ? 'text' : def.type]

// Read by every tenant filter and sort, and present on every record: first in each row.
const HOT = ['visible_until', 'custom_rank', 'show_on_dealer_website']
const TYPE_ORDER = { string: 0, number: 1, boolean: 2, strings: 3 } as const
const rank = ([name, def]: [string, AttributeDef]) => {
  if (HOT.includes(name)) return HOT.indexOf(name) - HOT.length
  return isPlainText(def) ? 10 : TYPE_ORDER[def.type]
}

export const COLUMNS: readonly Column[] = (Object.entries(ATTRIBUTES) as [AttributeName, AttributeDef][])
  .sort((a, b) => rank(a) - rank(b))
  .map(([attribute, def]) => ({ attribute, def, sql: quote(attribute.replace(/\./g, '_')), sqlType: sqlType(def) }))

const BY_ATTRIBUTE = new Map(COLUMNS.map((c) => [c.attribute as string, c]))

export function columnFor(attribute: string): Column | undefined {
  return BY_ATTRIBUTE.get(attribute)
}

/** The (attribute, value) pairs of a record's string facets, which need dictionary codes. */
export function facetTexts(record: Readonly<Record<string, unknown>>): [string, string][] {
  const out: [string, string][] = []
  for (const c of COLUMNS) {
    if ((c.def.type !== 'string' && c.def.type !== 'strings') || isPlainText(c.def)) continue
    const value = typedValue(record, c.attribute, c.def)
    if (typeof value === 'string') out.push([c.attribute, value])
    else if (Array.isArray(value)) for (const v of value) out.push([c.attribute, v])
  }
  return out
}

/** Column values of a record keyed by unquoted column name (for jsonb_populate_recordset). */
export function columnValues(record: Readonly<Record<string, unknown>>, dictionary: Dictionary): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const c of COLUMNS) {
    const value = typedValue(record, c.attribute, c.def)
    const name = c.sql.slice(1, -1)
    if (isPlainText(c.def)) out[name] = typeof value === 'string' ? value.toLowerCase() : null
    else if (c.def.type === 'string') out[name] = typeof value === 'string' ? dictionary.code(c.attribute, value) : 0
    else if (c.def.type === 'strings') out[name] = Array.isArray(value) ? value.map((v) => dictionary.code(c.attribute, v)) : null
    else out[name] = value
  }
  return out
}

/** Every attribute column definition, in row order, for CREATE TABLE / ADD COLUMN. */
export function columnDefinitions(): string[] {
  return COLUMNS.map((c) => `${c.sql} ${c.sqlType}`)
}
