// The lite client pointed at our own origin (DESIGN: local backend) or at Algolia.
import { liteClient } from 'algoliasearch/lite'
import type { SearchClientConfig } from '@/src/search/engine/algolia'
import { boundedResponsesCache } from './response-cache'
import type { ServerSearch } from './ssr-requester'

/**
 * On the server a refused search must not leave the page waiting: InstantSearchNext never
 * finishes rendering when its first search fails (algolia/instantsearch#6525). The page then
 * renders with no results, the refusal is logged, and the browser's own search shows the error.
 */
export function emptyAnswerFor(body: string): string {
  let requests: { indexName?: string; params?: unknown; hitsPerPage?: number }[] = []
  try {
    const parsed = JSON.parse(body) as { requests?: typeof requests }
    requests = Array.isArray(parsed.requests) ? parsed.requests : []
  } catch {
    requests = []
  }
  const results = requests.map((r) => ({
    index: r.indexName ?? 'cars',
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: r.hitsPerPage ?? 0,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: '',
    params: '',
    facets: {},
  }))
  return JSON.stringify({ results })
}

/**
 * `host` is the visitor's host (from the request on the server, location.host in the browser).
 * `server` is the in-process requester while rendering on the server (`serverSearchForSsr()`);
 * without it the client goes over HTTP, as it always does in the browser.
 */
export function createSearchClient(config: SearchClientConfig, host: string, protocol: 'http' | 'https', server?: ServerSearch) {
  if (config.backend === 'algolia') return liteClient(config.appId, config.apiKey, { responsesCache: boundedResponsesCache() })
  const apiHost = `${host}${config.path}`
  return liteClient(config.appId, config.apiKey, {
    responsesCache: boundedResponsesCache(),
    hosts: [{ url: apiHost, accept: 'readWrite', protocol }],
    ...(server && {
      requester: {
        async send(request) {
          const path = new URL(request.url).pathname.slice(config.path.length + 1)
          const body = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data ?? new Uint8Array())
          const { status, content } = await server(host, path, body)
          if (status < 400) return { status, content, isTimedOut: false }
          console.error(`Server-side search refused (${status}): ${content.slice(0, 200)}`)
          return { status: 200, content: emptyAnswerFor(body), isTimedOut: false }
        },
      },
    }),
  })
}
