// Search history, the last 5 searches (non-empty filters plus path): the searches a shopper made on
// this dealer site, kept in their browser and offered back on the search page. An entry is the
// search's address (without its page number) and a readable summary of its filters.
import { type IndexUiState, parseRangeParam } from '@/src/domain/inventory/search-url-state'
import {
  DROPDOWN_FILTERS,
  MAKE_ATTRIBUTE,
  MODEL_ATTRIBUTE,
  RANGE_FILTERS,
  dropdownLabel,
  modelName,
} from '@/src/domain/inventory/search-filters'
import { LISTING_AGE_FILTER, listingAgeOfMenuValue, listingAgeText } from '@/src/domain/inventory/listing-age'
import { formatCount } from '@/src/domain/numbers'
import { parseStoredList, readEntry, withNewestFirst } from './stored-list'

export const SEARCH_HISTORY_KEY = 'search_history'
export const MAX_SEARCHES = 5

export interface SavedSearch {
  /** "/search/used-cars?make=Toyota", on this site. */
  path: string
  /** The search page's heading for the path ("Used Cars"). */
  title: string
  /** The filters chosen on the page, readable: "Toyota · SUV · $10,000 to $40,000". */
  filters: string
}

/** Only this site's search pages: a stored entry can never become a link elsewhere. */
const SEARCH_PATH = /^\/search(?:[/?]|$)/

const readSearch = (item: unknown) => {
  const entry = readEntry<SavedSearch>(item, { path: { min: 7, max: 1000 }, title: { min: 1, max: 200 }, filters: { max: 400 } })
  return entry && SEARCH_PATH.test(entry.path) && !entry.path.startsWith('//') ? entry : null
}
const pathOf = (s: SavedSearch) => s.path

export const parseSearchHistory = (raw: string | null | undefined): SavedSearch[] =>
  parseStoredList(raw, readSearch, pathOf).slice(0, MAX_SEARCHES)

export const recordSearch = (list: readonly SavedSearch[], search: SavedSearch): SavedSearch[] =>
  withNewestFirst(list, search, pathOf, MAX_SEARCHES)

/** The searches to offer on a page: the others, newest first. */
export const otherSearches = (list: readonly SavedSearch[], currentPath: string): SavedSearch[] =>
  list.filter((s) => s.path !== currentPath)

/**
 * The entry a settled search makes, or null when it is not worth keeping: a bare /search with no
 * filters is everyone's starting point, not a search (an entry needs non-empty filters).
 */
export function searchToKeep(pathname: string, search: string, title: string, filters: string): SavedSearch | null {
  if (!filters && pathname.replace(/\/$/, '') === '/search') return null
  return { path: historyPath(pathname, search), title, filters }
}

/** A search's address as history keeps it: the page number and an empty query dropped, so paging adds no entries. */
export function historyPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete('page')
  for (const [key, value] of [...params]) if (value === '') params.delete(key)
  const query = params.toString()
  return `${pathname}${query ? `?${query}` : ''}`
}

function rangeText(filter: (typeof RANGE_FILTERS)[number], raw: string): string | null {
  const range = parseRangeParam(raw)
  if (!range) return null
  const [min, max] = range.split(':').map((v) => (v === '' ? null : Number(v)))
  const show = (n: number) => `${filter.money ? '$' : ''}${filter.attribute === 'year' ? String(n) : formatCount(n)}${filter.suffix ?? ''}`
  if (min !== null && max !== null) return `${filter.label} ${show(min)} to ${show(max)}`
  return min !== null ? `${filter.label} from ${show(min)}` : `${filter.label} up to ${show(max!)}`
}

/** The filters chosen on the search page, readable, in the panel's order; [] when none. `now` as the listing date counts it. */
export function searchFilters(state: IndexUiState, now: Date): string[] {
  const parts: string[] = []
  const query = state.query?.trim()
  if (query) parts.push(`“${query}”`)
  parts.push(...(state.refinementList?.[MAKE_ATTRIBUTE] ?? []))
  parts.push(...(state.refinementList?.[MODEL_ATTRIBUTE] ?? []).map(modelName))
  for (const filter of DROPDOWN_FILTERS) {
    for (const value of state.refinementList?.[filter.attribute] ?? []) parts.push(dropdownLabel(filter, value))
  }
  for (const filter of RANGE_FILTERS) {
    const raw = state.range?.[filter.attribute]
    const text = raw ? rangeText(filter, raw) : null
    if (text) parts.push(text)
  }
  const listed = listingAgeOfMenuValue(state.numericMenu?.[LISTING_AGE_FILTER.attribute], now)
  if (listed) parts.push(listingAgeText(listed))
  return parts
}
