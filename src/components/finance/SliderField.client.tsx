'use client'

import type React from 'react'
import type { Bounds } from '@/src/domain/finance/limits'
import { gridEnd } from '@/src/components/ui/range-grid'
import { clamp } from '@/src/domain/inventory/range-slider'
import { NumberBox } from './NumberBox.client'

interface Props {
  id: string
  label: string
  value: number
  bounds: Bounds
  kind: 'money' | 'number'
  unit?: string
  /** Spoken value for the slider, e.g. "$30,000" or "5 years". */
  valueText: (value: number) => string
  normalise: (raw: unknown) => number
  onChange: (value: number) => void
  /** The message shown at or beyond a bound; announced when it appears. */
  message?: string | null
  children?: React.ReactNode
}

/**
 * A labelled native range slider (arrow keys, Page Up/Down, Home/End) linked to a typed
 * field with the same name, so keyboard, pointer and screen-reader users set the same value.
 */
export function SliderField({ id, label, value, bounds, kind, unit, valueText, normalise, onChange, message, children }: Props) {
  const labelId = `${id}-label`
  const messageId = `${id}-message`
  // The slider cannot show a value outside its bounds; the typed field and message can. Its
  // input runs to the step grid's end, so a maximum off the grid (a cap from the car's price)
  // is reachable (range-grid.ts).
  const sliderValue = clamp(value, bounds)
  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <label id={labelId} htmlFor={`${id}-range`} className="font-semibold">
          {label}
        </label>
        <NumberBox
          id={`${id}-input`}
          labelledBy={labelId}
          describedBy={messageId}
          value={value}
          kind={kind}
          bounds={bounds}
          normalise={normalise}
          onChange={onChange}
          unit={unit}
          invalid={Boolean(message)}
          className="w-40"
        />
      </div>
      <input
        id={`${id}-range`}
        type="range"
        min={bounds.min}
        max={gridEnd(bounds.min, bounds.max, bounds.step)}
        step={bounds.step}
        value={sliderValue}
        aria-valuetext={valueText(value)}
        aria-describedby={messageId}
        onChange={(event) => onChange(clamp(Number(event.target.value), bounds))}
        className="mt-2 h-6 w-full scroll-mb-24 cursor-pointer accent-[var(--color-primary)]"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-gray-600">
        <span>{valueText(bounds.min)}</span>
        <span>{valueText(bounds.max)}</span>
      </div>
      <p id={messageId} aria-live="polite" className="text-sm font-semibold text-red-700 [&:not(:empty)]:mt-1">
        {message ?? ''}
      </p>
      {children}
    </div>
  )
}
