// Normalises the bodies the Algolia JS clients send into typed requests. Errors are values that
// a route maps to a status with the message as Algolia's `{ message, status }` body.
import { type FilterNode, allOf } from '@/src/domain/inventory/filter-ast'
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from './facet-filters'
import { clip } from './filter-lexer'
import { parseFilters } from './filter-parser'
import { type ProtocolResult, protocolError } from './protocol-error'
import { describeJsonShapeProblem, findJsonShapeProblem } from '@/src/domain/http/json-shape'
import { type RawParams, encodeParams, mergeParams, toList } from './request-params'
import { MAX_JSON_DEPTH, MAX_QUERIES_PER_REQUEST } from './request-limits'
import { DEFAULTS, type QueryParams, queryParamsSchema } from './request-schema'

interface CommonRequest {
  readonly indexName: string
  readonly query: string
  /** `filters`, `facetFilters`, `numericFilters` and `tagFilters` ANDed; null filters nothing. */
  readonly filter: FilterNode | null
  readonly highlightPreTag: string
  readonly highlightPostTag: string
  readonly analytics: boolean
  readonly clickAnalytics: boolean
  /** The parameters in v4 encoding, echoed as `params` in the response. */
  readonly params: string
}

export interface SearchRequest extends CommonRequest {
  readonly type: 'default'
  readonly page: number
  readonly hitsPerPage: number
  /** Algolia's offset/length pagination; when set it replaces page/hitsPerPage. */
  readonly offset: number | null
  readonly length: number | null
  readonly facets: readonly string[]
  readonly maxValuesPerFacet: number
  readonly sortFacetValuesBy: 'count' | 'alpha'
  /** As sent (may hold '*'); null when absent, meaning every attribute. */
  readonly attributesToRetrieve: readonly string[] | null
  /** As sent; null when absent, meaning the index's searchable attributes. */
  readonly attributesToHighlight: readonly string[] | null
}

export interface FacetSearchRequest extends CommonRequest {
  readonly type: 'facet'
  readonly facet: string
  readonly facetQuery: string
  readonly maxFacetHits: number
}

export type QueryRequest = SearchRequest | FacetSearchRequest

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The lite client posts JSON as text/plain, so the route reads text and parses it here. */
export function parseJsonBody(text: string): ProtocolResult<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return protocolError('invalid_body', 'Request body is not valid JSON')
  }
}

/**
 * Refuses a body nested deeper than MAX_JSON_DEPTH, or holding text that encodeURIComponent or
 * PostgreSQL cannot take (a lone surrogate, a NUL), before anything walks it recursively or encodes
 * it: otherwise they throw (a RangeError in JSON.stringify, a URIError) and the route answers 503.
 */
function checkShape(value: unknown, what = 'Request body'): ProtocolResult<unknown> {
  const problem = findJsonShapeProblem(value, MAX_JSON_DEPTH)
  return problem ? protocolError('invalid_body', describeJsonShapeProblem(problem, what)) : { ok: true, value }
}

function checkIndex(indexName: unknown, allowed: readonly string[]): ProtocolResult<string> {
  if (typeof indexName !== 'string' || indexName === '') return protocolError('invalid_params', 'indexName must be a non-empty string')
  if (!allowed.includes(indexName)) return protocolError('unknown_index', `Index ${clip(indexName)} does not exist`)
  return { ok: true, value: indexName }
}

function combineFilters(params: QueryParams): ProtocolResult<FilterNode | null> {
  let filters: FilterNode | null = null
  if (params.filters !== undefined && params.filters.trim() !== '') {
    const parsed = parseFilters(params.filters)
    if (!parsed.ok) return protocolError('invalid_filter', `filters: ${parsed.error.message}`)
    filters = parsed.ast
  }
  const lists = [parseFacetFilters(params.facetFilters), parseNumericFilters(params.numericFilters), parseTagFilters(params.tagFilters)]
  const parts: (FilterNode | null)[] = [filters]
  for (const list of lists) {
    if (!list.ok) return protocolError('invalid_filter', list.message)
    parts.push(list.ast)
  }
  return { ok: true, value: allOf(parts) }
}

function validate(raw: RawParams): ProtocolResult<QueryParams> {
  const parsed = queryParamsSchema.safeParse(raw)
  if (parsed.success) return { ok: true, value: parsed.data }
  return protocolError('invalid_params', parsed.error.issues[0]?.message ?? 'Invalid search parameters')
}

function common(indexName: string, raw: RawParams, params: QueryParams, filter: FilterNode | null): CommonRequest {
  return {
    indexName,
    query: params.query ?? '',
    filter,
    highlightPreTag: params.highlightPreTag ?? DEFAULTS.highlightPreTag,
    highlightPostTag: params.highlightPostTag ?? DEFAULTS.highlightPostTag,
    analytics: params.analytics ?? true,
    clickAnalytics: params.clickAnalytics ?? false,
    params: encodeParams(raw),
  }
}

function hitsRequest(base: CommonRequest, params: QueryParams): SearchRequest {
  return {
    ...base,
    type: 'default',
    page: params.page ?? DEFAULTS.page,
    hitsPerPage: params.hitsPerPage ?? DEFAULTS.hitsPerPage,
    offset: params.offset ?? null,
    length: params.length ?? null,
    facets: params.facets === undefined ? [] : toList(params.facets),
    maxValuesPerFacet: params.maxValuesPerFacet ?? DEFAULTS.maxValuesPerFacet,
    sortFacetValuesBy: params.sortFacetValuesBy ?? 'count',
    attributesToRetrieve: params.attributesToRetrieve === undefined ? null : toList(params.attributesToRetrieve),
    attributesToHighlight: params.attributesToHighlight === undefined ? null : toList(params.attributesToHighlight),
  }
}

function facetRequest(base: CommonRequest, facetName: unknown, params: QueryParams): ProtocolResult<FacetSearchRequest> {
  if (typeof facetName !== 'string' || facetName === '') return protocolError('invalid_params', 'facet must be a non-empty string')
  const facetQuery = params.facetQuery ?? ''
  const maxFacetHits = params.maxFacetHits ?? DEFAULTS.maxFacetHits
  return { ok: true, value: { ...base, type: 'facet', facet: facetName, facetQuery, maxFacetHits } }
}

/**
 * One entry of `requests` in a multi-query body (v5 flat or v4 `params` string), or the body of a
 * single-index call once the route has put the path's index (and facet) into `indexName`/`facet`.
 */
export function parseQuery(request: unknown, allowedIndexes: readonly string[]): ProtocolResult<QueryRequest> {
  if (!isObject(request)) return protocolError('invalid_body', 'Each request must be an object')
  const shape = checkShape(request, 'The query')
  if (!shape.ok) return shape
  const type = request.type ?? 'default'
  if (type !== 'default' && type !== 'facet') return protocolError('invalid_params', "type must be 'default' or 'facet'")
  const index = checkIndex(request.indexName, allowedIndexes)
  if (!index.ok) return index
  const raw = mergeParams(request)
  // A v4 `params` string decodes to new values (JSON lists, escapes), so they are checked too.
  const decoded = checkShape(raw, 'A query parameter')
  if (!decoded.ok) return decoded
  const params = validate(raw)
  if (!params.ok) return params
  const filter = combineFilters(params.value)
  if (!filter.ok) return filter
  const base = common(index.value, raw, params.value, filter.value)
  if (type === 'default') return { ok: true, value: hitsRequest(base, params.value) }
  return facetRequest(base, request.facet ?? request.facetName, params.value)
}

/** `POST /1/indexes/*\/queries`: `{ requests: [...] }`; the first bad entry fails the whole body. */
export function parseMultiQueryBody(body: unknown, allowedIndexes: readonly string[]): ProtocolResult<QueryRequest[]> {
  const requests = isObject(body) ? body.requests : undefined
  if (!Array.isArray(requests) || requests.length === 0 || requests.length > MAX_QUERIES_PER_REQUEST) {
    return protocolError('invalid_body', `requests must be a non-empty array of at most ${MAX_QUERIES_PER_REQUEST} queries`)
  }
  const shape = checkShape(body)
  if (!shape.ok) return shape
  const out: QueryRequest[] = []
  for (const [i, request] of requests.entries()) {
    const parsed = parseQuery(request, allowedIndexes)
    if (!parsed.ok) return { ok: false, error: { ...parsed.error, message: `requests[${i}]: ${parsed.error.message}` } }
    out.push(parsed.value)
  }
  return { ok: true, value: out }
}

/** `POST /1/indexes/{index}/query`: flat parameters (v4) or `{ params }` (v3, v5). */
export function parseIndexQueryBody(indexName: string, body: unknown, allowedIndexes: readonly string[]): ProtocolResult<SearchRequest> {
  if (!isObject(body)) return protocolError('invalid_body', 'Request body must be a JSON object')
  const shape = checkShape(body)
  if (!shape.ok) return shape
  // The forced type makes parseQuery answer with a SearchRequest.
  return parseQuery({ ...body, indexName, type: 'default' }, allowedIndexes) as ProtocolResult<SearchRequest>
}

/** `POST /1/indexes/{index}/facets/{facet}/query`: `{ facetQuery, ...params }` or `{ params, ... }`. */
export function parseFacetQueryBody(
  indexName: string,
  facet: string,
  body: unknown,
  allowedIndexes: readonly string[],
): ProtocolResult<FacetSearchRequest> {
  if (!isObject(body)) return protocolError('invalid_body', 'Request body must be a JSON object')
  const shape = checkShape(body)
  if (!shape.ok) return shape
  // The forced type makes parseQuery answer with a FacetSearchRequest.
  return parseQuery({ ...body, indexName, facet, type: 'facet' }, allowedIndexes) as ProtocolResult<FacetSearchRequest>
}
