// POST /api/search/1/indexes/... speaks Algolia's protocol for the lite client (DESIGN). The
// tenant comes from the Host header, and its default inventory filter is ANDed onto every
// query on the server, so nothing the browser sends can widen what a site shows.
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { sortReplicaFilter } from '@/src/domain/inventory/list-rules'
import { readBodyText } from '@/src/lib/api-errors'
import { countCacheLookup, metrics } from '@/src/lib/metrics'
import { FACET_NAMES, INDEX_NAMES, isSearchableFacet } from '@/src/search/index-config'
import {
  type ProtocolResult,
  type QueryRequest,
  MAX_BODY_BYTES,
  allOf,
  checkRequestLimits,
  checkResponseSize,
  parseFacetQueryBody,
  parseIndexQueryBody,
  parseJsonBody,
  parseMultiQueryBody,
  protocolError,
} from '@/src/search/protocol'
import { type SearchEngine, withScope } from '@/src/search/engine/types'
import { type ResultCache, answerKey, isFirstPageBrowse } from '@/src/search/result-cache'
import { UNKNOWN_HOST_MESSAGE, requestTenant } from '@/src/lib/tenant-request'
import { errorResponse, httpError, jsonTextResponse } from './errors'

export interface SearchHandlerDeps {
  resolveTenant(host: string): Promise<TenantConfig | null>
  engine(): SearchEngine
  now(): Date
  /** Answers to first-page browsing, shared across requests; none in tests of the engine. */
  cache?: ResultCache | null
}

/** Whether an answer came from the cache: `hit` or `miss`; absent when the request could not be cached. */
export const CACHE_HEADER = 'x-search-cache'

/** Multi-queries are small; this stops a client from making us parse megabytes. */
export { MAX_BODY_BYTES }

type Route = { kind: 'multi' } | { kind: 'single'; index: string } | { kind: 'facet'; index: string; facet: string }

function route(path: readonly string[]): Route | null {
  if (path.length === 2 && path[0] === '*' && path[1] === 'queries') return { kind: 'multi' }
  if (path.length === 2 && path[1] === 'query') return { kind: 'single', index: path[0] }
  if (path.length === 4 && path[1] === 'facets' && path[3] === 'query') return { kind: 'facet', index: path[0], facet: path[2] }
  return null
}

function parse(r: Route, body: unknown): ProtocolResult<QueryRequest[]> {
  if (r.kind === 'multi') return parseMultiQueryBody(body, INDEX_NAMES)
  const one =
    r.kind === 'single' ? parseIndexQueryBody(r.index, body, INDEX_NAMES) : parseFacetQueryBody(r.index, r.facet, body, INDEX_NAMES)
  return one.ok ? { ok: true, value: [one.value] } : one
}

/** Algolia's own wording for a facet that cannot be searched. */
function checkFacets(requests: readonly QueryRequest[]): ProtocolResult<QueryRequest[]> {
  const bad = requests.find((r) => r.type === 'facet' && !isSearchableFacet(r.facet))
  if (bad?.type === 'facet') {
    return protocolError(
      'invalid_params',
      `Cannot search in \`${bad.facet}\` attribute, you need to add \`searchable(${bad.facet})\` to attributesForFaceting.`,
    )
  }
  return { ok: true, value: [...requests] }
}

async function readBody(req: Request): Promise<string> {
  const body = await readBodyText(req, MAX_BODY_BYTES)
  if (body.ok) return body.text
  if (body.reason === 'too-large') throw httpError('too-large', `Request body is larger than ${MAX_BODY_BYTES} bytes`)
  throw httpError('bad-request', 'Request body could not be read')
}

/** The answer as JSON, refused (400) when it is larger than the protocol's ceiling. */
function answer(body: unknown): string {
  const json = JSON.stringify(body)
  const checked = checkResponseSize(Buffer.byteLength(json))
  if (!checked.ok) throw checked.error
  return json
}

/** The engine's time for one request: what a shopper waits for when no cached answer serves. */
async function timed<T>(kind: Route['kind'], search: () => Promise<T>): Promise<T> {
  const end = metrics.searchSeconds.startTimer({ kind })
  try {
    const results = await search()
    end({ outcome: 'ok' })
    return results
  } catch (error) {
    end({ outcome: 'error' })
    throw error
  }
}

export function createSearchHandler(deps: SearchHandlerDeps) {
  async function handle(req: Request, path: readonly string[]): Promise<Response> {
    const tenant = await requestTenant(req, deps.resolveTenant)
    if (!tenant) throw httpError('not-found', UNKNOWN_HOST_MESSAGE)
    const r = route(path)
    if (!r) throw httpError('not-found', 'Unknown search endpoint')
    const body = parseJsonBody(await readBody(req))
    if (!body.ok) throw body.error
    const parsed = parse(r, body.value)
    const faceted = parsed.ok ? checkFacets(parsed.value) : parsed
    const checked = faceted.ok ? checkRequestLimits(faceted.value, { wildcardFacets: FACET_NAMES.length }) : faceted
    if (!checked.ok) throw checked.error
    // A cached answer is computed at the start of the cache's window, so one key serves the window.
    const cache = deps.cache && isFirstPageBrowse(checked.value) ? deps.cache : null
    const now = cache ? cache.windowStart(deps.now()) : deps.now()
    const base = tenantInventoryFilter(tenant, now)
    const scoped = checked.value.map((q) => withScope(q, allOf([base, sortReplicaFilter(q.indexName, tenant)])))
    const run = async () => {
      const results = await timed(r.kind, () => deps.engine().search(scoped))
      return answer(r.kind === 'multi' ? { results } : results[0])
    }
    if (!cache) return jsonTextResponse(await run())
    const { text, hit } = await cache.through(answerKey(r.kind, scoped), run)
    countCacheLookup('search_answers', hit)
    return jsonTextResponse(text, 200, { [CACHE_HEADER]: hit ? 'hit' : 'miss' })
  }

  return async function POST(req: Request, path: readonly string[]): Promise<Response> {
    try {
      return await handle(req, path)
    } catch (error) {
      return errorResponse(error)
    }
  }
}
