'use client'
// The compare page's browser parts: without ?cars= it opens the cars this browser is
// comparing (or says there are none), and Remove takes a car out of the table and the list.
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { comparePath } from '@/src/domain/shoppers/compare'
import { useCompare } from './use-compare'

export function CompareFromBrowser() {
  const { list } = useCompare()
  const router = useRouter()
  useEffect(() => {
    if (list.length) router.replace(comparePath(list.map((c) => c.slug)))
  }, [list, router])
  if (list.length) return <p role="status">Opening your comparison…</p>
  return (
    <div className="rounded-[var(--radius)] border border-dashed border-black/20 p-8 text-center" data-testid="compare-empty">
      <p className="text-lg font-semibold">No cars to compare yet</p>
      <p className="mt-1">Press Compare on up to four cars to see them side by side. No sign-in needed.</p>
      <a href="/search" className="btn btn-solid mt-4">
        Browse our stock
      </a>
    </div>
  )
}

export function CompareRemove({ id, slug, name, shown }: { id: string; slug: string; name: string; shown: string[] }) {
  const { list, toggle } = useCompare()
  const router = useRouter()
  return (
    <button
      type="button"
      // A whole touch target (44 px), not the 20 px of its line of text.
      className="inline-flex min-h-11 items-center text-sm font-semibold text-[var(--color-primary)] underline"
      onClick={() => {
        const kept = list.find((c) => c.id === id)
        if (kept) toggle(kept)
        router.replace(comparePath(shown.filter((s) => s !== slug)))
      }}
    >
      Remove<span className="sr-only"> {name} from the comparison</span>
    </button>
  )
}
