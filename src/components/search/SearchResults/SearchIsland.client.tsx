'use client'
// The search page's results and filters, with their script loaded on demand. The
// InstantSearch app (about 80 kB gzip: InstantSearch, its helper, the router and the search
// client) renders on the server as before, so the first HTML has the cards, counts and filters;
// in the browser it loads on the shopper's first sign of intent (intent-island.client.tsx). A
// shopper whose own state shows on the page (signed in, or with favourites, compared cars or
// recent searches other than this one in this browser) gets the app at once after hydration, so
// their hearts and lists are right from the start. Links to cars work at once: they are plain links.
// The page's views (analytics event 49) are reported from here, before and after the app loads.
import { routeToUiState } from '@/src/domain/inventory/search-url-state'
import { searchFilters } from '@/src/domain/shoppers/search-history'
import { searchPageShowsOwnLists } from '@/src/domain/shoppers/shown-lists'
import { intentIsland } from '@/src/components/ui/intent-island.client'
import { browserStorageSays, pageMayHaveShopper } from '@/src/components/shoppers/page-session'
import { useRecordSearch } from '../record-search'
import { SearchPageView } from '../SearchPageView.client'
import type { SearchResultsProps } from './SearchResults.client'

const Island = intentIsland(() => import('./SearchResults.client').then((m) => m.SearchResults), 'search page')

/** Whether the live page would show this browser's own lists (src/domain/shoppers/shown-lists.ts). */
const browserHasShownLists = (): boolean =>
  browserStorageSays((stored) => searchPageShowsOwnLists(stored, window.location.pathname, window.location.search))

/** The readable filters of the address's search, as the live page's recent-search entry has them. */
function filtersOfAddress(search: string, sortOptions: SearchResultsProps['sortOptions'], now: Date): string {
  const route = Object.fromEntries(new URLSearchParams(search))
  return searchFilters(
    routeToUiState(
      route,
      sortOptions.map((o) => o.value),
      now,
    ),
    now,
  ).join(' · ')
}

/** Until the app runs, this page's search is kept in recent searches from its address. */
function RecordAddressSearch({ sortOptions, title, nowIso }: Pick<SearchResultsProps, 'sortOptions' | 'title' | 'nowIso'>) {
  useRecordSearch(filtersOfAddress(window.location.search, sortOptions, new Date(nowIso)), title)
  return null
}

export function SearchIsland(props: SearchResultsProps) {
  return (
    <>
      {/* Its own component: the address it follows changes with every search, and re-renders only it. */}
      <SearchPageView title={props.title} />
      <Island
        props={props}
        // A visit with a shopper session: their watchlist shows on the cards.
        startNow={() => pageMayHaveShopper() || browserHasShownLists()}
        fallback={<p className="py-10 text-center text-sm">Loading the search…</p>}
        whileWaiting={<RecordAddressSearch sortOptions={props.sortOptions} title={props.title} nowIso={props.nowIso} />}
      />
    </>
  )
}
