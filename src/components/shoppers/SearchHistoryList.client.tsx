'use client'
// The shopper's recent searches kept in this browser: the search page offers the others back, and
// My Garage lists them all.
import { useId } from 'react'
import { SEARCH_HISTORY_KEY, type SavedSearch, parseSearchHistory } from '@/src/domain/shoppers/search-history'
import { localList } from './local-list'

export const searchHistory = localList(SEARCH_HISTORY_KEY, parseSearchHistory)

const HEADING = { small: 'font-bold', large: 'text-xl font-bold' }

export function SearchHistoryList({ entries, size = 'small' }: { entries: readonly SavedSearch[]; size?: keyof typeof HEADING }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-testid="search-history">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className={HEADING[size]}>
          Recent searches
        </h2>
        <button type="button" onClick={() => searchHistory.write([])} className="text-sm font-semibold underline">
          Clear<span className="sr-only"> recent searches</span>
        </button>
      </div>
      <ul className="grid gap-1">
        {entries.map((s) => (
          <li key={s.path}>
            <a href={s.path} className="block rounded-[var(--radius)] px-2 py-1.5 hover:bg-black/5">
              <span className="block font-semibold">{s.title}</span>
              {s.filters && <span className="block text-sm text-gray-700">{s.filters}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** My Garage's saved searches: every search this browser kept on this site. */
export function SavedSearches() {
  const entries = searchHistory.use()
  if (entries.length === 0)
    return (
      <section aria-labelledby="saved-searches-heading" className="grid gap-2">
        <h2 id="saved-searches-heading" className={HEADING.large}>
          Recent searches
        </h2>
        <p>
          Searches you make on this site appear here.{' '}
          <a href="/search" className="font-semibold underline underline-offset-4">
            Start a search
          </a>
        </p>
      </section>
    )
  return <SearchHistoryList entries={entries} size="large" />
}
