// When the search page reports a view (analytics event 49): its first view at once, then each new
// search the shopper settles on. A search is its address: path, filters, query, sort and page;
// the order of the parameters and empty ones do not make a new search.

/** "/search/used-cars?make=Toyota&page=2": the address with its parameters sorted and empty ones dropped. */
export function searchViewKey(pathname: string, search: string): string {
  const params = [...new URLSearchParams(search)].filter(([, value]) => value !== '')
  params.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const query = new URLSearchParams(params).toString()
  return query ? `${path}?${query}` : path
}

/**
 * Whether and when to report the search at `key`: the page's first search `now`, a different one
 * once the shopper has `settled` on it (typing and dragging a slider report one search, not dozens),
 * the one last reported `never` again.
 */
export function searchViewTiming(lastReported: string | null, key: string): 'now' | 'settled' | 'never' {
  if (lastReported === null) return 'now'
  return lastReported === key ? 'never' : 'settled'
}
