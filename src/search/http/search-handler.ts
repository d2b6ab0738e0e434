// POST /api/search/1/indexes/... speaks Algolia's protocol for the lite client (DESIGN). The
// tenant comes from the Host header, and its default inventory filter is ANDed onto every
// query on the server, so nothing the browser sends can widen what a site shows.
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { normaliseHost } from '@/src/domain/host/normalise-host'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { sortReplicaFilter } from '@/src/domain/inventory/list-rules'
import { INDEX_NAMES, isSearchableFacet } from '@/src/search/index-config'
import {
  type ProtocolResult,
  type QueryRequest,
  allOf,
  parseFacetQueryBody,
  parseIndexQueryBody,
  parseJsonBody,
  parseMultiQueryBody,
  protocolError,
} from '@/src/search/protocol'
import { type SearchEngine, withScope } from '@/src/search/engine/types'
import { errorResponse, httpError, jsonResponse } from './errors'

export interface SearchHandlerDeps {
  resolveTenant(host: string): Promise<TenantConfig | null>
  engine(): SearchEngine
  now(): Date
}

/** Multi-queries are small; this stops a client from making us parse megabytes. */
export const MAX_BODY_BYTES = 256 * 1024

type Route = { kind: 'multi' } | { kind: 'single'; index: string } | { kind: 'facet'; index: string; facet: string }

function route(path: readonly string[]): Route | null {
  if (path.length === 2 && path[0] === '*' && path[1] === 'queries') return { kind: 'multi' }
  if (path.length === 2 && path[1] === 'query') return { kind: 'single', index: path[0] }
  if (path.length === 4 && path[1] === 'facets' && path[3] === 'query') return { kind: 'facet', index: path[0], facet: path[2] }
  return null
}

function parse(r: Route, body: unknown): ProtocolResult<QueryRequest[]> {
  if (r.kind === 'multi') return parseMultiQueryBody(body, INDEX_NAMES)
  const one = r.kind === 'single' ? parseIndexQueryBody(r.index, body, INDEX_NAMES) : parseFacetQueryBody(r.index, r.facet, body, INDEX_NAMES)
  return one.ok ? { ok: true, value: [one.value] } : one
}

/** Algolia's own wording for a facet that cannot be searched. */
function checkFacets(requests: readonly QueryRequest[]): ProtocolResult<QueryRequest[]> {
  const bad = requests.find((r) => r.type === 'facet' && !isSearchableFacet(r.facet))
  if (bad?.type === 'facet') {
    return protocolError('invalid_params', `Cannot search in \`${bad.facet}\` attribute, you need to add \`searchable(${bad.facet})\` to attributesForFaceting.`)
  }
  return { ok: true, value: [...requests] }
}

async function readBody(req: Request): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw httpError('too-large', `Request body is larger than ${MAX_BODY_BYTES} bytes`)
  const text = await req.text()
  if (text.length > MAX_BODY_BYTES) throw httpError('too-large', `Request body is larger than ${MAX_BODY_BYTES} bytes`)
  return text
}

export function createSearchHandler(deps: SearchHandlerDeps) {
  async function handle(req: Request, path: readonly string[]): Promise<Response> {
    const host = normaliseHost(req.headers.get('host'))
    const tenant = host ? await deps.resolveTenant(host) : null
    if (!tenant) throw httpError('not-found', 'No dealer site is served at this host')
    const r = route(path)
    if (!r) throw httpError('not-found', 'Unknown search endpoint')
    const body = parseJsonBody(await readBody(req))
    if (!body.ok) throw body.error
    const parsed = parse(r, body.value)
    const checked = parsed.ok ? checkFacets(parsed.value) : parsed
    if (!checked.ok) throw checked.error
    const now = deps.now()
    const base = tenantInventoryFilter(tenant, now)
    const scoped = checked.value.map((q) => withScope(q, allOf([base, sortReplicaFilter(q.indexName, tenant)])))
    const results = await deps.engine().search(scoped)
    return jsonResponse(r.kind === 'multi' ? { results } : results[0])
  }

  return async function POST(req: Request, path: readonly string[]): Promise<Response> {
    try {
      return await handle(req, path)
    } catch (error) {
      return errorResponse(error)
    }
  }
}
