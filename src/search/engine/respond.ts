// Turns what an engine computed (matching records in ranking order, counts, stats) into
// Algolia's response shapes. Shared by both engines so they differ only in how they match,
// sort and count, which is what the differential test compares.
import {
  type FacetSearchRequest,
  type FacetSearchResponse,
  type FacetStats,
  type SearchRequest,
  type SearchResponse,
  facetHit,
  highlight,
  highlightAttributes,
  queryWords,
  pageCount,
} from '@/src/search/protocol'
import { INDEX_CONFIG } from '@/src/search/index-config'

export type FacetCounts = Record<string, Record<string, number>>

export interface EngineOutput {
  /** The page of hits, already sliced by `pageWindow`. */
  readonly hits: readonly Record<string, unknown>[]
  readonly nbHits: number
  /** Every value of every requested facet (not yet truncated). */
  readonly facets: FacetCounts
  readonly stats: Record<string, { min: number; max: number; sum: number; count: number }>
  /** Words to highlight: query words and the typo words they matched. */
  readonly highlightWords: readonly string[]
  readonly startedAt: number
}

export function pageWindow(req: SearchRequest): { offset: number; limit: number } {
  const offsetMode = req.offset !== null || req.length !== null
  const offset = offsetMode ? (req.offset ?? 0) : req.page * req.hitsPerPage
  const length = offsetMode ? (req.length ?? req.hitsPerPage) : req.hitsPerPage
  return { offset, limit: Math.max(0, Math.min(length, INDEX_CONFIG.paginationLimitedTo - offset)) }
}

/** Count descending, then value; the top `max` kept, re-sorted by value when asked. */
export function topFacetValues(counts: Record<string, number>, max: number, by: 'count' | 'alpha'): [string, number][] {
  const entries = Object.entries(counts).sort(([va, a], [vb, b]) => b - a || (va < vb ? -1 : va > vb ? 1 : 0))
  const top = entries.slice(0, max)
  return by === 'alpha' ? top.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : top
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Sets an own property, whatever its name (`__proto__` included: a record's keys are data). */
const put = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })

/**
 * Copies the value at a nested attribute ("finance_lenders.default.paymentWeek") into `out`
 * under the same path, as Algolia answers one (`{"finance_lenders":{"default":{"paymentWeek":75}}}`);
 * nothing when the record has no such value. The objects on the way are new ones: the record,
 * which an engine may share between answers, is never written to.
 */
function retrieveNested(record: Record<string, unknown>, path: string[], out: Record<string, unknown>) {
  let from: unknown = record
  for (const key of path) {
    if (!isObject(from) || !Object.hasOwn(from, key)) return
    from = from[key]
  }
  let to = out
  for (const key of path.slice(0, -1)) {
    if (!Object.hasOwn(to, key)) put(to, key, {})
    to = to[key] as Record<string, unknown>
  }
  put(to, path[path.length - 1], from)
}

/**
 * What a request's `attributesToRetrieve` takes of each hit (null or '*': all), always with its
 * objectID, worked out once for all the answer's hits. A nested attribute ("a.b") brings only
 * that part of its attribute; the whole attribute, when also asked for, wins.
 */
export function retriever(attributes: readonly string[] | null): (record: Record<string, unknown>) => Record<string, unknown> {
  if (attributes === null || attributes.includes('*')) return (record) => ({ ...record })
  const whole = attributes.filter((a) => !a.includes('.'))
  // Deepest first, so a shorter path ("a.b" after "a.b.c") replaces the objects a deeper one
  // made with the record's own value rather than writing into that value.
  const nested = attributes
    .filter((a) => a.includes('.'))
    .map((a) => a.split('.'))
    .filter((path) => !whole.includes(path[0]) && path.every((key) => key !== ''))
    .sort((a, b) => b.length - a.length)
  return (record) => {
    const out: Record<string, unknown> = { objectID: record.objectID }
    for (const path of nested) retrieveNested(record, path, out)
    for (const a of whole) if (Object.hasOwn(record, a)) put(out, a, record[a])
    return out
  }
}

/** One hit's attributes as `attributesToRetrieve` asks (retriever). */
export const retrieve = (record: Record<string, unknown>, attributes: readonly string[] | null): Record<string, unknown> =>
  retriever(attributes)(record)

const round2 = (x: number) => Math.round(x * 100) / 100

function facetStats(stats: EngineOutput['stats']): Record<string, FacetStats> | undefined {
  const entries = Object.entries(stats).filter(([, s]) => s.count > 0)
  if (entries.length === 0) return undefined
  return Object.fromEntries(entries.map(([k, s]) => [k, { min: s.min, max: s.max, avg: round2(s.sum / s.count), sum: round2(s.sum) }]))
}

export function buildSearchResponse(req: SearchRequest, out: EngineOutput): SearchResponse {
  const highlightOn = req.attributesToHighlight ?? INDEX_CONFIG.searchableAttributes
  const pick = retriever(req.attributesToRetrieve)
  const hits = out.hits.map((record) => {
    const hit = pick(record)
    if (highlightOn.length === 0) return hit
    const h = highlightAttributes(record, highlightOn, out.highlightWords, req.highlightPreTag, req.highlightPostTag, { escapeHtml: false })
    return { ...hit, _highlightResult: h }
  }) as SearchResponse['hits']
  const stats = facetStats(out.stats)
  // Range facets are not counted (index-config 'range'), but InstantSearch's helper only reads
  // the stats of a facet that appears in `facets`, so each gets an empty value list.
  const facets = {
    ...Object.fromEntries(Object.keys(stats ?? {}).map((name) => [name, {}])),
    ...Object.fromEntries(
      Object.entries(out.facets).map(([name, counts]) => [
        name,
        Object.fromEntries(topFacetValues(counts, req.maxValuesPerFacet, req.sortFacetValuesBy)),
      ]),
    ),
  }
  return {
    hits,
    nbHits: out.nbHits,
    page: req.offset !== null || req.length !== null ? 0 : req.page,
    nbPages: pageCount(out.nbHits, req.hitsPerPage, INDEX_CONFIG.paginationLimitedTo),
    hitsPerPage: req.hitsPerPage,
    ...(req.facets.length > 0 ? { facets } : {}),
    ...(stats ? { facets_stats: stats } : {}),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(performance.now() - out.startedAt),
    query: req.query,
    params: req.params,
    index: req.indexName,
  }
}

/** Facet values matching every word of the facet query by prefix, most frequent first. */
export function buildFacetSearchResponse(req: FacetSearchRequest, counts: Record<string, number>, startedAt: number): FacetSearchResponse {
  const facetHits = topFacetValues(counts, Number.MAX_SAFE_INTEGER, 'count')
    .map(([value, count]) => ({
      value,
      count,
      hit: facetHit(value, count, req.facetQuery, req.highlightPreTag, req.highlightPostTag, { escapeHtml: false }),
    }))
    .filter(({ value }) => facetQueryMatches(value, req.facetQuery))
    .slice(0, req.maxFacetHits)
    .map(({ hit }) => hit)
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - startedAt) }
}

export function facetQueryMatches(value: string, facetQuery: string): boolean {
  const wanted = queryWords(facetQuery)
  return wanted.length === 0 || highlight(value, wanted, '', '', { escapeHtml: false }).matchLevel === 'full'
}
