// The watchlist: signed-in shoppers save cars on the server (save-car and remove-car); a car is
// saved or not, and a failure shows in a browser alert. These are the rules the button and its
// toast follow.

export const WATCHLIST_TEXT = {
  saved: 'Car Saved In Watchlist',
  removed: 'Car Removed',
  viewList: 'View List',
  failed: 'We could not update your watchlist. Please try again.',
} as const

/** Where "View List" leads: the shopper's saved cars. */
export const WATCHLIST_PATH = '/my-garage'
/** How long a watchlist toast stays (a newer one replaces it at once). */
export const WATCHLIST_TOAST_MS = 4000

/** The list after saving or removing a car (optimistic, or the rollback of a failed call). */
export function withCar(list: readonly string[], slug: string, saved: boolean): string[] {
  const rest = list.filter((s) => s !== slug)
  return saved ? [slug, ...rest] : rest
}
