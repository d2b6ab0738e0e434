// Server only: a listing for the page being rendered, through the search handler in-process
// (server-search.ts explains why SSR cannot go over the network).
//
// No result cache on the server, on purpose: the spec's cache is the shopper's (a browser
// going back to an earlier combination), a cache shared across requests would have to be
// keyed by host, would hold one site's stock in another's process memory next to it, and
// would serve sold or repriced cars until evicted. Within one request React's cache() lets
// generateMetadata and the page share the make lookup.
import { cache } from 'react'
import { knownMakesAndModels, serverSearch } from '@/src/components/search/server-search'
import type { ListingInput } from '@/src/domain/listings/listing-input'
import type { ListingResult } from '@/src/domain/listings/listing-response'
import { LISTING_SEARCH_PATH, createListingFetcher } from './listing-fetcher'

export function serverListing(host: string, input: ListingInput): Promise<ListingResult> {
  return createListingFetcher((body) => serverSearch(host, LISTING_SEARCH_PATH, body), null)(input)
}

/** The makes this host has in stock (exact spellings), once per request. */
export const stockMakes = cache(async (host: string): Promise<string[]> => (await knownMakesAndModels(host)).makes)
