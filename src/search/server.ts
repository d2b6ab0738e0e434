// Server only: the search the site runs in-process. One Algolia-protocol handler serves both the
// public route (`/api/search/1/...`, used by browsers) and server rendering (the search page's
// first results, listing pages, the make lookups), so both answer from the same code with the
// same tenant scope. Importing this module also provides the SSR requester to the search client
// (`client/ssr-requester.ts`).
//
// First-page answers (the opening results, a listing's first page, stock blocks) are shared
// across requests for up to SEARCH_CACHE_SECONDS (src/search/result-cache.ts): keyed by the
// request with the site's stock filter in it, so sites never see each other's answers, and
// forgotten on any inventory change, which PostgreSQL announces to every process. The
// shopper's own cache (a browser going back to an earlier combination) is the client's. Within
// one request React's cache() lets generateMetadata and the page share the make lookup.
import { cache } from 'react'
import { getTenantByHost } from '@/src/cms/tenants'
import { DEFAULT_FINANCE_SETTINGS } from '@/src/domain/finance/settings'
import { financeSettingsFromTenant } from '@/src/domain/finance/tenant-settings'
import type { ListingInput } from '@/src/domain/listings/listing-input'
import type { ListingResult } from '@/src/domain/listings/listing-response'
import type { CardHit } from '@/src/domain/inventory/search-card'
import {
  type StockAnswer,
  type StockBlockInput,
  type StockBlockResult,
  isStockBlock,
  stockAnswers,
  stockBlockQuery,
  stockBlockResult,
} from '@/src/domain/listings/stock-blocks'
import { LISTING_SEARCH_PATH, ListingError, createListingFetcher } from './client/listing-fetcher'
import { type ServerSearch, provideServerSearch } from './client/ssr-requester'
import { defaultAnswerCache, defaultSearchEngine } from './engine'
import { createSearchHandler } from './http/search-handler'

/** The Algolia-protocol handler: `(request, pathSegments) => Response`, tenant from the Host. */
export const searchHandler = createSearchHandler({
  resolveTenant: getTenantByHost,
  engine: defaultSearchEngine,
  now: () => new Date(),
  cache: defaultAnswerCache(),
})

export const serverSearch: ServerSearch = async (host, path, body) => {
  const request = new Request(`http://${host}/api/search/${path}`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body,
  })
  const res = await searchHandler(request, path.split('/').slice(2))
  return { status: res.status, content: await res.text() }
}

provideServerSearch(serverSearch)

/**
 * Each facet's values in this host's stock, exact spellings, most common first; null when the
 * search does not answer, so a search outage does not turn pages into 404s or redirects.
 */
export async function stockFacetValues(host: string, facets: readonly string[]): Promise<Record<string, string[]> | null> {
  const body = JSON.stringify({ requests: [{ indexName: 'cars', hitsPerPage: 0, facets, maxValuesPerFacet: 1000 }] })
  const res = await serverSearch(host, LISTING_SEARCH_PATH, body)
  if (res.status !== 200) return null
  const answer = (JSON.parse(res.content) as { results: { facets?: Record<string, Record<string, number>> }[] }).results[0]?.facets ?? {}
  return Object.fromEntries(Object.entries(answer).map(([facet, counts]) => [facet, Object.keys(counts)]))
}

/** The makes, models and body codes this host has in stock, once per request: /search/land-rover refines "Land Rover". */
export const knownStockValues = cache(async (host: string): Promise<{ makes?: string[]; models?: string[]; bodies?: string[] }> => {
  const facets = await stockFacetValues(host, ['make', 'model', 'body'])
  if (!facets) return {}
  return { makes: facets.make ?? [], models: facets.model ?? [], bodies: facets.body ?? [] }
})

/** The makes this host has in stock (exact spellings), once per request. */
export const stockMakes = cache(async (host: string): Promise<string[]> => (await knownStockValues(host)).makes ?? [])

/** The finance lender whose figures the cards of the site at `host` show (cardHitParams), once per request. */
export const cardLenderKey = cache(async (host: string): Promise<string> => {
  const tenant = await getTenantByHost(host)
  return (tenant ? financeSettingsFromTenant(tenant) : DEFAULT_FINANCE_SETTINGS).lenderKey
})

/** A listing page (manufacturer or offers) for the site at `host`. Throws ListingError. */
export async function serverListing(host: string, input: ListingInput): Promise<ListingResult> {
  return createListingFetcher((body) => serverSearch(host, LISTING_SEARCH_PATH, body), null, await cardLenderKey(host))(input)
}

export type FirstListingPage = { result: ListingResult; error: string | null }

const EMPTY: ListingResult = { hits: [], count: 0, facets: {}, facetStats: {}, pages: 0, ms: 0 }

/** The first page of a listing; a search failure still renders the page, with the error and no cards. */
export async function firstListingPage(host: string, input: ListingInput): Promise<FirstListingPage> {
  try {
    return { result: await serverListing(host, input), error: null }
  } catch (error) {
    if (!(error instanceof ListingError)) throw error
    console.error(`Listing search failed for ${host}: ${error.message}`)
    return { result: EMPTY, error: 'Search is not available right now. Please try again shortly.' }
  }
}

/**
 * The stock a page's Search grid, Car detail and Budget finder blocks show, by block id: one
 * multi-query for all of them through the site's own endpoint (so the site's stock filter
 * applies). A failed search is logged and leaves each block its "unavailable" state.
 */
export async function loadStockBlocks(
  host: string,
  blocks: readonly { id?: string | null; blockType: string }[] | null | undefined,
): Promise<Record<string, StockBlockResult<CardHit & { objectID: string }>>> {
  const wanted = (blocks ?? []).filter(isStockBlock).filter((b): b is StockBlockInput & { id: string } => !!b.id)
  if (wanted.length === 0) return {}
  const lenderKey = await cardLenderKey(host)
  const queries = wanted.map((block) => stockBlockQuery(block, lenderKey))
  const requests = queries.filter((q) => q !== null)
  let answers: StockAnswer<CardHit & { objectID: string }>[] | null = null
  if (requests.length > 0) {
    try {
      const res = await serverSearch(host, LISTING_SEARCH_PATH, JSON.stringify({ requests }))
      if (res.status !== 200) throw new Error(`search answered ${res.status}`)
      answers = stockAnswers(JSON.parse(res.content)) as StockAnswer<CardHit & { objectID: string }>[] | null
      if (!answers) throw new Error('the search answer has no hit lists')
    } catch (error) {
      console.error(`Stock blocks for ${host} failed:`, error instanceof Error ? error.message : error)
    }
  }
  let next = 0
  return Object.fromEntries(
    wanted.map((block, i) => {
      const answer = queries[i] === null ? { hits: [], prices: null } : (answers?.[next++] ?? null)
      return [block.id, stockBlockResult(block, answer)]
    }),
  )
}
