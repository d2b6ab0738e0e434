'use client'
// A list that shows its first items with a toggle: the Key Information grid (first
// 4, "Show more"/"Show less") and the features list (8, "Show All"/"Hide"). Limits and labels
// come from src/domain/vehicle-detail/expandable.ts.
import { useId, useState } from 'react'
import { expandable } from '@/src/domain/vehicle-detail/expandable'
import type { SpecRow } from '@/src/domain/vehicle-detail/spec-rows'

interface ToggleLabels {
  more: string
  less: string
}

function Toggle({ open, controls, labels, onToggle }: { open: boolean; controls: string; labels: ToggleLabels; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="mt-3 font-semibold text-[var(--color-primary)] underline underline-offset-4"
    >
      {open ? labels.less : labels.more}
    </button>
  )
}

export function KeyInformationGrid({ rows, limit, labels }: { rows: SpecRow[]; limit: number; labels: ToggleLabels }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const { shown, toggles } = expandable(rows, limit, open)
  return (
    <div>
      <dl id={id} className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {shown.map((row) => (
          <div key={row.label} className="rounded-[var(--radius)] bg-[var(--color-surface)] p-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{row.label}</dt>
            <dd className="mt-1 break-words font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
      {toggles && <Toggle open={open} controls={id} labels={labels} onToggle={() => setOpen((o) => !o)} />}
    </div>
  )
}

export function FeatureList({ features, limit, labels }: { features: string[]; limit: number; labels: ToggleLabels }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const { shown, toggles } = expandable(features, limit, open)
  return (
    <div>
      <ul id={id} className="grid gap-2 sm:grid-cols-2">
        {shown.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className="mt-0.5 shrink-0 text-[var(--color-primary)]">
              <path d="M5 12l4 4 10-10" stroke="currentColor" strokeWidth="2.5" fill="none" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      {toggles && <Toggle open={open} controls={id} labels={labels} onToggle={() => setOpen((o) => !o)} />}
    </div>
  )
}
