'use client'
// The applied filters as chips above the results: each removes its own filter, and "Clear all"
// removes every one. Nothing shows while no filter is chosen.
import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch'
import { refinementChips } from '@/src/domain/inventory/refinement-chips'

/** `now`: the search page's one clock, which the listing-date window counts back from. */
export function FilterChips({ now }: { now: Date }) {
  const { items, refine } = useCurrentRefinements()
  const { refine: clearAll } = useClearRefinements()
  const chips = refinementChips(
    items.flatMap((item) => item.refinements),
    now,
  )
  if (chips.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="filter-chips">
      <h3 className="sr-only">Applied filters</h3>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => chip.refinements.forEach((r) => refine(r))}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-[var(--color-primary)] bg-[var(--color-primary)]/10 px-3 text-sm font-semibold"
            >
              {chip.text}
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
              <span className="sr-only">: remove this filter</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={clearAll} className="min-h-9 px-1 text-sm font-semibold underline underline-offset-4">
        Clear all
      </button>
    </div>
  )
}
