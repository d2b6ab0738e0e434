'use client'
// "Recent searches" on the search page (issue 13; spec 2 §3 Search history): each search with
// filters is kept in this browser once the shopper has settled on it (a pause, so typing and
// dragging a slider add one entry, not dozens), and the last five others are offered back as links.
import { useEffect, useId } from 'react'
import { useInstantSearch } from 'react-instantsearch'
import {
  SEARCH_HISTORY_KEY,
  historyPath,
  otherSearches,
  parseSearchHistory,
  recordSearch,
  searchFilters,
  searchToKeep,
} from '@/src/domain/shoppers/search-history'
import { localList } from '@/src/components/shoppers/local-list'

/** How long a search must stand before it is kept. */
const SETTLE_MS = 1_500
const history = localList(SEARCH_HISTORY_KEY, parseSearchHistory)

export function SearchHistory({ index, title }: { index: string; title: string }) {
  const { uiState } = useInstantSearch()
  const state = uiState[index] ?? {}
  const filters = searchFilters(state).join(' · ')
  const list = history.use()
  const headingId = useId()

  useEffect(() => {
    const timer = setTimeout(() => {
      const entry = searchToKeep(window.location.pathname, window.location.search, title, filters)
      if (entry) history.write(recordSearch(history.read(), entry))
    }, SETTLE_MS)
    return () => clearTimeout(timer)
  }, [filters, title])

  const current = typeof window === 'undefined' ? '' : historyPath(window.location.pathname, window.location.search)
  const others = otherSearches(list, current)
  if (others.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-testid="search-history">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-bold">
          Recent searches
        </h2>
        <button type="button" onClick={() => history.write([])} className="text-sm font-semibold underline">
          Clear<span className="sr-only"> recent searches</span>
        </button>
      </div>
      <ul className="grid gap-1">
        {others.map((s) => (
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
