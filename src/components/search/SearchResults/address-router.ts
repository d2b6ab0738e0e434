// The search page's address bar and InstantSearch's state, kept in step without echoes.
//
// InstantSearchNext follows Next's search params: whenever they change it reads the address and
// sets the search to it, so a header link to /search?make=… is followed while on the page. But
// Next reports the search's own writes too, later and one by one: each write starts a render of
// Next's router (a transition) that ends by writing its address to the bar again. On a slow phone
// that render can end after the search has moved on and written a newer address: the bar shows
// the older address until Next's next render puts the newer one back. Setting the search to the
// address Next reports would undo what the shopper did since (a page, then a condition chosen at
// once would show page 2 of all conditions under the condition's address). Nor can the bar be
// trusted to tell: it is wrong in between.
//
// So the router keeps the addresses the search wrote that Next has not reported yet, in order. A
// reported address among them is Next catching up (it and any older ones are dropped); any other
// (a link, back and forward) sets the search. Next may render several writes at once and report
// only the last, or nothing when that is the address it reported before (page 3, then page 2
// again): the writes it skipped would wait for ever. Back and forward are always the shopper's, so
// they forget the writes still waiting (a Back to page 3 then is followed, not taken for an echo).

type AddressWindow = Pick<Window, 'history' | 'location' | 'addEventListener' | 'removeEventListener'>

export interface AddressRouter {
  /** Options for InstantSearch's history router (`routing.router`). */
  options: {
    writeDelay: number
    cleanUrlOnDispose: boolean
    push: (url: string) => void
    start: (onUpdate: () => void) => void
    dispose: () => void
  }
  /** Next reports a new address (path and query): the search follows it unless it is one the search wrote. */
  addressChanged: (address: string) => void
}

/** An address as the search writes it and as Next reports it, written the same way: path and query. */
export function sameAddressForm(address: string, base: string): string {
  const url = new URL(address, base)
  return `${url.pathname}?${new URLSearchParams(url.search).toString()}`
}

/**
 * `given` stands in for the browser's window in tests. InstantSearch starts its router on the
 * server too (start and dispose), where there is no window; push and addressChanged run in the
 * browser alone.
 */
export function addressRouter(given?: AddressWindow): AddressRouter {
  const win = (): AddressWindow | undefined => given ?? (globalThis as { window?: AddressWindow }).window
  let follow: (() => void) | null = null
  /** The search's writes Next has not reported yet, oldest first. */
  let unreported: string[] = []
  const forgetWrites = () => {
    unreported = []
  }
  return {
    options: {
      // The address is written as soon as the search changes, so it never lags the search.
      writeDelay: 0,
      // Leaving the page leaves the address as it is (the next page's link set it).
      cleanUrlOnDispose: false,
      push(url) {
        const { history, location } = win()!
        history.pushState({}, '', url)
        unreported.push(sameAddressForm(url, location.href))
      },
      start(onUpdate) {
        follow = onUpdate
        win()?.addEventListener('popstate', forgetWrites)
      },
      dispose() {
        follow = null
        win()?.removeEventListener('popstate', forgetWrites)
      },
    },
    addressChanged(address) {
      const reported = sameAddressForm(address, win()!.location.href)
      const own = unreported.indexOf(reported)
      if (own >= 0) {
        unreported = unreported.slice(own + 1)
        return
      }
      unreported = []
      follow?.()
    },
  }
}
