// How much work one search request may ask for (uncapped, 50 queries × 1000 hits × every
// facet made one 29 KB request cost 2.6 s and answer 53 MB). Every cap is far above what the
// site sends: the search page sends at most ~18 queries (one, plus one per refined facet or
// slider), 21 hits, 17 facets with maxValuesPerFacet 1000; listings 21 hits and 3 facets; a
// facet-value search one query. Over a cap is a 400 with a message, never a 200 of megabytes.
import type { FilterNode } from '@/src/domain/inventory/filter-ast'
import { type ProtocolResult, protocolError } from './protocol-error'
import type { QueryRequest } from './request'

/** Bytes of request body read before answering 413 (the search page's bodies are ~3 KB). */
export const MAX_BODY_BYTES = 256 * 1024
/** JSON nesting (objects and arrays) in a body; search bodies nest 4 deep. */
export const MAX_JSON_DEPTH = 32
/** Queries in one multi-query body. */
export const MAX_QUERIES_PER_REQUEST = 32
/** hitsPerPage (or length) of one query; Algolia's own maximum. */
export const MAX_HITS_PER_QUERY = 1000
/** hitsPerPage (or length) summed over the queries of one body. */
export const MAX_HITS_PER_REQUEST = 1000
/** Distinct facets one query asks for; '*' counts as every facet of the index. */
export const MAX_FACETS_PER_QUERY = 50
/** Facets summed over the queries of one body, '*' expanded the same way. */
export const MAX_FACETS_PER_REQUEST = 100
/** maxValuesPerFacet; Algolia's own maximum. */
export const MAX_VALUES_PER_FACET = 1000
/** Conditions (facet, numeric, tag) in one query's filters, facetFilters, numericFilters and tagFilters together. */
export const MAX_FILTER_CONDITIONS_PER_QUERY = 1000
/** Bytes of JSON one search answer may be; a search page's is ~80 KB, 1000 full hits with highlighting ~3.5 MB. */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024

export interface RequestLimitOptions {
  /** How many facets '*' stands for (the index configuration's facet count). */
  readonly wildcardFacets: number
}

const overLimit = (message: string) => protocolError('over_limit', message)

/** The number of facets a query asks for, '*' counted as `wildcardFacets`. */
export function facetCount(facets: readonly string[], wildcardFacets: number): number {
  const distinct = new Set(facets)
  return distinct.has('*') ? wildcardFacets + distinct.size - 1 : distinct.size
}

/** The hits a query asks for: `length` in offset mode, else `hitsPerPage`. */
export function hitsAskedFor(request: QueryRequest): number {
  if (request.type !== 'default') return 0
  return request.offset !== null || request.length !== null ? (request.length ?? request.hitsPerPage) : request.hitsPerPage
}

/** Leaves of a filter tree, counted without recursion. */
export function filterConditions(filter: FilterNode | null): number {
  let count = 0
  const stack: FilterNode[] = filter ? [filter] : []
  while (stack.length > 0) {
    const node = stack.pop()!
    if (node.kind === 'and' || node.kind === 'or') stack.push(...node.children)
    else if (node.kind === 'not') stack.push(node.child)
    else count++
  }
  return count
}

function checkQuery(request: QueryRequest, options: RequestLimitOptions): string | null {
  const conditions = filterConditions(request.filter)
  if (conditions > MAX_FILTER_CONDITIONS_PER_QUERY) {
    return `the filters hold ${conditions} conditions, at most ${MAX_FILTER_CONDITIONS_PER_QUERY} per query`
  }
  if (request.type !== 'default') return null
  const facets = facetCount(request.facets, options.wildcardFacets)
  if (facets > MAX_FACETS_PER_QUERY) {
    return `facets asks for ${facets} facets ('*' counts as ${options.wildcardFacets}), at most ${MAX_FACETS_PER_QUERY} per query`
  }
  return null
}

/** The per-request caps that span queries; per-value caps (hitsPerPage ...) are in the schema. */
export function checkRequestLimits(
  requests: readonly QueryRequest[],
  options: RequestLimitOptions,
): ProtocolResult<readonly QueryRequest[]> {
  if (requests.length > MAX_QUERIES_PER_REQUEST)
    return overLimit(`requests holds ${requests.length} queries, at most ${MAX_QUERIES_PER_REQUEST}`)
  for (const [i, request] of requests.entries()) {
    const problem = checkQuery(request, options)
    if (problem) return overLimit(`requests[${i}]: ${problem}`)
  }
  const hits = requests.reduce((sum, r) => sum + hitsAskedFor(r), 0)
  if (hits > MAX_HITS_PER_REQUEST) {
    return overLimit(
      `the queries ask for ${hits} hits in total, at most ${MAX_HITS_PER_REQUEST} per request; ask for fewer hits per page or fewer queries`,
    )
  }
  const facets = requests.reduce((sum, r) => sum + (r.type === 'default' ? facetCount(r.facets, options.wildcardFacets) : 0), 0)
  if (facets > MAX_FACETS_PER_REQUEST) {
    return overLimit(
      `the queries ask for ${facets} facets in total ('*' counts as ${options.wildcardFacets}), at most ${MAX_FACETS_PER_REQUEST} per request`,
    )
  }
  return { ok: true, value: requests }
}

const MB = 1024 * 1024

/** A serialised answer larger than the ceiling is refused rather than sent. */
export function checkResponseSize(bytes: number): ProtocolResult<number> {
  if (bytes <= MAX_RESPONSE_BYTES) return { ok: true, value: bytes }
  return overLimit(
    `The search answer would be ${(bytes / MB).toFixed(1)} MB, more than the ${MAX_RESPONSE_BYTES / MB} MB allowed; ask for fewer hits, attributes or facet values`,
  )
}
