// Which clicks on a plain link in markup the browser did not hydrate (KeptHtml) swap the page in
// place, as Next's link component would: a plain left click, without modifier keys, on a link to
// another page of the same site that opens in the same tab and is not a download or an API file.
// Everything else (a new tab, a phone number, another site, a jump within the page) stays the
// browser's own.

/** The mouse button and modifier keys of a click (a DOM or React mouse event has them). */
export interface ClickKeys {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** A plain left click: not another button, no modifier key (those open a new tab or window, or download). */
export const isPlainClick = (e: ClickKeys): boolean => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

export interface LinkClick {
  /** The link's resolved href (an anchor element's `href` property). */
  href: string
  target: string
  download: boolean
  defaultPrevented: boolean
  /** A plain left click (isPlainClick). */
  plain: boolean
}

/** The path (with query and hash) to push for `click` on the page at `current`, or null to leave it to the browser. */
export function inPlaceHref(click: LinkClick, current: string): string | null {
  if (click.defaultPrevented || !click.plain || click.download) return null
  if (click.target !== '' && click.target !== '_self') return null
  let to: URL
  let from: URL
  try {
    to = new URL(click.href)
    from = new URL(current)
  } catch {
    return null
  }
  // Another scheme (tel:, mailto:) has another origin too.
  if (to.origin !== from.origin) return null
  if (to.pathname === '/api' || to.pathname.startsWith('/api/')) return null
  // A jump within the same page is the browser's (it scrolls without a request).
  if (to.pathname === from.pathname && to.search === from.search && to.hash !== '') return null
  return to.pathname + to.search + to.hash
}
