'use client'
// "Recent searches" on the search page (issue 13; spec 2 §3 Search history): each search with
// filters is kept in this browser once the shopper has settled on it (a pause, so typing and
// dragging a slider add one entry, not dozens), and the last five others are offered back as links.
import { useEffect } from 'react'
import { useInstantSearch } from 'react-instantsearch'
import { historyPath, otherSearches, recordSearch, searchFilters, searchToKeep } from '@/src/domain/shoppers/search-history'
import { SearchHistoryList, searchHistory as history } from '@/src/components/shoppers/SearchHistoryList.client'

/** How long a search must stand before it is kept. */
const SETTLE_MS = 1_500

export function SearchHistory({ index, title }: { index: string; title: string }) {
  const { uiState } = useInstantSearch()
  const state = uiState[index] ?? {}
  const filters = searchFilters(state).join(' · ')
  const list = history.use()

  useEffect(() => {
    const timer = setTimeout(() => {
      const entry = searchToKeep(window.location.pathname, window.location.search, title, filters)
      if (entry) history.write(recordSearch(history.read(), entry))
    }, SETTLE_MS)
    return () => clearTimeout(timer)
  }, [filters, title])

  const current = typeof window === 'undefined' ? '' : historyPath(window.location.pathname, window.location.search)
  const others = otherSearches(list, current)
  return others.length === 0 ? null : <SearchHistoryList entries={others} />
}
