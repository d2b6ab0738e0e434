'use client'
// One range slider of the search page. The thumbs move at once; the search waits 400 ms after the
// last move. Every rule is in range-slider.ts.
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useRange } from 'react-instantsearch'
import { DualRangeSlider, type SliderThumb } from '@/src/components/ui/DualRangeSlider.client'
import {
  SLIDER_DEBOUNCE_MS,
  type Values,
  currentValues,
  formatRangeValue,
  moveThumb,
  rangeLabel,
  refinementOf,
  sliderRange,
  sliderStep,
  snapValues,
  snapped,
  sliderVisible,
} from '@/src/domain/inventory/range-slider'
import type { RangeFilter as RangeFilterDef } from '@/src/domain/inventory/search-filters'

export function RangeFilter({ filter }: { filter: RangeFilterDef }) {
  const id = useId()
  const { range: stats, start, refine } = useRange({ attribute: filter.attribute })
  const range = useMemo(() => sliderRange(stats), [stats])
  const committed = useMemo(() => currentValues(start, range), [start, range])
  // A draft belongs to the refinement it was dragged from: a refinement from elsewhere (URL,
  // Clear, back/forward) replaces an unsent draft.
  const [drag, setDrag] = useState<{ from: Values; values: Values } | null>(null)
  const draft = drag && drag.from[0] === committed[0] && drag.from[1] === committed[1] ? drag.values : null
  const setDraft = (values: Values) => setDrag({ from: committed, values })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const refined = Number.isFinite(start[0]) || Number.isFinite(start[1])
  if (draft === null && !sliderVisible(stats, refined)) return null

  const values = draft ?? committed
  const onMove = (thumb: SliderThumb, value: number) => {
    const move = moveThumb(values, thumb, value, range)
    if (!move.ok) {
      console.log(move.reason) // slider errors go to the console only
      return
    }
    setDraft(move.values)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      try {
        refine(refinementOf(snapValues(move.values, range, filter.snap), range))
      } catch (error) {
        console.log('Slider refinement failed', error)
      }
    }, SLIDER_DEBOUNCE_MS)
  }

  return (
    <fieldset className="grid gap-2" data-testid={`range-${filter.attribute}`}>
      <legend className="flex w-full items-baseline justify-between gap-2 font-semibold">
        <span>{filter.label}</span>
      </legend>
      <p className="text-sm tabular-nums" aria-live="polite" data-testid={`range-${filter.attribute}-label`}>
        {rangeLabel(snapValues(values, range, filter.snap), filter)}
      </p>
      <DualRangeSlider
        id={id}
        min={range.min}
        max={range.max}
        step={sliderStep(range)}
        values={values}
        labels={{ min: `Minimum ${filter.label.toLowerCase()}`, max: `Maximum ${filter.label.toLowerCase()}` }}
        valueText={(v) => `${formatRangeValue(snapped(v, range, filter.snap), filter)}${filter.suffix ?? ''}`}
        onMove={onMove}
      />
    </fieldset>
  )
}
