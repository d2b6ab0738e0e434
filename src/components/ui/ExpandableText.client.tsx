'use client'
// A text cut short with a toggle that shows it whole (dealer comments, lender disclaimers). Where
// to cut is a rule of the caller's domain module; this only shows one text or the other.
import { useId, useState } from 'react'

export interface ExpandableTextProps {
  full: string
  /** The cut text; null when the text is short enough to show whole (no toggle). */
  short: string | null
  labels: { more: string; less: string }
  className?: string
  textClassName?: string
  buttonClassName?: string
}

export function ExpandableText({ full, short, labels, className, textClassName, buttonClassName }: ExpandableTextProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className={className}>
      <p id={id} className={textClassName}>
        {open || short === null ? full : short}
      </p>
      {short !== null && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className={`font-semibold text-[var(--color-primary)] underline ${buttonClassName ?? ''}`}
        >
          {open ? labels.less : labels.more}
        </button>
      )}
    </div>
  )
}
