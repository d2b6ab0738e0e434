'use client'
// The manufacturer and dealership offers listings. The server renders the first page from the URL
// (a GET form and real links, so it all works without JavaScript); here filters and pages update
// the URL and fetch through the cached fetcher (use-listing.ts).
import type React from 'react'
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { CardContext } from '@/src/domain/inventory/search-card'
import {
  type ListingInput,
  type ManufacturerListingInput,
  type OffersListingInput,
  cleared,
  hasRefinements,
  listingHref,
  listingPath,
  refine,
  withPage,
} from '@/src/domain/listings/listing-input'
import type { ListingResult } from '@/src/domain/listings/listing-response'
import { isPlainClick } from '@/src/domain/navigation/in-place-link'
import { changedSinceRender, formListing } from './form-state'
import { ListingPagination } from './ListingPagination'
import { ManufacturerFilters, OffersFilters } from './ListingFilters'
import { ListingResults } from './ListingResults'
import { QueryBox } from './QueryBox'
import { useListing } from './use-listing'

export interface ListingPageProps {
  initialInput: ListingInput
  initialResult: ListingResult
  /** The server could not search: the first result is a stand-in, not to be cached. */
  serverFailed: boolean
  card: CardContext
  /** Consecutive sold cars collapse to one on sites that enable it. */
  collapseSold: boolean
  /** The server's clock, so server and browser render the same "New" tags. */
  nowIso: string
  placeholder: string
  searchLabel: string
  /** Where "Clear Filters" goes when there is nothing to clear (tenant refresh path). */
  refreshPath: string
  /** Nothing comes between the heading and the cars, so their first row loads at once. */
  leadsPage: boolean
}

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

export function ListingPage(props: ListingPageProps) {
  const { input, shown, status, error, navigate, retry } = useListing(
    props.initialInput,
    props.initialResult,
    !props.serverFailed,
    props.card.finance.lenderKey,
  )
  // Handlers read the input through a ref so a debounced call never uses an earlier one.
  const latest = useRef(input)
  useLayoutEffect(() => {
    latest.current = input
  })
  const top = useRef<HTMLDivElement>(null)
  const count = useRef<HTMLParagraphElement>(null)
  const form = useRef<HTMLFormElement>(null)

  // A change made before hydration is still in the controls (a GET form): apply it now.
  useEffect(() => {
    if (form.current && changedSinceRender(form.current)) navigate(formListing(latest.current, form.current))
  }, [navigate])

  const onPage = (next: ListingInput) => {
    navigate(next)
    count.current?.focus({ preventScroll: true })
    top.current?.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' })
  }
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    navigate(refine(latest.current, { query: String(new FormData(event.currentTarget).get('query') ?? '').trim() }))
  }
  const onQuery = (query: string) => navigate(refine(latest.current, { query }))

  return (
    <div className="grid gap-6">
      <form
        ref={form}
        role="search"
        method="get"
        action={listingPath(input)}
        onSubmit={onSubmit}
        className="grid gap-4 rounded-[var(--radius)] border border-black/10 bg-white/80 p-4 text-black shadow-sm md:p-5"
        data-testid="listing-filters"
      >
        <QueryBox value={input.query} label={props.searchLabel} placeholder={props.placeholder} onQuery={onQuery} />
        {input.kind === 'offers' ? (
          <OffersFilters input={input} result={shown.result} onChange={(next: OffersListingInput) => navigate(next as typeof input)} />
        ) : (
          <ManufacturerFilters
            input={input}
            result={shown.result}
            onChange={(next: ManufacturerListingInput) => navigate(next as typeof input)}
          />
        )}
        <div className="contents">
          <noscript>
            <button type="submit" className="btn btn-outline">
              Apply filters
            </button>
          </noscript>
          {hasRefinements(input) && (
            <a
              href={listingHref(cleared(input))}
              onClick={(e) => {
                if (!isPlainClick(e)) return
                e.preventDefault()
                navigate(cleared(latest.current))
              }}
              className="justify-self-start text-sm font-semibold underline underline-offset-4"
            >
              Clear all filters
            </a>
          )}
        </div>
      </form>
      <div ref={top} className="grid scroll-mt-32 gap-6">
        <ListingResults
          result={shown.result}
          status={status}
          error={error}
          card={props.card}
          collapseSold={props.collapseSold}
          nowIso={props.nowIso}
          clearHref={hasRefinements(input) ? listingHref(cleared(input)) : props.refreshPath}
          firstPageHref={listingHref(withPage(input, 1))}
          countRef={count}
          onRetry={retry}
          leadsPage={props.leadsPage}
        />
        <ListingPagination input={input} pages={shown.result.pages} onPage={onPage} />
      </div>
    </div>
  )
}
