// Range slider rules: bounds from the facet stats with a default of 0-100000, a step of one
// hundredth of the range, price and km snapped to 1000, values clamped to the range, thumbs that
// never cross, and the "min - max" label.
import type { RangeFilter } from './search-filters'
import { formatCount } from '../numbers'

/** Default slider range 0 to 100000. */
export const DEFAULT_RANGE: Readonly<Range> = { min: 0, max: 100_000 }
/** Sliders search 400 ms after the last move. */
export const SLIDER_DEBOUNCE_MS = 400

export interface Range {
  min: number
  max: number
}

export type Thumb = 'min' | 'max'
export type Values = readonly [number, number]

const finite = (n: number | undefined | null): n is number => typeof n === 'number' && Number.isFinite(n)

/** The facet's min and max (facets_stats); the default range when the stats are missing or broken. */
export function sliderRange(stats: { min?: number | null; max?: number | null } | undefined): Range {
  if (!stats || !finite(stats.min) || !finite(stats.max) || stats.min > stats.max) return { ...DEFAULT_RANGE }
  return { min: stats.min, max: stats.max }
}

/**
 * A slider is shown when the results spread over a range, or while it is refined (so it can be
 * cleared). A facet with no values (subscription prices on most sites) or a single value (km
 * of new caravans) would be a slider that cannot move.
 */
export function sliderVisible(stats: { min?: number | null; max?: number | null } | undefined, refined: boolean): boolean {
  if (refined) return true
  return !!stats && finite(stats.min) && finite(stats.max) && stats.max > stats.min
}

/** One hundredth of the range, rounded (at least 1 so the slider can move). */
export function sliderStep(range: Range): number {
  return Math.max(1, Math.round((range.max - range.min) / 100))
}

export const clamp = (value: number, range: Range) => Math.min(range.max, Math.max(range.min, value))

/** Price and km snap to multiples of 1000; the result is clamped to the range. */
export function snapped(value: number, range: Range, snap: number | undefined): number {
  const v = snap ? Math.round(value / snap) * snap : value
  return clamp(v, range)
}

/** The thumbs' positions for a refinement (InstantSearch gives ±Infinity when unrefined). */
export function currentValues(start: readonly [number | undefined, number | undefined] | undefined, range: Range): Values {
  const lo = finite(start?.[0]) ? clamp(start[0], range) : range.min
  const hi = finite(start?.[1]) ? clamp(start[1], range) : range.max
  return lo <= hi ? [lo, hi] : [hi, lo]
}

export type Move = { ok: true; values: Values } | { ok: false; reason: string }

/**
 * Moves one thumb: a value outside the range is ignored (the caller logs the
 * reason to the console only) and neither thumb passes the other. The thumbs move on the
 * slider's own step grid; snapping applies to what is shown and searched (`snapValues`), so
 * keyboard steps never get stuck between the grid and the multiples of 1000.
 */
export function moveThumb(values: Values, thumb: Thumb, value: number, range: Range): Move {
  if (!finite(value)) return { ok: false, reason: `Slider value ${value} is not a number` }
  if (value < range.min || value > range.max) {
    return { ok: false, reason: `Slider value ${value} is outside ${range.min}-${range.max}; ignored` }
  }
  return { ok: true, values: thumb === 'min' ? [Math.min(value, values[1]), values[1]] : [values[0], Math.max(value, values[0])] }
}

/** Price and km snap to multiples of 1000, clamped to the range; order is kept. */
export function snapValues(values: Values, range: Range, snap: number | undefined): Values {
  return [snapped(values[0], range, snap), snapped(values[1], range, snap)]
}

/** What to refine: a thumb at the end of the range leaves that side open. */
export function refinementOf(values: Values, range: Range): [number | undefined, number | undefined] {
  return [values[0] > range.min ? values[0] : undefined, values[1] < range.max ? values[1] : undefined]
}

function formatValue(value: number, filter: Pick<RangeFilter, 'money' | 'attribute' | 'unit' | 'decimals'>): string {
  if (filter.attribute === 'year') return String(Math.round(value))
  const n = filter.decimals ? value.toFixed(filter.decimals) : formatCount(value)
  return filter.money ? `$${n}` : `${n}${filter.unit ?? ''}`
}

/** "min - max", with " / week" after the subscription price. */
export function rangeLabel(values: Values, filter: Pick<RangeFilter, 'money' | 'attribute' | 'suffix' | 'unit' | 'decimals'>): string {
  return `${formatValue(values[0], filter)} - ${formatValue(values[1], filter)}${filter.suffix ?? ''}`
}

export const formatRangeValue = formatValue
