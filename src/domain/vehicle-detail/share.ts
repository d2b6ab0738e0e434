// Share links of a car page beside Share and Copy link: a text message and the social networks.
// The social links open in a 550 x 400 window over the page when script runs; without it they
// are ordinary links to a new tab.

/** The share window's size. */
export const SHARE_WINDOW = { width: 550, height: 400 } as const

export type ShareNetwork = 'sms' | 'facebook' | 'x'

export interface ShareLink {
  network: ShareNetwork
  /** The link's accessible name. */
  label: string
  href: string
  /** Opens in the share window (a web page); the text message opens the phone's messages app. */
  popup: boolean
}

/**
 * `sms:?&body=`: no recipient (the shopper picks one), and the body both ways phones read it.
 * Android's messages app takes the query's `body`; iOS 8 and later take `&body=` after the
 * scheme and ignore the `?`. The body is the car's name and its address, percent-encoded
 * (spaces as %20, never +, which iOS would show).
 */
export const smsShareHref = (title: string, url: string): string => `sms:?&body=${encodeURIComponent(`${title} ${url}`)}`

export function shareLinks(title: string, url: string): ShareLink[] {
  const u = encodeURIComponent(url)
  return [
    { network: 'sms', label: 'Share by SMS', href: smsShareHref(title, url), popup: false },
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/tweet?text=${encodeURIComponent(title)}&url=${u}`, popup: true },
  ]
}

/** The browser window the share window is centred over (screenX/Y, outerWidth/Height). */
export interface OpenerWindow {
  left: number
  top: number
  width: number
  height: number
}

/** window.open features of the share window: 550 x 400, centred over the page, never off its screen's top-left. */
export function shareWindowFeatures(opener: OpenerWindow): string {
  const left = Math.max(0, Math.round(opener.left + (opener.width - SHARE_WINDOW.width) / 2))
  const top = Math.max(0, Math.round(opener.top + (opener.height - SHARE_WINDOW.height) / 2))
  return `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top},resizable=yes,scrollbars=yes`
}
