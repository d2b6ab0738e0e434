// Server only. During SSR the lite client cannot reach `<tenant>.localhost` over the network
// (Node does not resolve *.localhost, and fetch drops a Host override), so on the server it
// calls the same Algolia-protocol handler in-process, with the visitor's Host. The browser
// always uses HTTP. Registered on globalThis because the client bundle must not import this.
import { getTenantByHost } from '@/src/cms/tenants'
import { defaultSearchEngine } from '@/src/search/engine'
import { createSearchHandler } from '@/src/search/http/search-handler'
import { SERVER_SEARCH_KEY, type ServerSearch } from './SearchResults/search-client'

const handler = createSearchHandler({ resolveTenant: getTenantByHost, engine: defaultSearchEngine, now: () => new Date() })

export const serverSearch: ServerSearch = async (host, path, body) => {
  const res = await handler(
    new Request(`http://${host}/api/search/${path}`, { method: 'POST', headers: { host, 'content-type': 'application/json' }, body }),
    path.split('/').slice(2),
  )
  return { status: res.status, content: await res.text() }
}

;(globalThis as Record<symbol, unknown>)[SERVER_SEARCH_KEY] = serverSearch

/** Exact spellings of the makes and models, so /search/land-rover refines "Land Rover". */
export async function knownMakesAndModels(host: string): Promise<{ makes: string[]; models: string[] }> {
  const body = JSON.stringify({ requests: [{ indexName: 'cars', hitsPerPage: 0, facets: ['make', 'model'], maxValuesPerFacet: 1000 }] })
  const res = await serverSearch(host, '1/indexes/*/queries', body)
  if (res.status !== 200) return { makes: [], models: [] }
  const facets = (JSON.parse(res.content) as { results: { facets?: Record<string, Record<string, number>> }[] }).results[0]?.facets ?? {}
  return { makes: Object.keys(facets.make ?? {}), models: Object.keys(facets.model ?? {}) }
}
