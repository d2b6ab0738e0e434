// The site layout's mark of whether the browser sent a shopper session (src/domain/shoppers/session-hint.ts),
// read in the browser by the parts that show a signed-in shopper's own state, and whether this
// browser keeps lists of its own (favourites, compared cars) that cards show.
import { SHOPPER_SESSION_ATTRIBUTE, signedOutByHint } from '@/src/domain/shoppers/session-hint'
import { cardsShowOwnLists } from '@/src/domain/shoppers/shown-lists'

/** False only when the page says the browser sent no shopper session: then nobody is signed in. */
export function pageMayHaveShopper(): boolean {
  return !signedOutByHint(document.querySelector(`[${SHOPPER_SESSION_ATTRIBUTE}]`)?.getAttribute(SHOPPER_SESSION_ATTRIBUTE))
}

/** What `test` says of this browser's storage (localStorage.getItem); false where storage is blocked. */
export function browserStorageSays(test: (stored: (key: string) => string | null) => boolean): boolean {
  try {
    return test((key) => window.localStorage.getItem(key))
  } catch {
    return false
  }
}

/**
 * Whether cards and a car's tools on this page would show the shopper's own state (signed in, or
 * favourites or compared cars in this browser): their intent islands then start at once after
 * hydration, so hearts, boxes and stars are right from the start.
 */
export const cardsStartNow = (): boolean => pageMayHaveShopper() || browserStorageSays(cardsShowOwnLists)
