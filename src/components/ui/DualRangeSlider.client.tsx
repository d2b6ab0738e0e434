'use client'
// Two native range inputs over one track: keyboard (arrows, Page Up/Down, Home/End) and screen
// readers work as on any slider; only the thumbs take the pointer. The caller owns the values
// and the rules (clamping, snapping, thumbs not crossing) — this only draws and reports moves.
import { gridEnd } from './range-grid'
import { clamp } from '@/src/domain/inventory/range-slider'

const THUMB =
  'pointer-events-none absolute inset-x-0 top-0 h-8 w-full appearance-none bg-transparent focus-visible:outline-none ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-6 [&::-webkit-slider-thumb]:w-6 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-[var(--color-primary)] [&::-webkit-slider-thumb]:shadow ' +
  'focus-visible:[&::-webkit-slider-thumb]:ring-4 focus-visible:[&::-webkit-slider-thumb]:ring-[var(--color-primary)]/40 ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-6 [&::-moz-range-thumb]:w-6 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-[var(--color-primary)]'

export type SliderThumb = 'min' | 'max'

export interface DualRangeSliderProps {
  id: string
  min: number
  max: number
  step: number
  values: readonly [number, number]
  labels: Record<SliderThumb, string>
  valueText: (value: number) => string
  onMove: (thumb: SliderThumb, value: number) => void
  disabled?: boolean
}

export function DualRangeSlider({ id, min, max, step, values, labels, valueText, onMove, disabled }: DualRangeSliderProps) {
  // The inputs run to the step grid's end, so a maximum off the grid is reachable (range-grid.ts).
  const end = gridEnd(min, max, step)
  const span = end - min
  const percent = (value: number) => (span > 0 ? ((value - min) / span) * 100 : 0)
  return (
    <div className="relative h-8">
      <div aria-hidden="true" className="absolute inset-x-0 top-3 h-2 rounded-full bg-gray-300" />
      <div
        aria-hidden="true"
        className="absolute top-3 h-2 rounded-full bg-[var(--color-primary)]"
        style={{ left: `${percent(values[0])}%`, right: `${100 - percent(values[1])}%` }}
      />
      {(['min', 'max'] as const).map((thumb, i) => (
        <input
          key={thumb}
          id={`${id}-${thumb}`}
          type="range"
          aria-label={labels[thumb]}
          aria-valuetext={valueText(values[i])}
          min={min}
          max={end}
          step={step}
          value={values[i]}
          disabled={disabled}
          onChange={(event) => onMove(thumb, clamp(Number(event.target.value), { min, max }))}
          className={THUMB}
        />
      ))}
    </div>
  )
}
