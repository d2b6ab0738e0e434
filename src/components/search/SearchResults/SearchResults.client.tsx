'use client'
// The search results page (spec 1 §2 screens 1-3). InstantSearchNext renders the first page on
// the server, so the first HTML already has the cards; the browser then takes over.
import { useMemo } from 'react'
import { Configure, Pagination, RefinementList, SearchBox, SortBy, Stats, useHits, useInstantSearch } from 'react-instantsearch'
import { InstantSearchNext } from 'react-instantsearch-nextjs'
import { CarCard } from '@/src/components/search/CarCard/CarCard'
import { NoResults } from '@/src/components/search/NoResults/NoResults'
import { type CardHit, centreResults, searchCardView } from '@/src/domain/inventory/search-card'
import { type RouteState, routeToUiState, uiStateToRoute } from '@/src/domain/inventory/search-url-state'
import type { SearchClientConfig } from '@/src/search/engine/algolia'
import { createSearchClient } from './search-client'

export const INDEX = 'cars'
export const HITS_PER_PAGE = 21
const QUERY_DEBOUNCE_MS = 300

export interface SearchResultsProps {
  config: SearchClientConfig
  host: string
  protocol: 'http' | 'https'
  placeholder: string
  refreshPath: string
  noPrice: string
  facetFilters: (string | string[])[]
  sortOptions: { value: string; label: string }[]
}

function debounced(ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  return (query: string, search: (q: string) => void) => {
    clearTimeout(timer)
    timer = setTimeout(() => search(query), ms)
  }
}

function ResultGrid({ refreshPath, noPrice }: Pick<SearchResultsProps, 'refreshPath' | 'noPrice'>) {
  const { items, results } = useHits<CardHit & Record<string, unknown>>()
  const { status } = useInstantSearch()
  // Previous hits stay on screen while loading (spec 1 §4); the card shows only for a settled empty result.
  if (items.length === 0 && results && results.nbHits === 0 && status !== 'loading' && status !== 'stalled') {
    return <NoResults refreshPath={refreshPath} />
  }
  const centred = centreResults(items.length)
  const labels = { labels: { noPrice } }
  return (
    <ul data-testid="results" className={`grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 ${centred ? 'sm:flex sm:flex-wrap sm:justify-center' : ''}`}>
      {items.map((hit) => (
        <li key={hit.objectID} className={centred ? 'sm:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.75rem)]' : undefined}>
          <CarCard view={searchCardView(hit, labels)} />
        </li>
      ))}
    </ul>
  )
}

export function SearchResults(props: SearchResultsProps) {
  const { config, host, protocol, placeholder, facetFilters, sortOptions } = props
  const client = useMemo(() => createSearchClient(config, host, protocol), [config, host, protocol])
  const queryHook = useMemo(() => debounced(QUERY_DEBOUNCE_MS), [])
  const indexNames = sortOptions.map((o) => o.value)
  return (
    <InstantSearchNext
      searchClient={client}
      indexName={INDEX}
      future={{ preserveSharedStateOnUnmount: true }}
      routing={{
        stateMapping: {
          stateToRoute: (ui) => uiStateToRoute(ui[INDEX] ?? {}, INDEX),
          routeToState: (route: RouteState) => ({ [INDEX]: routeToUiState(route, indexNames) }),
        },
      }}
    >
      <Configure hitsPerPage={HITS_PER_PAGE} facetFilters={facetFilters} />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside className="space-y-4">
          <SearchBox
            placeholder={placeholder}
            queryHook={queryHook}
            classNames={{
              form: 'flex gap-2',
              input: 'min-h-11 w-full rounded-[var(--radius)] border border-black/20 bg-white px-3 text-black',
              submit: 'hidden',
              reset: 'hidden',
              loadingIndicator: 'hidden',
            }}
          />
          <section aria-labelledby="make-heading" className="hidden lg:block">
            <h2 id="make-heading" className="mb-2 font-bold">Make</h2>
            <RefinementList
              attribute="make"
              limit={30}
              sortBy={['name:asc']}
              classNames={{
                list: 'space-y-1',
                label: 'flex cursor-pointer items-center gap-2',
                count: 'ml-auto rounded bg-black/5 px-2 text-xs',
                selectedItem: 'font-bold',
              }}
            />
          </section>
        </aside>
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Stats classNames={{ root: 'text-sm opacity-75' }} />
            <label className="flex items-center gap-2 text-sm">
              <span>Sort by</span>
              <SortBy items={sortOptions} classNames={{ select: 'min-h-11 rounded-[var(--radius)] border border-black/20 bg-white px-2 text-black' }} />
            </label>
          </div>
          <details className="lg:hidden rounded-[var(--radius)] border border-black/10 p-3">
            <summary className="cursor-pointer font-bold">Make</summary>
            <RefinementList
              attribute="make"
              limit={30}
              sortBy={['name:asc']}
              classNames={{ list: 'mt-2 grid grid-cols-2 gap-1', label: 'flex cursor-pointer items-center gap-2', count: 'ml-auto rounded bg-black/5 px-2 text-xs', selectedItem: 'font-bold' }}
            />
          </details>
          <ResultGrid refreshPath={props.refreshPath} noPrice={props.noPrice} />
          <Pagination
            padding={2}
            classNames={{
              list: 'flex flex-wrap justify-center gap-1',
              link: 'flex min-h-11 min-w-11 items-center justify-center rounded-[var(--radius)] border border-black/15 px-3',
              selectedItem: 'font-bold [&>a]:bg-[var(--color-primary)] [&>a]:text-[var(--color-on-primary)]',
              disabledItem: 'opacity-40',
            }}
          />
        </div>
      </div>
    </InstantSearchNext>
  )
}
