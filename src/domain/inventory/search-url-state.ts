// Search page URL state (issue 3: query, page, sortBy, one key per facet). InstantSearch's UI
// state for one index <-> flat URL parameters; pure so back/forward restore is testable.

export interface IndexUiState {
  query?: string
  page?: number
  sortBy?: string
  refinementList?: Record<string, string[]>
}

export type RouteState = Record<string, string | undefined>

/** Facets written to the URL, each under its own key. */
export const URL_FACETS = ['make'] as const
const SEPARATOR = ','

export function uiStateToRoute(state: IndexUiState, defaultIndex: string): RouteState {
  const route: RouteState = {}
  if (state.query) route.query = state.query
  if (state.page && state.page > 1) route.page = String(state.page)
  if (state.sortBy && state.sortBy !== defaultIndex) route.sortBy = state.sortBy
  for (const facet of URL_FACETS) {
    const values = state.refinementList?.[facet]
    if (values && values.length > 0) route[facet] = values.join(SEPARATOR)
  }
  return route
}

export function routeToUiState(route: RouteState, allowedIndexes: readonly string[]): IndexUiState {
  const state: IndexUiState = {}
  const query = typeof route.query === 'string' ? route.query.trim() : ''
  if (query) state.query = query
  const page = Number(route.page)
  if (Number.isInteger(page) && page > 1) state.page = page
  if (typeof route.sortBy === 'string' && allowedIndexes.includes(route.sortBy)) state.sortBy = route.sortBy
  for (const facet of URL_FACETS) {
    const raw = route[facet]
    const values = typeof raw === 'string' ? raw.split(SEPARATOR).map((v) => v.trim()).filter(Boolean) : []
    if (values.length > 0) state.refinementList = { ...state.refinementList, [facet]: values }
  }
  return state
}

/** Sort options of the first search page slice (index name -> label). */
export const SORT_OPTIONS = [
  { value: 'cars', label: 'Most relevant' },
  { value: 'cars_latest', label: 'Latest' },
  { value: 'cars_price_desc', label: 'Highest price' },
  { value: 'cars_price_asc', label: 'Lowest price' },
  { value: 'cars_km_asc', label: 'Lowest km' },
] as const
