// Algolia cannot be reached from here. This requester, given to the real algoliasearch v5 client,
// records every HTTP request it would send (method, host, path, query, the headers that matter,
// the JSON body) and answers as Algolia's REST API does
// (https://www.algolia.com/doc/rest-api/search/): batch, settings, task and browse, over an
// in-memory copy of the indexes, so a test can also check what Algolia would end up holding.
import type { AlgoliaRequester } from '@/src/search/engine/algolia/writer'
import { matches, parseFilters } from '@/src/search/protocol'

type EndRequest = Parameters<AlgoliaRequester['send']>[0]
type Answer = { status: number; body: unknown }
type Obj = Record<string, unknown>

export interface RecordedRequest {
  method: string
  host: string
  path: string
  /** Query parameters without x-algolia-agent (the client's version string). */
  query: Record<string, string>
  /** Credentials and content type; the random request-id header is left out. */
  headers: Record<string, string>
  body: unknown
}

export interface FakeAlgoliaOptions {
  /** An error answer for a request (e.g. 403, 503), or undefined to answer it normally. */
  fail?: (request: RecordedRequest) => { status: number; message: string } | undefined
  /** Awaited before answering: a slow Algolia. */
  delay?: (request: RecordedRequest) => Promise<void>
}

const KEPT_HEADERS = ['x-algolia-application-id', 'x-algolia-api-key', 'content-type', 'content-encoding']
const ACTIONS = new Set(['addObject', 'updateObject', 'partialUpdateObject', 'partialUpdateObjectNoCreate', 'deleteObject'])

function recorded(request: EndRequest): RecordedRequest {
  const url = new URL(request.url)
  const query = Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'x-algolia-agent'))
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([k]) => KEPT_HEADERS.includes(k.toLowerCase())))
  const data = typeof request.data === 'string' ? request.data : request.data ? new TextDecoder().decode(request.data) : undefined
  // The host as the client wrote it (URL lower-cases it; application IDs are upper case).
  const host = request.url.slice(request.url.indexOf('//') + 2).split('/')[0]
  return { method: request.method, host, path: decodeURIComponent(url.pathname), query, headers, body: data ? JSON.parse(data) : undefined }
}

export function fakeAlgolia(options: FakeAlgoliaOptions = {}) {
  const requests: RecordedRequest[] = []
  const indexes = new Map<string, Map<string, Obj>>()
  const settings = new Map<string, Obj>()
  let task = 100
  let answered = 0
  const index = (name: string) => indexes.get(name) ?? indexes.set(name, new Map()).get(name)!

  function batch(name: string, body: { requests?: { action: string; body: Obj }[] }): Answer {
    const ops = body.requests
    if (!Array.isArray(ops)) return { status: 400, body: { message: 'Invalid batch: requests is required', status: 400 } }
    for (const op of ops) {
      if (!ACTIONS.has(op.action)) return { status: 400, body: { message: `Invalid action: ${op.action}`, status: 400 } }
      if (typeof op.body?.objectID !== 'string') return { status: 400, body: { message: 'objectID is required', status: 400 } }
    }
    const objects = index(name)
    for (const { action, body: o } of ops) {
      const id = o.objectID as string
      if (action === 'deleteObject') objects.delete(id)
      else if (action === 'addObject' || action === 'updateObject') objects.set(id, o)
      else if (objects.has(id) || action === 'partialUpdateObject') objects.set(id, { ...objects.get(id), ...o })
    }
    return { status: 200, body: { taskID: ++task, objectIDs: ops.map((op) => op.body.objectID) } }
  }

  function browse(
    name: string,
    body: { filters?: string; cursor?: string; hitsPerPage?: number; attributesToRetrieve?: string[] },
  ): Answer {
    if (!indexes.has(name) && !settings.has(name)) return { status: 404, body: { message: `Index ${name} does not exist`, status: 404 } }
    const parsed = body.filters ? parseFilters(body.filters) : { ok: true as const, ast: null }
    if (!parsed.ok) return { status: 400, body: { message: `filters: ${parsed.error.message}`, status: 400 } }
    const all = [...index(name).values()].filter((o) => matches(parsed.ast, o))
    const start = body.cursor ? Number(Buffer.from(body.cursor, 'base64').toString()) : 0
    const size = body.hitsPerPage ?? 1000
    const pick = (o: Obj) => (body.attributesToRetrieve ? Object.fromEntries(body.attributesToRetrieve.map((a) => [a, o[a]])) : o)
    const hits = all.slice(start, start + size).map((o) => ({ ...pick(o), objectID: o.objectID }))
    const next = start + size < all.length ? { cursor: Buffer.from(String(start + size)).toString('base64') } : {}
    const page = { page: 0, nbHits: all.length, nbPages: Math.ceil(all.length / size), hitsPerPage: size, processingTimeMS: 1 }
    return { status: 200, body: { hits, ...page, query: '', params: '', ...next } }
  }

  function answer(r: RecordedRequest): Answer {
    const [, version, indexesPart, name, op, id] = r.path.split('/')
    if (version !== '1' || indexesPart !== 'indexes' || !name) return { status: 404, body: { message: 'Not found', status: 404 } }
    if (r.method === 'POST' && op === 'batch') return batch(name, r.body as never)
    if (r.method === 'POST' && op === 'browse') return browse(name, (r.body ?? {}) as never)
    if (r.method === 'PUT' && op === 'settings') {
      settings.set(name, r.body as Obj)
      return { status: 200, body: { taskID: ++task, updatedAt: new Date().toISOString() } }
    }
    if (r.method === 'GET' && op === 'task' && id) return { status: 200, body: { status: 'published', pendingTask: false } }
    return { status: 404, body: { message: 'Not found', status: 404 } }
  }

  const requester: AlgoliaRequester = {
    async send(request) {
      const r = recorded(request)
      requests.push(r)
      await options.delay?.(r)
      const failure = options.fail?.(r)
      const { status, body } = failure ? { status: failure.status, body: { ...failure, status: failure.status } } : answer(r)
      answered++
      return { status, content: JSON.stringify(body), isTimedOut: false }
    },
  }

  return {
    requester,
    requests,
    settings,
    /** How many requests have been answered (a delayed one is recorded before it is). */
    answered: () => answered,
    /** The records the index holds, by objectID. */
    objects: (name = 'cars') => index(name),
    /** Records Algolia already holds before the test (e.g. left from an earlier state). */
    seed(records: readonly Obj[], name = 'cars') {
      for (const o of records) index(name).set(o.objectID as string, o)
    },
  }
}

export type FakeAlgolia = ReturnType<typeof fakeAlgolia>

/** The writer's credentials in every test, and the hosts the client sends writes and reads to. */
export const TEST_APP = { appId: 'TESTAPP', adminKey: 'test-admin-key' } as const
export const WRITE_HOST = 'TESTAPP.algolia.net'
export const READ_HOST = 'TESTAPP-dsn.algolia.net'
