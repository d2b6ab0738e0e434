'use client'

import { useState } from 'react'
import { parseNumber } from '@/src/domain/finance/money'
import type { Bounds } from '@/src/domain/finance/limits'
import { moneyFieldText } from './format'

export interface NumberBoxProps {
  id: string
  labelledBy: string
  describedBy?: string
  value: number
  /** money: a text field with a $ prefix and thousands separators; number: a native spin button. */
  kind: 'money' | 'number'
  bounds?: Bounds
  /** The domain rule for a typed value (normaliseAmount, clampInput, budgetInput ...). */
  normalise: (raw: unknown) => number
  onChange: (value: number) => void
  unit?: string
  invalid?: boolean
  className?: string
}

/**
 * A typed number that stays as typed while the shopper edits it (so "0." or "4" on the
 * way to "45000" is not snapped away under their cursor), while the figures follow every
 * keystroke. Leaving the field, or Enter, shows the value the rules settled on.
 */
export function NumberBox(props: NumberBoxProps) {
  const { id, labelledBy, describedBy, value, kind, bounds, normalise, onChange, unit, invalid } = props
  const [draft, setDraft] = useState<string | null>(null)
  const shown = draft ?? (kind === 'money' ? moneyFieldText(value) : String(value))

  const commit = () => {
    if (draft === null) return
    onChange(normalise(draft))
    setDraft(null)
  }

  return (
    <div
      className={`flex min-w-0 items-center gap-1 rounded-[var(--radius)] border bg-white px-2 text-gray-900 focus-within:border-[var(--color-primary)] ${
        invalid ? 'border-red-700' : 'border-gray-400'
      } ${props.className ?? ''}`}
    >
      {kind === 'money' && (
        <span aria-hidden="true" className="text-gray-600">
          $
        </span>
      )}
      <input
        id={id}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        type={kind === 'money' ? 'text' : 'number'}
        inputMode="decimal"
        autoComplete="off"
        min={kind === 'number' ? bounds?.min : undefined}
        max={kind === 'number' ? bounds?.max : undefined}
        step={kind === 'number' ? bounds?.step : undefined}
        value={shown}
        onChange={(event) => {
          const text = event.target.value
          setDraft(text)
          const parsed = parseNumber(text)
          if (parsed !== null) onChange(normalise(parsed))
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
        }}
        className="w-full min-w-0 flex-1 scroll-mb-24 bg-transparent py-2 text-right font-semibold tabular-nums outline-offset-4"
      />
      {unit && <span className="whitespace-nowrap text-sm text-gray-600">{unit}</span>}
    </div>
  )
}
