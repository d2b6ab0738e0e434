'use client'
// The price comparison panel on a vehicle page (spec 1 §5, §8): fetched after the page loads,
// hidden while loading, when the rule says so, and on any error (which is logged).
import { useEffect, useState } from 'react'
import type { PriceComparison as Data } from '@/src/domain/inventory/price-comparison'
import { loadPriceComparison } from './load'
import { PriceComparisonPanel } from './PriceComparisonPanel'

export function PriceComparison({ slug }: { slug: string }) {
  // Kept with its slug so a previous car's figures never show for the next one.
  const [loaded, setLoaded] = useState<{ slug: string; data: Data | null } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    loadPriceComparison(slug, fetch, controller.signal)
      .then((data) => setLoaded({ slug, data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Price comparison unavailable:', error instanceof Error ? error.message : error)
      })
    return () => controller.abort()
  }, [slug])
  return loaded?.slug === slug && loaded.data ? <PriceComparisonPanel data={loaded.data} /> : null
}
