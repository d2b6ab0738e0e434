'use client'
// The URL is the listing's state (spec 1 §7 navigation): a change pushes a history entry with
// the native history API, which Next's router folds into useSearchParams; back and forward
// come through the same path. Whatever the URL says is fetched through the cached fetcher;
// until it answers, the previous result stays on screen (spec 1 §4 loading, §8 error).
import { useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type ListingInput, listingHref, listingKey, parseManufacturerParams, parseOffersParams } from '@/src/domain/listings/listing-input'
import type { ListingResult } from '@/src/domain/listings/listing-response'
import { browserListingCache, browserListingFetcher } from './listing-fetcher'

export type ListingStatus = 'idle' | 'loading' | 'error'

export interface ListingState<I extends ListingInput> {
  /** What the URL asks for (the filter controls show this). */
  input: I
  /** What the cards show: the last result that arrived. */
  shown: { input: I; result: ListingResult }
  status: ListingStatus
  error: string | null
  navigate(next: I): void
  retry(): void
}

function parseLike<I extends ListingInput>(template: I, params: URLSearchParams): I {
  return (template.kind === 'offers' ? parseOffersParams(params) : parseManufacturerParams(template.manufacturer, params)) as I
}

/** `seed`: the server's result may be reused from the cache (false when its search failed). */
export function useListing<I extends ListingInput>(initialInput: I, initialResult: ListingResult, seed: boolean): ListingState<I> {
  const searchParams = useSearchParams()
  const search = searchParams.toString()
  const input = useMemo(() => parseLike(initialInput, new URLSearchParams(search)), [initialInput, search])
  const [shown, setShown] = useState({ input: initialInput, result: initialResult })
  const [status, setStatus] = useState<ListingStatus>('idle')
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const latest = useRef('')

  // The server's first page is a result like any other: going back to it costs nothing.
  useEffect(() => {
    const cache = browserListingCache()
    const key = listingKey(initialInput)
    if (seed && !cache.has(key)) cache.set(key, initialResult)
  }, [initialInput, initialResult, seed])

  const key = listingKey(input)
  const shownKey = listingKey(shown.input)
  useEffect(() => {
    latest.current = key
    if (key === shownKey) {
      setStatus('idle')
      return
    }
    const cached = browserListingCache().get(key)
    if (cached) {
      setShown({ input, result: cached })
      setStatus('idle')
      setError(null)
      return
    }
    setStatus('loading')
    browserListingFetcher()(input).then(
      (result) => {
        if (latest.current !== key) return
        setShown({ input, result })
        setStatus('idle')
        setError(null)
      },
      (e: unknown) => {
        if (latest.current !== key) return
        setStatus('error')
        setError(e instanceof Error ? e.message : String(e))
      },
    )
    // `input` is derived from `key`; `shownKey` is left out so a result arriving does not
    // refetch; `attempt` is there for retry().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt])

  const navigate = useCallback((next: I) => {
    const current = parseLike(next, new URLSearchParams(window.location.search))
    if (listingKey(next) === listingKey(current)) return
    window.history.pushState(null, '', listingHref(next))
  }, [])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  return { input, shown, status, error, navigate, retry }
}
