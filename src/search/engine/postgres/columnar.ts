// A column snapshot of the inventory table, held in this process's memory, and the search over
// it. PostgreSQL spends about a microsecond per row per statement on a tenant's scan and another
// fifth of one per row per counted facet (a search page's five statements over 20,000 rows take
// 45–75 ms at p95 on 2 cores, nearly all of it inside PostgreSQL); the same filter,
// counts and ranking over typed arrays take a few milliseconds. The rules are those of the SQL
// in compile-filter.ts and queries.ts, which the differential test holds both to: codes from
// the same dictionary, NULL never matching, NOT as "is not true", missing sort values last, ties
// broken by object id in byte order. Only the page of hits is then read from PostgreSQL.
//
// snapshot.ts decides when a snapshot may be used (loaded after the last change it heard of).
import { type FacetSearchRequest, type FilterNode, type NumericOp, type SearchRequest, parseNumber } from '@/src/search/protocol'
import {
  ATTRIBUTES,
  INDEX_CONFIG,
  type AttributeName,
  type SortKey,
  isRangeFacet,
  requestedFacets,
  sortKeyFor,
} from '@/src/search/index-config'
import { type QueryTerm, queryTerms } from '@/src/search/text'
import type { EngineOutput, FacetCounts } from '../respond'
import { COLUMNS, isPlainText } from './columns'
import type { Dictionary } from './dictionary'
import { conjuncts } from './queries'

/**
 * A coded column's own numbering: rows hold 1 … n (0: no value), `codes[k]` is the dictionary
 * code of number k. Dictionary codes run into the tens of thousands (every import's insert
 * attempt takes one), a column uses a few dozen: counting needs an array of that few.
 */
interface Codebook {
  readonly codes: readonly number[]
  readonly local: ReadonlyMap<number, number>
}

/** A column's own numbering of the dictionary codes that `each` visits (every code of every row). */
function numbering(each: (visit: (code: number) => void) => void): Codebook & { localOf: Int32Array } {
  let maxCode = 0
  each((code) => {
    if (code > maxCode) maxCode = code
  })
  const seen = new Uint8Array(maxCode + 1)
  each((code) => (seen[code] = 1))
  const codes = [0]
  const localOf = new Int32Array(maxCode + 1)
  for (let code = 1; code <= maxCode; code++) if (seen[code]) localOf[code] = codes.push(code) - 1
  return { codes, local: new Map(codes.map((code, k) => [code, k])), localOf }
}

/** One attribute's values for every row. Missing: code 0, NaN, -1, null. */
type Store =
  | ({ readonly kind: 'code'; readonly values: Int32Array } & Codebook)
  | { readonly kind: 'text'; readonly values: readonly (string | null)[] }
  | ({ readonly kind: 'codes'; readonly values: readonly (readonly number[] | null)[] } & Codebook)
  | { readonly kind: 'number'; readonly values: Float64Array }
  | { readonly kind: 'boolean'; readonly values: Int8Array }

export interface ColumnSnapshot {
  readonly size: number
  readonly ids: readonly string[]
  /** Every distinct search word (`_search` lexeme); rows hold their numbers. */
  readonly words: readonly string[]
  /** Row i's words are `wordsOf[wordStart[i] … wordStart[i + 1] - 1]`. */
  readonly wordStart: Int32Array
  readonly wordsOf: Int32Array
  readonly stores: ReadonlyMap<string, Store>
  readonly dictionary: Dictionary
  /** The typo vocabulary. */
  readonly vocabulary: readonly string[]
  /** Rows of each dealership code: a site's scope is read without visiting other sites' rows. */
  readonly byDealership: ReadonlyMap<number, Int32Array>
  /** 0 … size - 1. */
  readonly all: Int32Array
  /** Rows of recent filter prefixes (matchRows). */
  readonly memo: Map<string, Int32Array>
}

const ROWS_PER_SLICE = 10_000

/**
 * Each row's words as numbers into one sorted list of distinct words: the words starting with a
 * query word are then one range of numbers, found by binary search.
 */
async function rowWords(lists: readonly (readonly string[])[], pause: () => Promise<void>) {
  const distinct = new Set<string>()
  for (let i = 0; i < lists.length; i++) {
    if (i % ROWS_PER_SLICE === 0) await pause()
    for (const word of lists[i]) distinct.add(word)
  }
  await pause()
  const words = [...distinct].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  await pause()
  const numberOf = new Map(words.map((word, id) => [word, id]))
  const wordStart = new Int32Array(lists.length + 1)
  const wordsOf = new Int32Array(lists.reduce((n, l) => n + l.length, 0))
  let at = 0
  for (let i = 0; i < lists.length; i++) {
    if (i % ROWS_PER_SLICE === 0) await pause()
    wordStart[i] = at
    for (const word of lists[i]) wordsOf[at++] = numberOf.get(word) as number
  }
  wordStart[lists.length] = at
  return { words, wordStart, wordsOf }
}

/**
 * Builds a snapshot from rows read as arrays: the attribute columns in COLUMNS order,
 * then the object id, then the lexemes (`tsvector_to_array(_search)`).
 */
export async function buildSnapshot(
  rows: readonly (readonly unknown[])[],
  dictionary: Dictionary,
  vocabulary: readonly string[],
  pause: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve)),
): Promise<ColumnSnapshot> {
  const size = rows.length
  const stores = new Map<string, Store>()
  for (const [k, column] of COLUMNS.entries()) {
    // A column at a time, letting other work run in between: at 100,000 cars the whole build
    // takes a second or more, too long to hold up the server's requests.
    await pause()
    const def = column.def
    if (isPlainText(def)) stores.set(column.attribute, { kind: 'text', values: rows.map((r) => (r[k] as string | null) ?? null) })
    else if (def.type === 'string') {
      const code = (i: number) => (rows[i][k] as number | null) ?? 0
      const { codes, local, localOf } = numbering((visit) => {
        for (let i = 0; i < size; i++) visit(code(i))
      })
      const values = new Int32Array(size)
      for (let i = 0; i < size; i++) values[i] = localOf[code(i)]
      stores.set(column.attribute, { kind: 'code', values, codes, local })
    } else if (def.type === 'strings') {
      const lists = rows.map((r) => (r[k] as number[] | null) ?? null)
      const { codes, local, localOf } = numbering((visit) => {
        for (const list of lists) for (const code of list ?? []) visit(code)
      })
      stores.set(column.attribute, { kind: 'codes', values: lists.map((list) => list?.map((code) => localOf[code]) ?? null), codes, local })
    } else if (def.type === 'number') {
      const values = new Float64Array(size)
      for (let i = 0; i < size; i++) {
        const v = rows[i][k]
        values[i] = typeof v === 'number' ? v : NaN
      }
      stores.set(column.attribute, { kind: 'number', values })
    } else {
      const values = new Int8Array(size)
      for (let i = 0; i < size; i++) {
        const v = rows[i][k]
        values[i] = v === true ? 1 : v === false ? 0 : -1
      }
      stores.set(column.attribute, { kind: 'boolean', values })
    }
  }
  await pause()
  const n = COLUMNS.length
  const dealerships = stores.get('dealership_slug')
  const groups = new Map<number, number[]>()
  if (dealerships?.kind === 'code')
    dealerships.values.forEach((local, i) => {
      const code = dealerships.codes[local]
      const list = groups.get(code)
      if (list) list.push(i)
      else groups.set(code, [i])
    })
  const words = await rowWords(
    rows.map((r) => (r[n + 1] as string[] | null) ?? []),
    pause,
  )
  return {
    size,
    ids: rows.map((r) => r[n] as string),
    ...words,
    stores,
    dictionary,
    vocabulary,
    byDealership: new Map([...groups].map(([code, list]) => [code, Int32Array.from(list)])),
    all: Int32Array.from({ length: size }, (_, i) => i),
    memo: new Map(),
  }
}

// Filters run as set operations over row lists: a leaf keeps the rows whose value passes in one
// tight loop over a typed array, AND narrows the list child by child, OR and NOT mark rows in a
// scratch array. No function call per row per node.

/** The rows of `rows` (ascending or not) for which `test(row)` holds. */
function keep(rows: Int32Array, test: (row: number) => boolean): Int32Array {
  const out = new Int32Array(rows.length)
  let n = 0
  for (let k = 0; k < rows.length; k++) if (test(rows[k])) out[n++] = rows[k]
  return out.subarray(0, n)
}

const NONE = new Int32Array(0)

/** A column's numbers of the values equal (ignoring case) to any of `values`. */
function localCodes(snap: ColumnSnapshot, book: Codebook, attribute: string, values: readonly string[]): number[] {
  const codes = values.flatMap((value) => snap.dictionary.codesFor(attribute, value))
  return [...new Set(codes.flatMap((code) => book.local.get(code) ?? []))]
}

function keepCodes(rows: Int32Array, values: Int32Array, codes: readonly number[]): Int32Array {
  if (codes.length === 0) return NONE
  const out = new Int32Array(rows.length)
  let n = 0
  if (codes.length === 1) {
    const code = codes[0]
    for (let k = 0; k < rows.length; k++) if (values[rows[k]] === code) out[n++] = rows[k]
  } else for (let k = 0; k < rows.length; k++) if (codes.includes(values[rows[k]])) out[n++] = rows[k]
  return out.subarray(0, n)
}

function keepNumbers(rows: Int32Array, values: Float64Array, lower: number, upper: number, exclusive: readonly [boolean, boolean]) {
  const out = new Int32Array(rows.length)
  let n = 0
  for (let k = 0; k < rows.length; k++) {
    const v = values[rows[k]]
    if ((exclusive[0] ? v > lower : v >= lower) && (exclusive[1] ? v < upper : v <= upper)) out[n++] = rows[k]
  }
  return out.subarray(0, n)
}

function selectFacet(snap: ColumnSnapshot, rows: Int32Array, attribute: string, value: string): Int32Array {
  const store = snap.stores.get(attribute)
  if (!store) return NONE
  switch (store.kind) {
    case 'text': {
      const wanted = value.toLowerCase()
      return keep(rows, (i) => store.values[i] === wanted)
    }
    case 'code':
      return keepCodes(rows, store.values, localCodes(snap, store, attribute, [value]))
    case 'codes': {
      const codes = localCodes(snap, store, attribute, [value])
      return codes.length === 0 ? NONE : keep(rows, (i) => store.values[i]?.some((c) => codes.includes(c)) ?? false)
    }
    case 'number': {
      const n = parseNumber(value)
      return n === null ? NONE : keepNumbers(rows, store.values, n, n, [false, false])
    }
    case 'boolean': {
      const word = value.toLowerCase()
      if (word !== 'true' && word !== 'false') return NONE
      const wanted = word === 'true' ? 1 : 0
      const out = new Int32Array(rows.length)
      let n = 0
      for (let k = 0; k < rows.length; k++) if (store.values[rows[k]] === wanted) out[n++] = rows[k]
      return out.subarray(0, n)
    }
  }
}

/** `a OR b OR …` over one coded attribute (a site's car types, a shopper's makes): one pass. */
function sameCodedFacet(snap: ColumnSnapshot, rows: Int32Array, children: readonly FilterNode[]): Int32Array | null {
  const first = children[0]
  const store = first?.kind === 'facet' ? snap.stores.get(first.attribute) : undefined
  if (first?.kind !== 'facet' || store?.kind !== 'code') return null
  const values = children.flatMap((c) => (c.kind === 'facet' && c.attribute === first.attribute ? [c.value] : []))
  if (values.length !== children.length) return null
  return keepCodes(rows, store.values, localCodes(snap, store, first.attribute, values))
}

const numbers = (snap: ColumnSnapshot, attribute: string): Float64Array | null => {
  const store = snap.stores.get(attribute)
  return store?.kind === 'number' ? store.values : null
}

// NaN (no value) fails every comparison, != included, as NULL does in SQL.
function selectNumeric(rows: Int32Array, values: Float64Array, op: NumericOp, x: number): Int32Array {
  switch (op) {
    case '<':
      return keepNumbers(rows, values, -Infinity, x, [false, true])
    case '<=':
      return keepNumbers(rows, values, -Infinity, x, [false, false])
    case '=':
      return keepNumbers(rows, values, x, x, [false, false])
    case '>=':
      return keepNumbers(rows, values, x, Infinity, [false, false])
    case '>':
      return keepNumbers(rows, values, x, Infinity, [true, false])
    case '!=':
      return keep(rows, (i) => values[i] === values[i] && values[i] !== x)
  }
}

/** `rows` in their order, keeping those marked (or unmarked, with `marked` false) in `mark`. */
function byMark(rows: Int32Array, mark: Uint8Array, marked: boolean): Int32Array {
  const want = marked ? 1 : 0
  const out = new Int32Array(rows.length)
  let n = 0
  for (let k = 0; k < rows.length; k++) if (mark[rows[k]] === want) out[n++] = rows[k]
  return out.subarray(0, n)
}

/**
 * The rows of `rows` that the filter matches, with compile-filter.ts's meaning: a missing value
 * matches nothing, NOT is "is not true" (so it keeps records without the attribute).
 */
export function selectRows(snap: ColumnSnapshot, rows: Int32Array, node: FilterNode | null): Int32Array {
  if (node === null || rows.length === 0) return rows
  switch (node.kind) {
    case 'and': {
      let left = rows
      for (const child of node.children) left = selectRows(snap, left, child)
      return left
    }
    case 'or': {
      if (node.children.length === 1) return selectRows(snap, rows, node.children[0])
      const coded = sameCodedFacet(snap, rows, node.children)
      if (coded) return coded
      const mark = new Uint8Array(snap.size)
      let rest = rows
      for (const child of node.children) {
        // A row another option already took need not be tested again.
        for (const i of selectRows(snap, rest, child)) mark[i] = 1
        rest = byMark(rest, mark, false)
      }
      return byMark(rows, mark, true)
    }
    case 'not': {
      // What the child keeps is a subsequence of `rows` (every step keeps order): skip it.
      const dropped = selectRows(snap, rows, node.child)
      const out = new Int32Array(rows.length - dropped.length)
      let n = 0
      let d = 0
      for (let k = 0; k < rows.length; k++) {
        if (d < dropped.length && rows[k] === dropped[d]) d++
        else out[n++] = rows[k]
      }
      return out
    }
    case 'facet':
      return selectFacet(snap, rows, node.attribute, node.value)
    case 'tag':
      return NONE
    case 'numeric': {
      const values = numbers(snap, node.attribute)
      return values ? selectNumeric(rows, values, node.op, node.value) : NONE
    }
    case 'range': {
      const values = numbers(snap, node.attribute)
      return values ? keepNumbers(rows, values, node.lower, node.upper, [false, false]) : NONE
    }
  }
}

/**
 * The rows a filter can match at all: when it requires one of a few dealerships (every site's
 * stock filter does), only their rows; else every row.
 */
function candidates(snap: ColumnSnapshot, filter: FilterNode | null): { rows: Int32Array; key: string } {
  for (const node of conjuncts(filter)) {
    const options = node.kind === 'or' ? node.children : [node]
    if (options.length === 0 || !options.every((o) => o.kind === 'facet' && o.attribute === 'dealership_slug')) continue
    const codes = options.flatMap((o) => (o.kind === 'facet' ? snap.dictionary.codesFor('dealership_slug', o.value) : []))
    const lists = [...new Set(codes)].map((code) => snap.byDealership.get(code) ?? NONE)
    const rows = new Int32Array(lists.reduce((n, l) => n + l.length, 0))
    let at = 0
    for (const list of lists) {
      rows.set(list, at)
      at += list.length
    }
    return { rows, key: JSON.stringify(node) }
  }
  return { rows: snap.all, key: '*' }
}

/** The first word (number) not before `word` in the sorted list. */
function firstFrom(words: readonly string[], word: string): number {
  let lo = 0
  let hi = words.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (words[mid] < word) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** A query word's matches: words lo … hi - 1 start with it; `typos` are the numbers of its typo words. */
interface TermWords {
  readonly lo: number
  readonly hi: number
  readonly typos: readonly number[]
}

function termWords(snap: ColumnSnapshot, term: QueryTerm): TermWords {
  const lo = firstFrom(snap.words, term.word)
  let hi = lo
  while (hi < snap.words.length && snap.words[hi].startsWith(term.word)) hi++
  const typos = term.typos.flatMap((typo) => {
    const at = firstFrom(snap.words, typo)
    return snap.words[at] === typo ? [at] : []
  })
  return { lo, hi, typos }
}

/** Words matched only through a typo, or -1 when a query word matches none of the row's words. */
function textMatch(snap: ColumnSnapshot, row: number, terms: readonly TermWords[]): number {
  let typos = 0
  const start = snap.wordStart[row]
  const end = snap.wordStart[row + 1]
  for (const { lo, hi, typos: typoWords } of terms) {
    let prefix = false
    let typo = false
    for (let k = start; k < end && !prefix; k++) {
      const id = snap.wordsOf[k]
      if (id >= lo && id < hi) prefix = true
      else if (!typo && typoWords.includes(id)) typo = true
    }
    if (prefix) continue
    if (!typo) return -1
    typos++
  }
  return typos
}

interface Matched {
  readonly rows: Int32Array
  /** Per matched row (same position), words matched only through a typo. */
  readonly typos: Uint8Array
  readonly terms: QueryTerm[]
}

const MEMO_SIZE = 32

/**
 * The filter's rows, its conditions applied in turn. The rows after each leading run of
 * conditions are remembered: a site's stock filter comes first in every request it sends (and a
 * page's disjunctive requests share most of the shopper's refinements too), so those are
 * worked out once per second (the stock filter names the current second) rather than per request.
 */
function selectConjuncts(snap: ColumnSnapshot, filter: FilterNode | null): Int32Array {
  const parts = conjuncts(filter)
  const scope = candidates(snap, filter)
  let rows = scope.rows
  // The rows a prefix leaves depend on the rows it started from.
  let key = `${scope.key}\u0000`
  for (const part of parts) {
    key += `${JSON.stringify(part)}\u0000`
    const known = snap.memo.get(key)
    if (known) {
      // Most recently used last: the first key is the one to evict.
      snap.memo.delete(key)
      snap.memo.set(key, known)
      rows = known
      continue
    }
    rows = selectRows(snap, rows, part)
    snap.memo.set(key, rows)
    if (snap.memo.size > MEMO_SIZE) snap.memo.delete(snap.memo.keys().next().value as string)
  }
  return rows
}

export function matchRows(snap: ColumnSnapshot, req: SearchRequest | FacetSearchRequest): Matched {
  const terms = queryTerms(req.query, snap.vocabulary)
  const filtered = selectConjuncts(snap, req.filter)
  if (terms.length === 0) return { rows: filtered, typos: new Uint8Array(filtered.length), terms }
  const rows = new Int32Array(filtered.length)
  const typos = new Uint8Array(filtered.length)
  const matchers = terms.map((term) => termWords(snap, term))
  let n = 0
  for (const i of filtered) {
    const t = textMatch(snap, i, matchers)
    if (t < 0) continue
    rows[n] = i
    typos[n++] = t
  }
  return { rows: rows.subarray(0, n), typos: typos.subarray(0, n), terms }
}

/** Missing values last in either direction (NULLS LAST). */
function byKey(values: Float64Array, order: SortKey['order']) {
  return (a: number, b: number): number => {
    const x = values[a]
    const y = values[b]
    if (x !== x || y !== y) return x !== x && y !== y ? 0 : x !== x ? 1 : -1
    return order === 'asc' ? x - y : y - x
  }
}

/** Compares positions in `matched`: queries.ts's ORDER BY. */
function ranking(snap: ColumnSnapshot, indexName: string, matched: Matched) {
  const keyOf = (key: SortKey) => {
    const values = numbers(snap, key.attribute)
    return values ? byKey(values, key.order) : null
  }
  const sortKey = sortKeyFor(indexName)
  const primary = sortKey ? keyOf(sortKey) : null
  const rest = INDEX_CONFIG.customRanking.flatMap((key) => keyOf(key) ?? [])
  const { rows, typos } = matched
  return (p: number, q: number): number => {
    const a = rows[p]
    const b = rows[q]
    const first = primary ? primary(a, b) : 0
    if (first !== 0) return first
    if (typos[p] !== typos[q]) return typos[p] - typos[q]
    for (const key of rest) {
      const c = key(a, b)
      if (c !== 0) return c
    }
    const ia = snap.ids[a]
    const ib = snap.ids[b]
    return ia < ib ? -1 : ia > ib ? 1 : 0
  }
}

/** Positions (in `matched`) of the first `count` in ranking order, kept in a sorted buffer. */
function firstRanked(count: number, size: number, compare: (p: number, q: number) => number): number[] {
  const best: number[] = []
  if (count <= 0) return best
  for (let p = 0; p < size; p++) {
    if (best.length === count && compare(p, best[count - 1]) >= 0) continue
    let lo = 0
    let hi = best.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (compare(best[mid], p) <= 0) lo = mid + 1
      else hi = mid
    }
    best.splice(lo, 0, p)
    if (best.length > count) best.pop()
  }
  return best
}

/** Counts by a column's numbers as facet texts. */
function decodeTally(snap: ColumnSnapshot, book: Codebook, tally: Int32Array, facet: AttributeName): Record<string, number> {
  const counts: Record<string, number> = {}
  for (let k = 1; k < tally.length; k++) {
    if (tally[k] === 0) continue
    const code = book.codes[k]
    const text = snap.dictionary.value(code)
    if (text === undefined) throw new Error(`Facet code ${code} of ${facet} is not in the snapshot's dictionary`)
    counts[text] = tally[k]
  }
  return counts
}

/** The matched rows' values of one facet and their counts (no value: not counted). */
export function countFacet(snap: ColumnSnapshot, rows: Int32Array, facet: AttributeName): Record<string, number> {
  const store = snap.stores.get(facet)
  if (!store) return {}
  switch (store.kind) {
    case 'code': {
      const tally = new Int32Array(store.codes.length)
      for (let k = 0; k < rows.length; k++) tally[store.values[rows[k]]]++
      return decodeTally(snap, store, tally, facet)
    }
    case 'codes': {
      const tally = new Int32Array(store.codes.length)
      for (let k = 0; k < rows.length; k++) for (const code of store.values[rows[k]] ?? []) tally[code]++
      return decodeTally(snap, store, tally, facet)
    }
    case 'boolean': {
      let yes = 0
      let no = 0
      for (let k = 0; k < rows.length; k++) {
        const v = store.values[rows[k]]
        if (v === 1) yes++
        else if (v === 0) no++
      }
      return { ...(yes > 0 ? { true: yes } : {}), ...(no > 0 ? { false: no } : {}) }
    }
    case 'number':
    case 'text': {
      const tally = new Map<number | string, number>()
      for (let k = 0; k < rows.length; k++) {
        const v = store.values[rows[k]]
        if (v === null || v !== v) continue
        tally.set(v, (tally.get(v) ?? 0) + 1)
      }
      return Object.fromEntries([...tally].map(([v, n]) => [String(v), n]))
    }
  }
}

function numericStats(snap: ColumnSnapshot, rows: Int32Array, facet: AttributeName) {
  const values = numbers(snap, facet)
  let min = Infinity
  let max = -Infinity
  let sum = 0
  let count = 0
  if (values)
    for (const i of rows) {
      const v = values[i]
      if (v !== v) continue
      if (v < min) min = v
      if (v > max) max = v
      sum += v
      count++
    }
  return count === 0 ? { min: 0, max: 0, sum: 0, count: 0 } : { min, max, sum, count }
}

/** What a search request computes over the snapshot, with the page's object ids in order. */
export function searchSnapshot(
  snap: ColumnSnapshot,
  req: SearchRequest,
  window: { offset: number; limit: number },
): Omit<EngineOutput, 'hits' | 'highlightWords' | 'startedAt'> & { pageIds: string[]; terms: QueryTerm[] } {
  const matched = matchRows(snap, req)
  const facets = requestedFacets(req.facets)
  const counts: FacetCounts = {}
  for (const f of facets) if (!isRangeFacet(f)) counts[f] = countFacet(snap, matched.rows, f)
  const stats: EngineOutput['stats'] = {}
  for (const f of facets) if (ATTRIBUTES[f].type === 'number') stats[f] = numericStats(snap, matched.rows, f)
  const page = window.limit > 0 ? firstRanked(window.offset + window.limit, matched.rows.length, ranking(snap, req.indexName, matched)) : []
  return {
    pageIds: page.slice(window.offset).map((p) => snap.ids[matched.rows[p]]),
    nbHits: matched.rows.length,
    facets: counts,
    stats,
    terms: matched.terms,
  }
}
