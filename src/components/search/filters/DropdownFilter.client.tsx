'use client'
// A dropdown refinement with an "All" option. Options follow the facet ordering rules and the
// certified rule; choosing a value replaces the previous one and, like any refinement, goes back to
// page 1.
import { useId } from 'react'
import { useInstantSearch, useRefinementList } from 'react-instantsearch'
import { certifiedFacetItems, orderFacetItems } from '@/src/domain/inventory/facet-order'
import { ALL_OPTION, type DropdownFilter as DropdownFilterDef, dropdownLabel } from '@/src/domain/inventory/search-filters'
import { formatCount } from '@/src/domain/numbers'

const MAX_OPTIONS = 100

export function DropdownFilter({ filter, certifiedOnly }: { filter: DropdownFilterDef; certifiedOnly: boolean }) {
  const id = useId()
  const { items } = useRefinementList({ attribute: filter.attribute, limit: MAX_OPTIONS })
  const { indexUiState, setIndexUiState } = useInstantSearch()
  const ordered = orderFacetItems(
    filter.attribute,
    filter.attribute === 'certified' ? certifiedFacetItems(items, { features: { certifiedOnlyFacet: certifiedOnly } }) : items,
  )
  const selected = indexUiState.refinementList?.[filter.attribute]?.[0] ?? ''
  if (ordered.length === 0 && !selected) return null

  const choose = (value: string) =>
    setIndexUiState((state) => {
      const refinementList = { ...state.refinementList, [filter.attribute]: value ? [value] : [] }
      return { ...state, refinementList, page: 1 }
    })

  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {filter.label}
      </label>
      <select
        id={id}
        value={selected}
        onChange={(event) => choose(event.target.value)}
        data-testid={`dropdown-${filter.attribute}`}
        className="min-h-11 w-full rounded-[var(--radius)] border border-black/20 bg-white px-2 text-black"
      >
        <option value="">{ALL_OPTION}</option>
        {selected && !ordered.some((i) => i.value === selected) && <option value={selected}>{dropdownLabel(filter, selected)}</option>}
        {ordered.map((item) => (
          <option key={item.value} value={item.value}>
            {dropdownLabel(filter, item.label)} ({formatCount(item.count)})
          </option>
        ))}
      </select>
    </div>
  )
}

/** A facet only links choose: registered so its value filters and stays in the address, not drawn. */
export function LinkOnlyFilter({ filter }: { filter: DropdownFilterDef }) {
  useRefinementList({ attribute: filter.attribute, limit: 1 })
  return null
}
