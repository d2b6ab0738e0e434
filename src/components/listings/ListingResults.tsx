// The cards of a listing with its count, busy and error states and the empty card: while loading or
// after an error the previous cards stay, dimmed.
import type React from 'react'
import { useMemo } from 'react'
import { CardGrid } from '@/src/components/search/CardGrid'
import { NoResults } from '@/src/components/search/NoResults/NoResults'
import type { CardContext, CardHit } from '@/src/domain/inventory/search-card'
import { resultCountText } from '@/src/domain/listings/copy'
import type { ListingResult } from '@/src/domain/listings/listing-response'
import type { ListingStatus } from './use-listing'

export interface ListingResultsProps {
  result: ListingResult
  status: ListingStatus
  error: string | null
  card: CardContext
  collapseSold: boolean
  nowIso: string
  clearHref: string
  /** Shown when the page asked for is past the last page. */
  firstPageHref: string
  countRef: React.RefObject<HTMLParagraphElement | null>
  onRetry(): void
  /** The cars are the page's main content at the top (see CardGrid). */
  leadsPage: boolean
}

export function ListingResults({
  result,
  status,
  error,
  card,
  collapseSold,
  nowIso,
  clearHref,
  firstPageHref,
  countRef,
  onRetry,
  leadsPage,
}: ListingResultsProps) {
  const now = useMemo(() => new Date(nowIso), [nowIso])
  const busy = status === 'loading'
  const hits = result.hits as (CardHit & { objectID: string })[]
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p ref={countRef} tabIndex={-1} className="text-sm font-semibold outline-none" aria-live="polite" data-testid="result-count">
          {resultCountText(result.count)}
        </p>
        {busy && (
          <p role="status" className="text-sm opacity-70">
            Updating results…
          </p>
        )}
      </div>
      {status === 'error' && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius)] border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          <p>We could not update the results{error ? ` (${error})` : ''}. The cars below are from your previous search.</p>
          <button type="button" onClick={onRetry} className="btn btn-outline min-h-11 py-1 text-sm">
            Try again
          </button>
        </div>
      )}
      {result.count === 0 ? (
        <div className={busy ? 'opacity-60' : undefined}>
          <NoResults refreshPath={clearHref} />
        </div>
      ) : hits.length === 0 ? (
        <p className="rounded-[var(--radius)] border border-black/10 p-6 text-center">
          There are no cars on this page.{' '}
          <a href={firstPageHref} className="font-semibold underline">
            Go to the first page
          </a>
        </p>
      ) : (
        <CardGrid hits={hits} card={card} now={now} busy={busy} collapseSold={collapseSold} leadsPage={leadsPage} />
      )}
    </div>
  )
}
