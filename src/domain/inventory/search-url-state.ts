// Search page URL state (query, page, sortBy, one key per facet). InstantSearch's UI state for one
// index <-> flat URL parameters; pure so back/forward restore is testable. Ranges use
// InstantSearch's "min:max" form, which is also what the budget finder links to
// (?price=min:max&sortBy=cars_price_desc). The listing date is kept as its period (?listed=7d) and
// searched as a window back from `now` (listing-age.ts).
import { LISTING_AGE_FILTER, listingAgeMenuValue, listingAgeOfKey, listingAgeOfMenuValue } from './listing-age'
import { sameValue } from '@/src/domain/listings/copy'
import { MULTI_VALUE_FACETS, RANGE_ATTRIBUTES, SINGLE_VALUE_FACETS, urlKeyOf } from './search-filters'
import { MAX_PAGE, MAX_QUERY_LENGTH } from './search-limits'

export interface IndexUiState {
  query?: string
  page?: number
  sortBy?: string
  refinementList?: Record<string, string[]>
  range?: Record<string, string>
  /** InstantSearch's numeric menus, "start:end": the listing date's window. */
  numericMenu?: Record<string, string>
}

export type RouteState = Record<string, string | undefined>

/** The search page's free-text parameter: /search?query=hilux. */
export const SEARCH_QUERY_PARAM = 'query'

const SEPARATOR = ','

const RANGE_VALUE = /^(-?\d+(?:\.\d+)?)?:(-?\d+(?:\.\d+)?)?$/

/** "10000:50000", "10000:" or ":50000"; min above max is swapped, nonsense is dropped. */
export function parseRangeParam(raw: string | undefined): string | undefined {
  const match = typeof raw === 'string' ? raw.trim().match(RANGE_VALUE) : null
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined
  const [min, max] = [match[1], match[2]].map((v) => (v === undefined ? undefined : Number(v)))
  if (min !== undefined && max !== undefined && min > max) return `${max}:${min}`
  return `${min ?? ''}:${max ?? ''}`
}

export function uiStateToRoute(state: IndexUiState, defaultIndex: string, now: Date): RouteState {
  const route: RouteState = {}
  if (state.query) route[SEARCH_QUERY_PARAM] = state.query
  if (state.page && state.page > 1) route.page = String(state.page)
  if (state.sortBy && state.sortBy !== defaultIndex) route.sortBy = state.sortBy
  for (const facet of [...MULTI_VALUE_FACETS, ...SINGLE_VALUE_FACETS]) {
    const values = state.refinementList?.[facet]
    if (values && values.length > 0) route[urlKeyOf(facet)] = values.join(SEPARATOR)
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const value = parseRangeParam(state.range?.[attribute])
    if (value) route[urlKeyOf(attribute)] = value
  }
  const listed = listingAgeOfMenuValue(state.numericMenu?.[LISTING_AGE_FILTER.attribute], now)
  if (listed) route[LISTING_AGE_FILTER.urlKey] = listed.key
  return route
}

export function routeToUiState(route: RouteState, allowedIndexes: readonly string[], now: Date): IndexUiState {
  const state: IndexUiState = {}
  const typed = route[SEARCH_QUERY_PARAM]
  const query = typeof typed === 'string' ? typed.trim().slice(0, MAX_QUERY_LENGTH) : ''
  if (query) state.query = query
  const page = Number(route.page)
  if (Number.isInteger(page) && page > 1) state.page = Math.min(page, MAX_PAGE)
  if (typeof route.sortBy === 'string' && allowedIndexes.includes(route.sortBy)) state.sortBy = route.sortBy
  const refine = (facet: string, values: string[]) => {
    if (values.length > 0) state.refinementList = { ...state.refinementList, [facet]: values }
  }
  for (const facet of MULTI_VALUE_FACETS) {
    const raw = route[urlKeyOf(facet)]
    refine(
      facet,
      typeof raw === 'string'
        ? raw
            .split(SEPARATOR)
            .map((v) => v.trim())
            .filter(Boolean)
        : [],
    )
  }
  for (const facet of SINGLE_VALUE_FACETS) {
    const raw = route[urlKeyOf(facet)]
    refine(facet, typeof raw === 'string' && raw.trim() ? [raw.trim()] : [])
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const value = parseRangeParam(route[urlKeyOf(attribute)])
    if (value) state.range = { ...state.range, [attribute]: value }
  }
  const listed = listingAgeOfKey(route[LISTING_AGE_FILTER.urlKey])
  if (listed) state.numericMenu = { [LISTING_AGE_FILTER.attribute]: listingAgeMenuValue(listed, now) }
  return state
}

const isMultiValue = (facet: string) => (MULTI_VALUE_FACETS as readonly string[]).includes(facet)

/** The facets an address names values of (make cards, models, dropdowns), so their stocked spellings can be looked up. */
export function valueFacetsIn(params: URLSearchParams): string[] {
  return [...MULTI_VALUE_FACETS, ...SINGLE_VALUE_FACETS].filter((facet) => params.getAll(urlKeyOf(facet)).length === 1)
}

/**
 * The address with each facet value spelled as the stock spells it (?tag=runout sale ->
 * ?tag=Runout Sale), or null when every value already is. A filter finds the same cars either way
 * (facet values match case-insensitively), but the page shows a choice by its exact value: the
 * "Runout Sale (8)" option chosen, not a second "runout sale (0)" beside it, and its chip and
 * recent-search entry in the dealer's words. `spellings` are each facet's stocked values, most
 * common first: a value stocked in several casings takes the most common unless it is one of them,
 * and a value nothing is stocked under stays as typed (it finds nothing either way).
 */
export function stockSpelledParams(
  params: URLSearchParams,
  spellings: Readonly<Record<string, readonly string[]>>,
): URLSearchParams | null {
  const spelled = new URLSearchParams(params)
  let changed = false
  for (const facet of valueFacetsIn(params)) {
    const key = urlKeyOf(facet)
    const raw = params.get(key)!
    const known = spellings[facet] ?? []
    const spell = (value: string) => {
      const trimmed = value.trim()
      if (known.includes(trimmed)) return value
      return known.find((k) => sameValue(k, trimmed)) ?? value
    }
    const value = isMultiValue(facet) ? raw.split(SEPARATOR).map(spell).join(SEPARATOR) : spell(raw)
    if (value === raw) continue
    spelled.set(key, value)
    changed = true
  }
  return changed ? spelled : null
}
