// The lite client pointed at our own origin (DESIGN: local backend) or at Algolia.
import { liteClient } from 'algoliasearch/lite'
import type { SearchClientConfig } from '@/src/search/engine/algolia'

export const SERVER_SEARCH_KEY = Symbol.for('dealer-platform.server-search')
export type ServerSearch = (host: string, path: string, body: string) => Promise<{ status: number; content: string }>

/** `host` is the visitor's host (from the request on the server, location.host in the browser). */
export function createSearchClient(config: SearchClientConfig, host: string, protocol: 'http' | 'https') {
  if (config.backend === 'algolia') return liteClient(config.appId, config.apiKey)
  const apiHost = `${host}${config.path}`
  const server = typeof window === 'undefined' ? ((globalThis as Record<symbol, unknown>)[SERVER_SEARCH_KEY] as ServerSearch | undefined) : undefined
  return liteClient(config.appId, config.apiKey, {
    hosts: [{ url: apiHost, accept: 'readWrite', protocol }],
    ...(server && {
      requester: {
        async send(request) {
          const path = new URL(request.url).pathname.slice(config.path.length + 1)
          const { status, content } = await server(host, path, typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data ?? new Uint8Array()))
          return { status, content, isTimedOut: false }
        },
      },
    }),
  })
}
