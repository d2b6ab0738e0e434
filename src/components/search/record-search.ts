import { useEffect } from 'react'
import { recordSearch, searchToKeep } from '@/src/domain/shoppers/search-history'
import { searchHistory } from '@/src/components/shoppers/SearchHistoryList.client'

/** How long a search must stand before it is kept. */
export const SETTLE_MS = 1_500

/**
 * Keeps the page's search in this browser's recent searches once the shopper has settled on it
 * (a pause, so typing and dragging a slider add one entry, not dozens). `filters` is the readable
 * list of chosen filters; null keeps nothing (another part of the page is keeping it).
 */
export function useRecordSearch(filters: string | null, title: string): void {
  useEffect(() => {
    if (filters === null) return
    const timer = setTimeout(() => {
      const entry = searchToKeep(window.location.pathname, window.location.search, title, filters)
      if (entry) searchHistory.write(recordSearch(searchHistory.read(), entry))
    }, SETTLE_MS)
    return () => clearTimeout(timer)
  }, [filters, title])
}
