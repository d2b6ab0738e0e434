// Saving a car is one idea with one control, the heart, wherever the dealer's switches put it:
// - favourites only: kept in this browser, no sign-in;
// - watchlist only: kept in My Garage, so saving asks an anonymous shopper to sign in first;
// - both: kept in this browser until the shopper signs in, then in My Garage (what the browser
//   kept moves there at sign-in, so nothing saved before signing in is lost).
import { type FavouriteEntry, favouriteEntry } from './favourites'

export type SaveMode = 'browser' | 'garage' | 'browser-then-garage'

export function saveMode(features: { favourites: boolean; watchlist: boolean }): SaveMode | null {
  if (features.favourites && features.watchlist) return 'browser-then-garage'
  if (features.favourites) return 'browser'
  if (features.watchlist) return 'garage'
  return null
}

/** What a heart needs: the car as the browser keeps it, where it is kept, and whether it is sold. */
export interface SaveEntry extends FavouriteEntry {
  mode: SaveMode
  sold: boolean
}

export function saveEntry(
  features: { favourites: boolean; watchlist: boolean },
  car: Parameters<typeof favouriteEntry>[1],
  sold: boolean,
): SaveEntry | null {
  const mode = saveMode(features)
  const entry = mode && favouriteEntry(true, car)
  return mode && entry ? { ...entry, mode, sold } : null
}

/** Whether a signed-in shopper's saves go to My Garage (else they stay in the browser). */
export const savesToGarage = (mode: SaveMode, signedIn: boolean) => mode === 'garage' || (mode === 'browser-then-garage' && signedIn)

/**
 * A sold car cannot be newly saved to My Garage (there is nothing left to watch), but a car
 * already saved keeps its heart so it can be removed. In the browser a sold car may still be kept.
 */
export const showSaveButton = (entry: SaveEntry, toGarage: boolean, saved: boolean) => saved || !toGarage || !entry.sold
