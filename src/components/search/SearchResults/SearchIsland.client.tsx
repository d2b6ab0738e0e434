'use client'
// The search page's results and filters, with their script loaded on demand (issue 14). The
// InstantSearch app (about 80 kB gzip: InstantSearch, its helper, the router and the search
// client) renders on the server as before, so the first HTML has the cards, counts and filters.
// In the browser that HTML is kept as it is, not hydrated, and the app is loaded on the shopper's
// first sign of intent inside it: the pointer over it, a touch, a focus or a key. It then renders
// the same markup from the same results (InstantSearchNext's serialised first answer) and takes
// over. A shopper whose own state shows on the page (signed in, or with favourites, compared
// cars or recent searches in this browser) gets the app at once after hydration, so their hearts
// and lists are right from the start. Anything done in between (a checkbox ticked, a make chosen, a word typed, a page link)
// is kept and done again on the live page, so nothing is lost (early-input.ts). Links to cars
// work at once: they are plain links.
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react'
import { routeToUiState } from '@/src/domain/inventory/search-url-state'
import { COMPARE_KEY } from '@/src/domain/shoppers/compare'
import { FAVOURITES_KEY } from '@/src/domain/shoppers/favourites'
import { SEARCH_HISTORY_KEY, searchFilters } from '@/src/domain/shoppers/search-history'
import { useHydrated } from '@/src/components/ui/use-hydrated'
import { useRecordSearch } from '../record-search'
import { type EarlyInput, earlyInputOf, keepInput, pathTo, replayInputs, atPath } from './early-input'
import type { SearchResultsProps } from './SearchResults.client'

const loadLive = () => import('./SearchResults.client').then((m) => m.SearchResults)
/** The server renders the app in its own pass; a browser that arrives by client navigation, too. */
const LazyResults = lazy(() => loadLive().then((SearchResults) => ({ default: SearchResults })))

/** Signs that the shopper is about to use the page: the app starts loading. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const
/** Inputs kept for the live page. */
const INPUTS = ['click', 'input', 'change', 'submit'] as const

/** This browser's shopper lists that the page shows (on its cards and under its filters). */
const SHOWN_LISTS = [FAVOURITES_KEY, COMPARE_KEY, SEARCH_HISTORY_KEY]

function browserHasShownLists(): boolean {
  try {
    return SHOWN_LISTS.some((key) => {
      const raw = window.localStorage.getItem(key)
      return raw !== null && raw !== '[]'
    })
  } catch {
    return false
  }
}

export interface SearchIslandProps extends SearchResultsProps {
  /** The visit carries a shopper session: their watchlist shows on the cards. */
  shopperSession: boolean
}

/** The readable filters of the address's search, as the live page's recent-search entry has them. */
function filtersOfAddress(search: string, sortOptions: SearchResultsProps['sortOptions']): string {
  const route = Object.fromEntries(new URLSearchParams(search))
  return searchFilters(
    routeToUiState(
      route,
      sortOptions.map((o) => o.value),
    ),
  ).join(' · ')
}

export function SearchIsland({ shopperSession, ...props }: SearchIslandProps) {
  const root = useRef<HTMLDivElement>(null)
  // Whether this render hydrates the server's HTML (keep it) or mounts in the browser (a client
  // navigation: there is no HTML to keep, render the app at once).
  const hydrated = useHydrated()
  const [keepServerHtml] = useState(!hydrated)
  const [Live, setLive] = useState<ComponentType<SearchResultsProps> | null>(null)
  const pending = useRef<EarlyInput[]>([])
  const focusPath = useRef<number[] | null>(null)
  const waiting = keepServerHtml && !Live

  useEffect(() => {
    const el = root.current
    if (!waiting || !el) return
    let started = false
    const start = () => {
      if (started) return
      started = true
      // A tap on a control shows that the page is getting ready while the app loads.
      el.setAttribute('aria-busy', 'true')
      loadLive()
        .then((SearchResults) => {
          const active = document.activeElement
          focusPath.current = active && el.contains(active) ? pathTo(el, active) : null
          setLive(() => SearchResults)
        })
        .catch((error: unknown) => {
          // A failed load (offline) leaves the server's page; links and paging still work.
          console.error('The search page script did not load', error)
          el.removeAttribute('aria-busy')
          started = false
        })
    }
    const onInput = (event: Event) => {
      const { input, prevent } = earlyInputOf(event, el, window.location)
      if (prevent) event.preventDefault()
      if (input) pending.current = keepInput(pending.current, input)
      start()
    }
    for (const type of INTENT) el.addEventListener(type, start, { capture: true, passive: true })
    for (const type of INPUTS) el.addEventListener(type, onInput, { capture: true })
    if (shopperSession || browserHasShownLists()) start()
    return () => {
      for (const type of INTENT) el.removeEventListener(type, start, { capture: true })
      for (const type of INPUTS) el.removeEventListener(type, onInput, { capture: true })
    }
  }, [waiting, shopperSession])

  // Runs after the app's own effects: InstantSearch has started, so the inputs reach it.
  useEffect(() => {
    const el = root.current
    if (!Live || !el) return
    el.removeAttribute('aria-busy')
    replayInputs(el, pending.current)
    pending.current = []
    const focus = focusPath.current && atPath(el, focusPath.current)
    if (focus instanceof HTMLElement) focus.focus()
  }, [Live])

  // Until the app runs, this page's search is kept in recent searches from its address.
  const onServer = typeof window === 'undefined'
  useRecordSearch(waiting && !onServer ? filtersOfAddress(window.location.search, props.sortOptions) : null, props.title)

  // On the server the page waits for the app's first answer, as it did before (no boundary).
  if (onServer) {
    return (
      <div ref={root}>
        <LazyResults {...props} />
      </div>
    )
  }
  if (!keepServerHtml) {
    return (
      <div ref={root}>
        <Suspense fallback={<p className="py-10 text-center text-sm">Loading the search…</p>}>
          <LazyResults {...props} />
        </Suspense>
      </div>
    )
  }
  if (!Live) return <div ref={root} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  return (
    <div ref={root} data-search-live="">
      <Live {...props} />
    </div>
  )
}
