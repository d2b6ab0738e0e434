'use client'
// Dropdown refinements, each with an "All" option. Options follow the facet ordering rules and the
// certified rule; choosing a value replaces the previous one and, like any refinement, goes back to
// page 1.
import { useMemo } from 'react'
import { useInstantSearch, useNumericMenu, useRefinementList } from 'react-instantsearch'
import { certifiedFacetItems, orderFacetItems } from '@/src/domain/inventory/facet-order'
import { LISTING_AGE_FILTER, listingAgeMenuItems } from '@/src/domain/inventory/listing-age'
import { ALL_OPTION, type DropdownFilter as DropdownFilterDef, dropdownLabel } from '@/src/domain/inventory/search-filters'
import { formatCount } from '@/src/domain/numbers'
import { FilterSelect } from '@/src/components/ui/FilterSelect'

const MAX_OPTIONS = 100

export function DropdownFilter({ filter, certifiedOnly }: { filter: DropdownFilterDef; certifiedOnly: boolean }) {
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

  const options = ordered.map((item) => ({ value: item.value, label: `${dropdownLabel(filter, item.label)} (${formatCount(item.count)})` }))
  if (selected && !ordered.some((i) => i.value === selected)) options.unshift({ value: selected, label: dropdownLabel(filter, selected) })
  return (
    <FilterSelect
      label={filter.label}
      testId={`dropdown-${filter.attribute}`}
      value={selected}
      all={{ value: '', label: ALL_OPTION }}
      options={options}
      onChange={choose}
    />
  )
}

/** A facet only links choose: registered so its value filters and stays in the address, not drawn. */
export function LinkOnlyFilter({ filter }: { filter: DropdownFilterDef }) {
  useRefinementList({ attribute: filter.attribute, limit: 1 })
  return null
}

/**
 * "Listed": the last 24 hours, 7 days or 30 days, each window counted back from `now` (the one
 * the page's address state is read with). Always offered: the attribute has no counts.
 */
export function ListingAgeFilter({ now }: { now: Date }) {
  const items = useMemo(() => [{ label: ALL_OPTION }, ...listingAgeMenuItems(now)], [now])
  const { items: options, refine } = useNumericMenu({ attribute: LISTING_AGE_FILTER.attribute, items })
  const [all, ...periods] = options
  return (
    <FilterSelect
      label={LISTING_AGE_FILTER.label}
      testId={`dropdown-${LISTING_AGE_FILTER.attribute}`}
      value={periods.find((p) => p.isRefined)?.value ?? all.value}
      all={{ value: all.value, label: ALL_OPTION }}
      options={periods.map((p) => ({ value: p.value, label: p.label }))}
      onChange={refine}
    />
  )
}
