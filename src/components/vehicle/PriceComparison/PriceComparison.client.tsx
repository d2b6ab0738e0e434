'use client'
// The price comparison panel on a vehicle page: fetched when the shopper scrolls
// near it (it sits far below the fold, so the page's load neither asks for it nor parses it),
// hidden while loading, when the rule says so, and on any error (which is logged).
import { useEffect, useRef, useState } from 'react'
import { useNearViewport } from '@/src/components/ui/use-near-viewport'
import type { PriceComparison as Data } from '@/src/domain/inventory/price-comparison'
import { loadPriceComparison } from './load'
import { PriceComparisonPanel } from './PriceComparisonPanel'

export function PriceComparison({ slug }: { slug: string }) {
  // Kept with its slug so a previous car's figures never show for the next one.
  const [loaded, setLoaded] = useState<{ slug: string; data: Data | null } | null>(null)
  const anchor = useRef<HTMLDivElement>(null)
  const near = useNearViewport(anchor, '800px')
  useEffect(() => {
    if (!near) return
    const controller = new AbortController()
    loadPriceComparison(slug, fetch, controller.signal)
      .then((data) => setLoaded({ slug, data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Price comparison unavailable:', error instanceof Error ? error.message : error)
      })
    return () => controller.abort()
  }, [slug, near])
  return loaded?.slug === slug && loaded.data ? <PriceComparisonPanel data={loaded.data} /> : <div ref={anchor} aria-hidden="true" />
}
