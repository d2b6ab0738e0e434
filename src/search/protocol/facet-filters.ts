// The array parameters `facetFilters`, `numericFilters` and `tagFilters`: outer list AND, inner
// list OR. They arrive as arrays (v5, and v4 single-index bodies), as a JSON string inside a v4
// `params` string, or as Algolia's legacy string form `a:b,(c:d,c:e)` (commas AND, a
// parenthesised group ORs) which the helper still sends for `tagFilters`.
import { type FilterNode, TAGS_ATTRIBUTE, allOf, anyOf, facet, not, tag } from '@/src/domain/inventory/filter-ast'
import { clip } from './filter-lexer'
import { parseFilters } from './filter-parser'

export type FilterList = string | readonly (string | readonly string[])[]

export type ListResult = { ok: true; ast: FilterNode | null } | { ok: false; message: string }

type Item = string | readonly string[]

const MAX_ITEMS = 1_000

export function parseFacetFilters(input: FilterList | undefined): ListResult {
  return parseList('facetFilters', input, facetItem)
}

export function parseNumericFilters(input: FilterList | undefined): ListResult {
  return parseList('numericFilters', input, numericItem)
}

export function parseTagFilters(input: FilterList | undefined): ListResult {
  return parseList('tagFilters', input, tagItem)
}

type ItemParser = (text: string) => FilterNode | string

function parseList(param: string, input: FilterList | undefined, item: ItemParser): ListResult {
  if (input === undefined) return { ok: true, ast: null }
  const items = typeof input === 'string' ? decodeString(param, input) : checkItems(param, input)
  if (typeof items === 'string') return { ok: false, message: items }
  const groups: FilterNode[] = []
  for (const entry of items) {
    const members: FilterNode[] = []
    for (const text of typeof entry === 'string' ? [entry] : entry) {
      const node = item(text)
      if (typeof node === 'string') return { ok: false, message: `${param}: ${node}` }
      members.push(node)
    }
    const grouped = anyOf(members) // an empty inner list constrains nothing, as in Algolia
    if (grouped) groups.push(grouped)
  }
  return { ok: true, ast: allOf(groups) }
}

function decodeString(param: string, text: string): readonly Item[] | string {
  if (!text.trimStart().startsWith('[')) return splitLegacy(param, text)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return `${param} is not valid JSON`
  }
  return Array.isArray(parsed) ? checkItems(param, parsed) : `${param} must be a JSON array`
}

function checkItems(param: string, items: readonly unknown[]): readonly Item[] | string {
  const shape = `${param} must be a string or an array of strings and arrays of strings`
  if (items.length > MAX_ITEMS) return `${param} has more than ${MAX_ITEMS} entries`
  for (const entry of items) {
    if (typeof entry === 'string') continue
    if (!Array.isArray(entry) || entry.length > MAX_ITEMS) return shape
    if (!entry.every((v) => typeof v === 'string')) return shape
  }
  return items as readonly Item[]
}

// Legacy form: no quoting exists, so a value containing ',' cannot be expressed in it. A '(' only
// opens a group at the start of an entry, so "model:Corolla (E210)" stays one value.
function splitLegacy(param: string, text: string): readonly Item[] | string {
  const items: Item[] = []
  let group: string[] | null = null
  let current = ''
  const flush = () => {
    const entry = current.trim()
    if (entry !== '') (group ?? items).push(entry)
    current = ''
  }
  for (const ch of text) {
    if (ch === '(' && group === null && current.trim() === '') group = []
    else if (ch === ')' && group !== null) {
      flush()
      items.push(group)
      group = null
    } else if (ch === ',') flush()
    else current += ch
  }
  if (group !== null) return `${param} has an unclosed '('`
  flush()
  return items
}

/** Splits a leading '-' (negation) from its value; `\-` is an escaped, literal '-'. */
function splitNegation(value: string): { negated: boolean; value: string } {
  if (value.startsWith('\\-')) return { negated: false, value: value.slice(1) }
  if (value.startsWith('-')) return { negated: true, value: value.slice(1) }
  return { negated: false, value }
}

// The attribute ends at the first ':' so values may contain colons ("lvl1:Toyota > Hilux").
function facetItem(text: string): FilterNode | string {
  const colon = text.indexOf(':')
  if (colon <= 0) return `'${clip(text)}' is not of the form attribute:value`
  const attribute = text.slice(0, colon)
  const { negated, value } = splitNegation(text.slice(colon + 1))
  const node = attribute === TAGS_ATTRIBUTE ? tag(value) : facet(attribute, value)
  return negated ? not(node) : node
}

function tagItem(text: string): FilterNode | string {
  const { negated, value } = splitNegation(text)
  return negated ? not(tag(value)) : tag(value)
}

// Each entry is one comparison or range in the `filters` syntax, so the same parser checks it.
function numericItem(text: string): FilterNode | string {
  const parsed = parseFilters(text)
  if (parsed.ok && (parsed.ast.kind === 'numeric' || parsed.ast.kind === 'range')) return parsed.ast
  return `'${clip(text)}' is not of the form attribute<op>number or attribute:lower TO upper`
}
