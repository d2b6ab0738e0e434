'use client'
// The compare control (issue 13) on cards and the vehicle page: a toggle, pressed while the car
// is in the comparison; a fifth car is refused with a message that says why.
import { useState } from 'react'
import { COMPARE_FULL, type CompareEntry, isCompared } from '@/src/domain/shoppers/compare'
import { useCompare } from './use-compare'

export function CompareButton({ entry, withLabel = false }: { entry: CompareEntry; withLabel?: boolean }) {
  const { list, toggle } = useCompare()
  const [refused, setRefused] = useState(false)
  const on = isCompared(list, entry.id)
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-pressed={on}
        onClick={() => setRefused(!toggle(entry))}
        onBlur={() => setRefused(false)}
        className={
          withLabel
            ? 'btn btn-outline w-fit gap-1.5 px-3 text-sm'
            : 'grid h-9 w-9 shrink-0 place-items-center rounded-full border border-black/15 bg-white text-[var(--color-primary)] hover:bg-black/5 aria-pressed:bg-[var(--color-primary)] aria-pressed:text-white'
        }
        title={withLabel ? undefined : on ? 'In your comparison' : 'Compare'}
        data-testid="compare-button"
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M8 3v18M16 3v18M3 8h5M16 16h5" />
        </svg>
        {withLabel ? <span>{on ? 'Comparing' : 'Compare'}</span> : <span className="sr-only">Compare {entry.name}</span>}
      </button>
      {/* Said when it happens (an alert is read out as it appears); a live region per card would crowd the page. */}
      {refused && (
        <span role="alert" className="absolute top-full right-0 z-20 mt-1 w-56 rounded bg-gray-900 p-2 text-xs text-white shadow">
          {COMPARE_FULL}
        </span>
      )}
    </span>
  )
}
