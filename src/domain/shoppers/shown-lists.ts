// Whether the live search page would show this browser's own lists (issues 13 and 14): favourites
// or compared cars on its cards, or recent searches under its filters. The search page's app loads
// at once for such a shopper (SearchIsland), so their hearts and lists are right from the start.
// The recent-searches list leaves out the search on screen, so a shopper back on the only search
// they made (every refined search path records itself once settled) has nothing to see there.
import { COMPARE_KEY } from './compare'
import { FAVOURITES_KEY } from './favourites'
import { SEARCH_HISTORY_KEY, historyPath, otherSearches, parseSearchHistory } from './search-history'

/** `stored` reads this browser's storage (localStorage.getItem); `pathname` and `search` are the page's address. */
export function searchPageShowsOwnLists(stored: (key: string) => string | null, pathname: string, search: string): boolean {
  const listed = (key: string) => {
    const raw = stored(key)
    return raw !== null && raw !== '[]'
  }
  if (listed(FAVOURITES_KEY) || listed(COMPARE_KEY)) return true
  return otherSearches(parseSearchHistory(stored(SEARCH_HISTORY_KEY)), historyPath(pathname, search)).length > 0
}
