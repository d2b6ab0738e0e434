/**
 * The site layout marks the page with whether the browser sent a shopper session cookie (which
 * scripts cannot read: it is HttpOnly). Without one nobody is signed in on this page, so the
 * watchlist buttons need not ask /api/account/me: most visitors never sign in, and each of their
 * pages made that call after load.
 */
export const SHOPPER_SESSION_ATTRIBUTE = 'data-shopper-session'

export const sessionHint = (hasSessionCookie: boolean) => (hasSessionCookie ? 'yes' : 'no')

/** True only when the page says there was no session; a page without the mark (or a stale one) asks. */
export const signedOutByHint = (hint: string | null | undefined) => hint === 'no'
