// A deliberately straightforward in-memory engine: the reference the PostgreSQL engine is
// compared with (differential test) and a test double for the route. It scans every record
// for every request, using the protocol module's `matches` for filters.
import { type FacetSearchRequest, type SearchRequest, attributeValues, matches } from '@/src/search/protocol'
import { ATTRIBUTES, INDEX_CONFIG, type AttributeName, isRangeFacet, requestedFacets, sortKeyFor } from '@/src/search/index-config'
import { type QueryTerm, highlightWords, queryTerms, recordWords } from '@/src/search/text'
import { type EngineOutput, buildFacetSearchResponse, buildSearchResponse, pageWindow } from '../respond'
import type { EngineResult, SearchEngine } from '../types'
import { filterView } from '../typed-values'

interface Entry {
  record: Record<string, unknown>
  view: Record<string, unknown>
  tokens: string[]
}

interface Match {
  entry: Entry
  typos: number
}

function textMatch(tokens: readonly string[], terms: readonly QueryTerm[]): number | null {
  let typos = 0
  for (const term of terms) {
    if (tokens.some((t) => t.startsWith(term.word))) continue
    if (!term.typos.some((t) => tokens.includes(t))) return null
    typos++
  }
  return typos
}

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null)

/** Missing values sort last in either direction, as NULLS LAST does. */
function compareOptional(a: number | null, b: number | null, order: 'asc' | 'desc'): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  return order === 'asc' ? a - b : b - a
}

function comparator(indexName: string) {
  const key = sortKeyFor(indexName)
  return (a: Match, b: Match): number => {
    const byKey = key ? compareOptional(num(a.entry.view[key.attribute]), num(b.entry.view[key.attribute]), key.order) : 0
    if (byKey !== 0) return byKey
    if (a.typos !== b.typos) return a.typos - b.typos
    for (const rank of INDEX_CONFIG.customRanking) {
      const c = compareOptional(num(a.entry.view[rank.attribute]), num(b.entry.view[rank.attribute]), rank.order)
      if (c !== 0) return c
    }
    const ia = String(a.entry.record.objectID)
    const ib = String(b.entry.record.objectID)
    return ia < ib ? -1 : ia > ib ? 1 : 0
  }
}

function countValues(matched: readonly Match[], facet: string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const { entry } of matched) {
    for (const value of new Set(attributeValues(entry.view, facet).map(String))) counts[value] = (counts[value] ?? 0) + 1
  }
  return counts
}

function stats(matched: readonly Match[], facet: AttributeName) {
  const values = matched.flatMap(({ entry }) => attributeValues(entry.view, facet)).filter((v): v is number => typeof v === 'number')
  if (values.length === 0) return { min: 0, max: 0, sum: 0, count: 0 }
  return { min: Math.min(...values), max: Math.max(...values), sum: values.reduce((s, v) => s + v, 0), count: values.length }
}

export function createMemoryEngine(records: readonly Record<string, unknown>[]): SearchEngine {
  const entries: Entry[] = records.map((record) => ({
    record,
    view: filterView(record),
    tokens: recordWords(record, INDEX_CONFIG.searchableAttributes),
  }))
  const vocabulary = new Set(records.flatMap((r) => recordWords(r, INDEX_CONFIG.typoAttributes)))

  function find(req: SearchRequest | FacetSearchRequest): { matched: Match[]; terms: QueryTerm[] } {
    const terms = queryTerms(req.query, vocabulary)
    const matched: Match[] = []
    for (const entry of entries) {
      if (!matches(req.filter, entry.view)) continue
      const typos = textMatch(entry.tokens, terms)
      if (typos !== null) matched.push({ entry, typos })
    }
    return { matched, terms }
  }

  function search(req: SearchRequest): EngineResult {
    const startedAt = performance.now()
    const { matched, terms } = find(req)
    matched.sort(comparator(req.indexName))
    const { offset, limit } = pageWindow(req)
    const facets = requestedFacets(req.facets)
    const output: EngineOutput = {
      hits: matched.slice(offset, offset + limit).map((m) => m.entry.record),
      nbHits: matched.length,
      facets: Object.fromEntries(facets.filter((f) => !isRangeFacet(f)).map((f) => [f, countValues(matched, f)])),
      stats: Object.fromEntries(facets.filter((f) => ATTRIBUTES[f].type === 'number').map((f) => [f, stats(matched, f)])),
      highlightWords: highlightWords(terms),
      startedAt,
    }
    return buildSearchResponse(req, output)
  }

  function facetSearch(req: FacetSearchRequest): EngineResult {
    const startedAt = performance.now()
    return buildFacetSearchResponse(req, countValues(find(req).matched, req.facet), startedAt)
  }

  return {
    async search(requests) {
      return requests.map((req) => (req.type === 'facet' ? facetSearch(req) : search(req)))
    },
  }
}
