'use client'
// The URL is the listing's state: a change pushes a history entry with the native history API; back
// and forward come back as popstate. Whatever the URL says is fetched through the cached fetcher;
// until it answers, the previous result stays on screen (while it loads, and after an error), and
// only the latest request may replace it (listing-loader.ts).
//
// The URL is read from `location` itself, not only from Next's useSearchParams: Next learns of
// a pushState only once its router has patched history.pushState, in an effect that can run
// after the page is already interactive. A change made in that gap would otherwise update the
// address bar but never the cards. Next's own navigations (a link to this page with other filters) still
// arrive through useSearchParams, which prompts a fresh look at `location`.
import { useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { type ListingInput, listingHref, listingKey, parseManufacturerParams, parseOffersParams } from '@/src/domain/listings/listing-input'
import type { ListingResult } from '@/src/domain/listings/listing-response'
import { browserListingCache, browserListingFetcher } from '@/src/search/client/listing-fetcher'
import { ListingLoader, type ListingView } from './listing-loader'

export type { ListingStatus } from './listing-loader'

export interface ListingState<I extends ListingInput> extends ListingView<I> {
  /** What the URL asks for (the filter controls show this). */
  input: I
  navigate(next: I): void
  retry(): void
}

/** Fired after our own pushState; popstate covers back and forward. */
const URL_CHANGE_EVENT = 'listing:urlchange'

function subscribeToUrl(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(URL_CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(URL_CHANGE_EVENT, onChange)
  }
}

const currentSearch = () => window.location.search
/** On the server and while hydrating: the server's input is the URL's. */
const noSearch = () => null

export function parseLike<I extends ListingInput>(template: I, params: URLSearchParams): I {
  return (template.kind === 'offers' ? parseOffersParams(params) : parseManufacturerParams(template.manufacturer, params)) as I
}

/** Pushes `next` as a new history entry unless the URL already says the same. */
export function pushListing<I extends ListingInput>(next: I): void {
  const current = parseLike(next, new URLSearchParams(window.location.search))
  if (listingKey(next) === listingKey(current)) return
  window.history.pushState(null, '', listingHref(next))
  window.dispatchEvent(new Event(URL_CHANGE_EVENT))
}

/**
 * `seed`: the server's result may be reused from the cache (false when its search failed);
 * `lenderKey`: the site's finance lender, whose figures the cards show.
 */
export function useListing<I extends ListingInput>(
  initialInput: I,
  initialResult: ListingResult,
  seed: boolean,
  lenderKey: string,
): ListingState<I> {
  const search = useSyncExternalStore(subscribeToUrl, currentSearch, noSearch)
  // Next writes the address after rendering its navigation: read `location` again once it has.
  const routerSearch = useSearchParams().toString()
  useEffect(() => {
    window.dispatchEvent(new Event(URL_CHANGE_EVENT))
  }, [routerSearch])
  const input = useMemo(
    () => (search === null ? initialInput : parseLike(initialInput, new URLSearchParams(search))),
    [initialInput, search],
  )

  const [view, setView] = useState<ListingView<I>>({ shown: { input: initialInput, result: initialResult }, status: 'idle', error: null })
  const [loader] = useState(
    () =>
      new ListingLoader<I>(
        { fetch: (i) => browserListingFetcher(lenderKey)(i), cached: (i) => browserListingCache().get(listingKey(i)) },
        { input: initialInput, result: initialResult },
        setView,
      ),
  )

  // The server's first page is a result like any other: going back to it costs nothing.
  useEffect(() => {
    const cache = browserListingCache()
    const key = listingKey(initialInput)
    if (seed && !cache.has(key)) cache.set(key, initialResult)
  }, [initialInput, initialResult, seed])

  useEffect(() => loader.want(input), [loader, input])

  const navigate = useCallback((next: I) => pushListing(next), [])
  const retry = useCallback(() => loader.retry(), [loader])

  return { ...view, input, navigate, retry }
}
