'use client'

import { useId, useState } from 'react'
import { truncateDisclaimer } from '@/src/domain/finance/disclaimer'

/** Spec 2 §2, §4, §9: the lender disclaimer shows 197 characters until "Show More". */
export function LenderDisclaimer({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const { short, isTruncated } = truncateDisclaimer(text)
  return (
    <div className="text-sm text-gray-700">
      <p id={id}>{expanded || !isTruncated ? text : short}</p>
      {isTruncated && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 font-semibold text-[var(--color-primary)] underline underline-offset-2"
        >
          {expanded ? 'Show Less' : 'Show More'}
        </button>
      )}
    </div>
  )
}
