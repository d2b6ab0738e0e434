// In-memory reference semantics for a filter tree. Deliberately naive (no indexes, no
// shortcuts) because it is the oracle the SQL engine is tested against:
// - an attribute's values are all leaves reached by its dot path, arrays flattened at any level;
//   a filter on an array matches when ANY element matches (Algolia's documented rule);
// - facet values compare case-insensitively with strings (String#toLowerCase), numerically with
//   numbers ("10" matches 10, "1e1" too) and as 'true'/'false' with booleans;
// - tags compare case-sensitively with the `_tags` values;
// - numeric comparisons and ranges only see finite numbers; a missing or non-numeric attribute
//   never matches, so `price != 5` is false without a price;
// - NOT is plain negation, so `NOT make:ford` keeps records that have no make at all.
import { type FilterNode, type NumericOp, TAGS_ATTRIBUTE } from '@/src/domain/inventory/filter-ast'
import { parseNumber } from './filter-lexer'

export type SearchRecord = Readonly<Record<string, unknown>>

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function collect(value: unknown, keys: readonly string[], out: unknown[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, keys, out)
    return
  }
  if (keys.length === 0) {
    if (value !== undefined && value !== null) out.push(value)
    return
  }
  // Own properties only, so an attribute named "constructor" never reaches Object.prototype.
  if (isPlainObject(value) && Object.hasOwn(value, keys[0])) collect(value[keys[0]], keys.slice(1), out)
}

/** Every leaf value of `path` (e.g. `make_model.lvl0`) in the record, arrays flattened. */
export function attributeValues(record: SearchRecord, path: string): unknown[] {
  const out: unknown[] = []
  collect(record, path.split('.'), out)
  return out
}

export function facetValueMatches(recordValue: unknown, wanted: string): boolean {
  if (typeof recordValue === 'string') return recordValue.toLowerCase() === wanted.toLowerCase()
  if (typeof recordValue === 'boolean') return wanted.toLowerCase() === String(recordValue)
  if (typeof recordValue === 'number') return parseNumber(wanted) === recordValue
  return false
}

export function compareNumber(recordValue: number, op: NumericOp, value: number): boolean {
  switch (op) {
    case '<':
      return recordValue < value
    case '<=':
      return recordValue <= value
    case '=':
      return recordValue === value
    case '!=':
      return recordValue !== value
    case '>=':
      return recordValue >= value
    case '>':
      return recordValue > value
  }
}

function numbersOf(record: SearchRecord, path: string): number[] {
  return attributeValues(record, path).filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
}

export function matches(ast: FilterNode | null, record: SearchRecord): boolean {
  if (ast === null) return true
  switch (ast.kind) {
    case 'and':
      return ast.children.every((child) => matches(child, record))
    case 'or':
      return ast.children.some((child) => matches(child, record))
    case 'not':
      return !matches(ast.child, record)
    case 'facet':
      return attributeValues(record, ast.attribute).some((v) => facetValueMatches(v, ast.value))
    case 'tag':
      return attributeValues(record, TAGS_ATTRIBUTE).some((v) => v === ast.value)
    case 'numeric':
      return numbersOf(record, ast.attribute).some((v) => compareNumber(v, ast.op, ast.value))
    case 'range':
      return numbersOf(record, ast.attribute).some((v) => v >= ast.lower && v <= ast.upper)
  }
}
