// The search page's applied-filter chips: one chip per chosen value, and one per range (its two
// bounds together), each named as the filter panel names it and removable on its own.
import { LISTING_AGE_FILTER, listedSinceText } from './listing-age'
import { formatRangeValue } from './range-slider'
import { DROPDOWN_FILTERS, MAKE_ATTRIBUTE, MODEL_ATTRIBUTE, MODEL_SEPARATOR, RANGE_FILTERS, dropdownLabel } from './search-filters'

/** A refinement as InstantSearch's current refinements list it. */
export interface ChosenRefinement {
  attribute: string
  type: string
  value: string | number
  operator?: string
}

export interface RefinementChip<R extends ChosenRefinement = ChosenRefinement> {
  key: string
  text: string
  /** What removing the chip takes away (a range's bounds go together). */
  refinements: R[]
}

function rangeText(attribute: string, bounds: { min?: number; max?: number }): string {
  const filter = RANGE_FILTERS.find((f) => f.attribute === attribute)
  const label = filter?.label ?? attribute
  const show = (n: number) => (filter ? formatRangeValue(n, filter) : String(n))
  const suffix = filter?.suffix ?? ''
  if (bounds.min !== undefined && bounds.max !== undefined) return `${label} ${show(bounds.min)} – ${show(bounds.max)}${suffix}`
  if (bounds.min !== undefined) return `${label} from ${show(bounds.min)}${suffix}`
  return `${label} up to ${show(bounds.max ?? 0)}${suffix}`
}

function valueText(attribute: string, value: string): string {
  if (attribute === MAKE_ATTRIBUTE) return value
  if (attribute === MODEL_ATTRIBUTE) return value.split(MODEL_SEPARATOR).join(' ')
  const filter = DROPDOWN_FILTERS.find((f) => f.attribute === attribute)
  return filter ? `${filter.label}: ${dropdownLabel(filter, value)}` : value
}

/** `now` is the one the listing-date filter counts its window back from. */
export function refinementChips<R extends ChosenRefinement>(chosen: readonly R[], now: Date): RefinementChip<R>[] {
  const isBound = (r: R) => r.type === 'numeric' && (r.operator === '>=' || r.operator === '<=')
  const chips: RefinementChip<R>[] = []
  for (const r of chosen) {
    if (r.attribute === LISTING_AGE_FILTER.attribute) {
      chips.push({ key: r.attribute, text: listedSinceText(Number(r.value), now), refinements: [r] })
      continue
    }
    if (!isBound(r)) {
      const value = String(r.value)
      chips.push({ key: `${r.attribute}:${value}`, text: valueText(r.attribute, value), refinements: [r] })
      continue
    }
    // A range is one chip, where its first bound stands, holding both bounds.
    const key = `range:${r.attribute}`
    if (chips.some((c) => c.key === key)) continue
    const bounds = chosen.filter((b) => b.attribute === r.attribute && isBound(b))
    const min = bounds.find((b) => b.operator === '>=')
    const max = bounds.find((b) => b.operator === '<=')
    const text = rangeText(r.attribute, { min: min && Number(min.value), max: max && Number(max.value) })
    chips.push({ key, text, refinements: bounds })
  }
  return chips
}
