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

export interface WatchlistEntry {
  slug: string
  name: string
  /** Sold cars hide the save button unless already saved. */
  sold: boolean
}

/** The entry a card or car page offers to save, or null when the site has no watchlist. */
export function watchlistEntry(enabled: boolean, car: { slug?: string; name: string; sold: boolean }): WatchlistEntry | null {
  return enabled && car.slug ? { slug: car.slug, name: car.name, sold: car.sold } : null
}

export const showWatchlistButton = (entry: WatchlistEntry, saved: boolean) => saved || !entry.sold

/** The list after saving or removing a car (optimistic, or the rollback of a failed call). */
export function withCar(list: readonly string[], slug: string, saved: boolean): string[] {
  const rest = list.filter((s) => s !== slug)
  return saved ? [slug, ...rest] : rest
}
