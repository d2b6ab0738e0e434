'use client'
// "Recent searches" on the search page: each search with filters is kept in this browser once the
// shopper has settled on it (useRecordSearch), and the last five others are offered back as links.
import { useInstantSearch } from 'react-instantsearch'
import { historyPath, otherSearches, searchFilters } from '@/src/domain/shoppers/search-history'
import { SearchHistoryList, searchHistory as history } from '@/src/components/shoppers/SearchHistoryList.client'
import { useRecordSearch } from './record-search'

export function SearchHistory({ index, title, now }: { index: string; title: string; now: Date }) {
  const { uiState } = useInstantSearch()
  const state = uiState[index] ?? {}
  const filters = searchFilters(state, now).join(' · ')
  const list = history.use()

  useRecordSearch(filters, title)

  const current = typeof window === 'undefined' ? '' : historyPath(window.location.pathname, window.location.search)
  const others = otherSearches(list, current)
  return others.length === 0 ? null : <SearchHistoryList entries={others} />
}
