'use client'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { searchViewKey, searchViewTiming } from '@/src/domain/analytics/search-view'
import { ANALYTICS_EVENTS, track } from '@/src/components/analytics'
import { SETTLE_MS } from './record-search'

/**
 * Analytics event 49 (search page view): the page's first view at once, then each new search the
 * shopper settles on, read from the address the search writes. It lives in the part of the page
 * that stays while the search app loads, so loading it reports nothing twice; a visit that comes
 * back to the page mounts it afresh and is a new view.
 */
export function SearchPageView({ title }: { title: string }): null {
  const key = searchViewKey(usePathname(), `?${useSearchParams().toString()}`)
  const reported = useRef<string | null>(null)
  useEffect(() => {
    const timing = searchViewTiming(reported.current, key)
    if (timing === 'never') return
    const report = () => {
      reported.current = key
      track(ANALYTICS_EVENTS.searchPageView, { search_path: key, search_title: title })
    }
    if (timing === 'now') return report()
    const timer = setTimeout(report, SETTLE_MS)
    return () => clearTimeout(timer)
  }, [key, title])
  return null
}
