// What one search query may ask for, as Algolia documents it: the protocol refuses more (400)
// and the search page's URL state never asks for more, so a hand-typed URL cannot turn into a
// request the server refuses while the page waits for it.
/** Characters of query text. */
export const MAX_QUERY_LENGTH = 512
/** The last page index (0-based) a query may ask for; the page's 1-based page is at most this. */
export const MAX_PAGE = 1000
