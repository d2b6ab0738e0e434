// Fetches a listing (the manufacturer and dealership offers searches) through the
// Algolia-protocol search endpoint, with a 10-entry result cache in front. Shared by
// server and browser: only the transport differs (src/search/server.ts calls the handler
// in-process; the browser POSTs to its own origin). Nothing here may import server code.
import { type ListingInput, listingKey } from '@/src/domain/listings/listing-input'
import { buildListingRequest } from '@/src/domain/listings/listing-request'
import { type ListingHit, type ListingResult, mapListingResponse } from '@/src/domain/listings/listing-response'
import { ResultCache } from '@/src/domain/listings/result-cache'

/** Sends a multi-query body to POST {search}/1/indexes/*\/queries and returns the raw answer. */
export type ListingTransport = (body: string) => Promise<{ status: number; content: string }>

export const LISTING_SEARCH_PATH = '1/indexes/*/queries'

export class ListingError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'ListingError'
  }
}

export type ListingFetcher = <H extends ListingHit = ListingHit>(input: ListingInput) => Promise<ListingResult<H>>

function errorMessage(content: string): string | null {
  try {
    const body = JSON.parse(content) as { message?: unknown }
    return typeof body.message === 'string' ? body.message : null
  } catch {
    return null
  }
}

/**
 * Results are cached per combination of inputs (the listing key); when the cache is full the oldest
 * entry goes. Failures are never cached. Without a cache every call goes to the transport.
 */
export function createListingFetcher(
  transport: ListingTransport,
  cache: ResultCache<string, ListingResult> | null,
  lenderKey: string,
): ListingFetcher {
  return async function fetchListing<H extends ListingHit>(input: ListingInput): Promise<ListingResult<H>> {
    const key = listingKey(input)
    const cached = cache?.get(key)
    if (cached) return cached as ListingResult<H>
    const request = buildListingRequest(input, lenderKey)
    const { status, content } = await transport(JSON.stringify(request.body))
    if (status !== 200) throw new ListingError(errorMessage(content) ?? `Search failed with status ${status}`, status)
    let answer: unknown
    try {
      answer = JSON.parse(content)
    } catch {
      throw new ListingError('The search answer was not JSON', status)
    }
    const mapped = mapListingResponse<H>(request, answer)
    if (!mapped.ok) throw new ListingError(mapped.error, status)
    cache?.set(key, mapped.value)
    return mapped.value
  }
}

/** The browser's transport: the site's own search endpoint (the Host picks the tenant). */
export const browserTransport: ListingTransport = async (body) => {
  // The lite client's content type: a "simple" request, so no CORS preflight is ever needed.
  const res = await fetch(`/api/search/${LISTING_SEARCH_PATH}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body })
  return { status: res.status, content: await res.text() }
}

// One cache per page load in the browser: a tab only ever shows one site, and the results
// are that visitor's to reuse when they go back to an earlier filter combination.
let browserCache: ResultCache<string, ListingResult> | null = null
let browserFetcher: { lenderKey: string; fetch: ListingFetcher } | null = null

export function browserListingCache(): ResultCache<string, ListingResult> {
  browserCache ??= new ResultCache<string, ListingResult>()
  return browserCache
}

/** `lenderKey`: the site's finance lender (one per tab, as the site is). */
export function browserListingFetcher(lenderKey: string): ListingFetcher {
  if (browserFetcher?.lenderKey !== lenderKey)
    browserFetcher = { lenderKey, fetch: createListingFetcher(browserTransport, browserListingCache(), lenderKey) }
  return browserFetcher.fetch
}
