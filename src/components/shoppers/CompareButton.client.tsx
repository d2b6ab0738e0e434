'use client'
// The compare control on the vehicle page: a toggle, pressed while the car is in the
// comparison; a fifth car is refused with a message that says why.
import { useState } from 'react'
import { COMPARE_FULL, type CompareEntry, isCompared } from '@/src/domain/shoppers/compare'
import { useCompare } from './use-compare'
import { ToggleIcon, toggleClass } from './toggle-look'

export function CompareButton({ entry }: { entry: CompareEntry }) {
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
        className={toggleClass(true)}
        data-testid="compare-button"
      >
        <ToggleIcon on={on} fillWhenOn={false} path="M8 3v18M16 3v18M3 8h5M16 16h5" />
        <span>{on ? 'Comparing' : 'Compare'}</span>
      </button>
      {/* Said when it happens (an alert is read out as it appears). */}
      {refused && (
        <span role="alert" className="absolute top-full right-0 z-20 mt-1 w-56 rounded bg-gray-900 p-2 text-xs text-white shadow">
          {COMPARE_FULL}
        </span>
      )}
    </span>
  )
}
