'use client'
// The compare tray: while the shopper is comparing cars, a bar at the foot of every
// page of the site names how many and leads to the side-by-side table; Clear empties it. It
// stays out of the way of the compare page itself.
import { usePathname } from 'next/navigation'
import { MAX_COMPARE, comparePath } from '@/src/domain/shoppers/compare'
import { useCompare } from './use-compare'

export function CompareTray() {
  const { list, clear } = useCompare()
  const path = usePathname()
  if (list.length === 0 || path === '/compare') return null
  return (
    <aside
      aria-label="Cars to compare"
      className="fixed right-3 bottom-24 z-40 flex items-center gap-2 rounded-full border border-black/10 bg-white py-1.5 pr-1.5 pl-4 text-sm text-gray-900 shadow-lg md:bottom-4"
      data-testid="compare-tray"
    >
      <span>
        {list.length} of {MAX_COMPARE} to compare
      </span>
      <button type="button" onClick={clear} className="min-h-9 px-2 font-semibold underline">
        Clear
      </button>
      <a href={comparePath(list.map((c) => c.slug))} className="btn btn-solid min-h-9 px-4 py-1.5 text-sm">
        Compare{list.length > 1 ? ` ${list.length} cars` : ''}
      </a>
    </aside>
  )
}
