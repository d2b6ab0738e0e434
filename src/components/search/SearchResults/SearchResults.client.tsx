'use client'
// The search results page. InstantSearchNext renders the first page on the server, so the first
// HTML already has the cards; the browser then takes over.
// Rules live in src/domain/inventory; these components wire them to InstantSearch.
import { resultCountText, showResultsText } from '@/src/domain/listings/copy'
import { usePathname, useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { SearchHistory } from '../SearchHistory.client'
import { ClearRefinements, Configure, SortBy, useCurrentRefinements, useHits, useInstantSearch } from 'react-instantsearch'
import { InstantSearchNext } from 'react-instantsearch-nextjs'
import { CardGrid } from '@/src/components/search/CardGrid'
import { NoResults } from '@/src/components/search/NoResults/NoResults'
import { DropdownFilter, LinkOnlyFilter, ListingAgeFilter } from '@/src/components/search/filters/DropdownFilter.client'
import { MakeFilter } from '@/src/components/search/filters/MakeFilter.client'
import { RangeFilter } from '@/src/components/search/filters/RangeFilter.client'
import { displayedCount } from '@/src/domain/inventory/list-rules'
import { type CardContext, type CardHit, cardHitParams } from '@/src/domain/inventory/search-card'
import { DROPDOWN_FILTERS, RANGE_FILTERS } from '@/src/domain/inventory/search-filters'
import { type RouteState, routeToUiState, uiStateToRoute } from '@/src/domain/inventory/search-url-state'
import { createSearchClient } from '@/src/search/client/search-client'
import { serverSearchForSsr } from '@/src/search/client/ssr-requester'
import type { SearchClientConfig } from '@/src/search/engine/algolia'
import { trapFocus } from '@/src/components/ui/focus-trap'
import { HITS_PER_PAGE, INDEX } from './constants'
import { FilterChips } from './FilterChips.client'
import { SearchField, SearchPagination } from './SearchControls.client'
import { type AddressRouter, addressRouter } from './address-router'
import type { PlacedTile, PromoTile } from '@/src/domain/marketing/promo-tiles'

/** The text query waits 300 ms. */
const QUERY_DEBOUNCE_MS = 300
/** The stock facet, summed for counts above 1999. */
const COUNT_FACETS = ['status']

export interface SearchResultsProps {
  config: SearchClientConfig
  host: string
  protocol: 'http' | 'https'
  placeholder: string
  refreshPath: string
  facetFilters: (string | string[])[]
  sortOptions: { value: string; label: string }[]
  card: CardContext
  /** The server's clock, so server and browser render the same "New" tags. */
  nowIso: string
  popularMakeCount: number
  makeLogos: Record<string, string>
  collapseSold: boolean
  certifiedOnly: boolean
  priceAscRequiresPrice: boolean
  promos: PlacedTile<PromoTile>[]
  /** The page's heading, which names the search in the shopper's recent searches. */
  title: string
}

function debounced(ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  return (query: string, search: (q: string) => void) => {
    clearTimeout(timer)
    timer = setTimeout(() => search(query), ms)
  }
}

/** How many vehicles the results hold, as the count above them says it (null before the first answer). */
function useResultCount(): number | null {
  // The hits connector's results: the same ones the server rendered the cards from.
  const { results } = useHits()
  if (!results) return null
  const raw = results._rawResults?.[0]?.facets as Record<string, Record<string, number>> | undefined
  return displayedCount(results.nbHits, raw)
}

function ResultCount() {
  const count = useResultCount()
  if (count === null) return null
  return (
    <p className="text-sm font-semibold" aria-live="polite" data-testid="result-count">
      {resultCountText(count)}
    </p>
  )
}

function ResultGrid(props: Pick<SearchResultsProps, 'refreshPath' | 'card' | 'nowIso' | 'collapseSold' | 'promos'>) {
  const { items, results } = useHits<CardHit & Record<string, unknown>>()
  const { status, error } = useInstantSearch()
  const now = useMemo(() => new Date(props.nowIso), [props.nowIso])
  const busy = status === 'loading' || status === 'stalled'
  // Previous hits stay on screen while loading or after an error; the card
  // shows only for a settled empty result.
  if (items.length === 0 && results && results.nbHits === 0 && !busy && status !== 'error') {
    return <NoResults refreshPath={props.refreshPath} />
  }
  return (
    <>
      {status === 'error' && (
        <p role="alert" className="rounded-[var(--radius)] border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          We could not update the results{error?.message ? ` (${error.message})` : ''}. Please try again.
        </p>
      )}
      <CardGrid
        hits={items}
        card={props.card}
        now={now}
        busy={status === 'stalled'}
        collapseSold={props.collapseSold}
        promos={props.promos}
        leadsPage
      />
    </>
  )
}

/** Brings the top of the results into view when the page changes (pagination is at the bottom). */
function ScrollOnPageChange({ target }: { target: React.RefObject<HTMLElement | null> }) {
  const { indexUiState } = useInstantSearch()
  const page = indexUiState.page ?? 1
  const previous = useRef(page)
  useEffect(() => {
    if (previous.current === page) return
    previous.current = page
    target.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [page, target])
  return null
}

/** Tells the router when Next reports a new address (a link followed while on the page, back or forward). */
function FollowAddress({ router }: { router: AddressRouter }) {
  const pathname = usePathname()
  const params = useSearchParams()
  const previous = useRef<string | null>(null)
  useEffect(() => {
    const address = `${pathname}?${params.toString()}`
    // The address the search started from is already its state.
    if (previous.current !== null && previous.current !== address) router.addressChanged(address)
    previous.current = address
  }, [pathname, params, router])
  return null
}

/**
 * The price-ascending rule (a lowest-price sort shows only cars with a price) for Algolia mode;
 * the local route adds it on the server.
 */
function PriceAscRule() {
  const { indexUiState } = useInstantSearch()
  return indexUiState.sortBy === 'cars_price_asc' ? <Configure filters="price > 0" /> : null
}

/** The phone drawer's way back to the results, saying how many the chosen filters leave. */
function ShowResults({ onClick }: { onClick: () => void }) {
  const count = useResultCount()
  return (
    <button type="button" className="btn btn-solid w-full" onClick={onClick} data-testid="show-results">
      {count === null ? 'Show results' : showResultsText(count)}
    </button>
  )
}

/** "Filters", with how many are chosen. */
function FiltersButtonText() {
  const { items } = useCurrentRefinements()
  const chosen = items.reduce((sum, item) => sum + item.refinements.length, 0)
  return <>{chosen > 0 ? `Filters (${chosen})` : 'Filters'}</>
}

const DESKTOP = '(min-width: 1024px)'

/**
 * The filter panel is a drawer on phones: over the whole page (modal, focus kept inside, Escape
 * closes), and closing it returns focus to the Filters button. From lg it is the sidebar.
 */
function useFilterDrawer(
  open: boolean,
  close: () => void,
  opener: React.RefObject<HTMLButtonElement | null>,
  panel: React.RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return
    const desktop = window.matchMedia(DESKTOP)
    const onResize = () => desktop.matches && close()
    desktop.addEventListener('change', onResize)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    panel.current?.querySelector<HTMLElement>('[data-drawer-close]')?.focus()
    const returnTo = opener.current
    return () => {
      desktop.removeEventListener('change', onResize)
      document.body.style.overflow = overflow
      returnTo?.focus()
    }
  }, [open, close, opener, panel])
}

export function SearchResults(props: SearchResultsProps) {
  const { config, host, protocol, placeholder, facetFilters, sortOptions } = props
  const client = useMemo(() => createSearchClient(config, host, protocol, serverSearchForSsr()), [config, host, protocol])
  const queryHook = useMemo(() => debounced(QUERY_DEBOUNCE_MS), [])
  const indexNames = sortOptions.map((o) => o.value)
  const panelId = useId()
  const drawerTitle = useId()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const closeFilters = useCallback(() => setFiltersOpen(false), [])
  const opener = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  useFilterDrawer(filtersOpen, closeFilters, opener, panel)
  const resultsTop = useRef<HTMLDivElement>(null)
  const [router] = useState(() => addressRouter())
  // One clock for the whole visit: the listing-date window is read from the address, drawn in the
  // panel and named on its chip from the same now, even after Next renders the page again.
  const [now] = useState(() => new Date(props.nowIso))
  // A hit carries what its card shows, unhighlighted.
  const hitParams = useMemo(() => cardHitParams(props.card.finance.lenderKey), [props.card.finance.lenderKey])
  return (
    <InstantSearchNext
      searchClient={client}
      indexName={INDEX}
      future={{ preserveSharedStateOnUnmount: true }}
      routing={{
        router: router.options,
        stateMapping: {
          stateToRoute: (ui) => uiStateToRoute(ui[INDEX] ?? {}, INDEX, now),
          routeToState: (route: RouteState) => ({ [INDEX]: routeToUiState(route, indexNames, now) }),
        },
      }}
    >
      <FollowAddress router={router} />
      <Configure
        hitsPerPage={HITS_PER_PAGE}
        facetFilters={facetFilters}
        facets={COUNT_FACETS}
        attributesToRetrieve={hitParams.attributesToRetrieve}
        attributesToHighlight={hitParams.attributesToHighlight}
      />
      {config.backend === 'algolia' && props.priceAscRequiresPrice && <PriceAscRule />}
      <ScrollOnPageChange target={resultsTop} />
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside className="space-y-4" aria-label="Search filters">
          <SearchField
            placeholder={placeholder}
            queryHook={queryHook}
            className="min-h-11 w-full rounded-[var(--radius)] border border-black/20 bg-white px-3 text-black"
          />
          <button
            type="button"
            ref={opener}
            className="btn btn-outline w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen(true)}
          >
            <FiltersButtonText />
          </button>
          <div
            id={panelId}
            ref={panel}
            role={filtersOpen ? 'dialog' : undefined}
            aria-modal={filtersOpen || undefined}
            aria-labelledby={filtersOpen ? drawerTitle : undefined}
            onKeyDown={(event) => {
              if (!filtersOpen) return
              if (event.key === 'Escape') closeFilters()
              else trapFocus(event, event.currentTarget)
            }}
            className={
              filtersOpen
                ? 'fixed inset-0 z-50 flex flex-col bg-white text-gray-900 lg:static lg:z-auto lg:block lg:bg-transparent lg:text-inherit'
                : 'hidden lg:block'
            }
            data-testid="filter-panel"
          >
            <div className="flex items-center justify-between border-b border-black/10 px-4 py-2 lg:hidden">
              <h2 id={drawerTitle} className="text-lg font-bold">
                Filters
              </h2>
              <button
                type="button"
                data-drawer-close
                onClick={closeFilters}
                className="flex h-11 w-11 items-center justify-center rounded text-2xl hover:bg-black/5"
              >
                <span aria-hidden="true">×</span>
                <span className="sr-only">Close filters</span>
              </button>
            </div>
            <div className="grid flex-1 content-start gap-6 overflow-y-auto p-4 lg:overflow-visible lg:p-0">
              <MakeFilter popularCount={props.popularMakeCount} logos={props.makeLogos} />
              {RANGE_FILTERS.map((filter) => (
                <RangeFilter key={filter.attribute} filter={filter} />
              ))}
              <div className="grid gap-3">
                {DROPDOWN_FILTERS.map((filter) =>
                  filter.linkOnly ? (
                    <LinkOnlyFilter key={filter.attribute} filter={filter} />
                  ) : (
                    <DropdownFilter key={filter.attribute} filter={filter} certifiedOnly={props.certifiedOnly} />
                  ),
                )}
                <ListingAgeFilter now={now} />
              </div>
              <ClearRefinements
                translations={{ resetButtonText: 'Clear all filters' }}
                classNames={{ button: 'btn btn-outline w-full', disabledButton: 'opacity-50 cursor-not-allowed' }}
              />
              <SearchHistory index={INDEX} title={props.title} now={now} />
            </div>
            <div className="border-t border-black/10 p-4 lg:hidden">
              <ShowResults onClick={closeFilters} />
            </div>
          </div>
        </aside>
        <div className="min-w-0 space-y-4 scroll-mt-24" ref={resultsTop}>
          {/* The cards' h3s need an h2 above them also when the filter panel (with its h2) is folded away on a phone. */}
          <h2 className="sr-only">Search results</h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ResultCount />
            {/* The select is named by its own label, "Sort results by"; HTML allows no <div> (SortBy's root) in a <label>. */}
            <div className="flex items-center gap-2 text-sm">
              <span aria-hidden="true">Sort by</span>
              <SortBy
                items={sortOptions}
                classNames={{ select: 'min-h-11 rounded-[var(--radius)] border border-black/20 bg-white px-2 text-black' }}
              />
            </div>
          </div>
          <FilterChips now={now} />
          <ResultGrid
            refreshPath={props.refreshPath}
            card={props.card}
            nowIso={props.nowIso}
            collapseSold={props.collapseSold}
            promos={props.promos}
          />
          <SearchPagination />
        </div>
      </div>
    </InstantSearchNext>
  )
}
