// Whether the live search page would show this browser's own lists: favourites
// or compared cars on its cards, or recent searches under its filters. The search page's app loads
// at once for such a shopper (SearchIsland), so their hearts and lists are right from the start;
// so do the cards below a page's own content (StockCardsIsland) when they would show a list.
// The recent-searches list leaves out the search on screen, so a shopper back on the only search
// they made (every refined search path records itself once settled) has nothing to see there.
import { COMPARE_KEY } from './compare'
import { FAVOURITES_KEY } from './favourites'
import { SEARCH_HISTORY_KEY, historyPath, otherSearches, parseSearchHistory } from './search-history'

type Stored = (key: string) => string | null

/**
 * Whether car cards would show this browser's own lists: a heart or a compare box pressed.
 * `stored` reads this browser's storage (localStorage.getItem).
 */
export function cardsShowOwnLists(stored: Stored): boolean {
  const listed = (key: string) => {
    const raw = stored(key)
    return raw !== null && raw !== '[]'
  }
  return listed(FAVOURITES_KEY) || listed(COMPARE_KEY)
}

/** `stored` reads this browser's storage (localStorage.getItem); `pathname` and `search` are the page's address. */
export function searchPageShowsOwnLists(stored: Stored, pathname: string, search: string): boolean {
  if (cardsShowOwnLists(stored)) return true
  return otherSearches(parseSearchHistory(stored(SEARCH_HISTORY_KEY)), historyPath(pathname, search)).length > 0
}
