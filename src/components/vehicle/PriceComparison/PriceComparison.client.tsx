'use client'
// The price comparison panel on a vehicle page (spec 1 §5, §8): fetched after the page loads,
// hidden while loading, when the rule says so, and on any error (which is logged).
import { useEffect, useState } from 'react'
import type { PriceComparison as Data } from '@/src/domain/inventory/price-comparison'
import { loadPriceComparison } from './load'
import { PriceComparisonPanel } from './PriceComparisonPanel'

export function PriceComparison({ slug }: { slug: string }) {
  const [data, setData] = useState<Data | null>(null)
  useEffect(() => {
    let live = true
    loadPriceComparison(slug)
      .then((d) => live && setData(d))
      .catch((error: unknown) => console.error('Price comparison unavailable:', error instanceof Error ? error.message : error))
    return () => {
      live = false
    }
  }, [slug])
  return data ? <PriceComparisonPanel data={data} /> : null
}
