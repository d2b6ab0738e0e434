// The site layout's mark of whether the browser sent a shopper session (src/domain/shoppers/session-hint.ts),
// read in the browser by the parts that show a signed-in shopper's own state.
import { SHOPPER_SESSION_ATTRIBUTE, signedOutByHint } from '@/src/domain/shoppers/session-hint'

/** False only when the page says the browser sent no shopper session: then nobody is signed in. */
export function pageMayHaveShopper(): boolean {
  return !signedOutByHint(document.querySelector(`[${SHOPPER_SESSION_ATTRIBUTE}]`)?.getAttribute(SHOPPER_SESSION_ATTRIBUTE))
}
