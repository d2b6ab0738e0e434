// The search page's address bar and InstantSearch's state, kept in step without echoes.
//
// InstantSearchNext follows Next's search params: whenever they change it reads the address and
// sets the search to it, so a header link to /search?make=… is followed while on the page. But
// the search's own writes are reported back too, a moment later, and by then the search may have
// moved on (a word typed just after a fuel or sort choice): setting it back to the address it
// wrote earlier dropped the word, and cancelled the write that would have carried it (e2e, a few
// runs in a hundred on a busy machine). Here an address the search wrote itself is never read
// back; any other address (a link, back and forward) still sets the search.

type AddressWindow = Pick<Window, 'history' | 'location'>

export interface AddressRouter {
  /** Options for InstantSearch's history router (`routing.router`). */
  options: {
    writeDelay: number
    cleanUrlOnDispose: boolean
    push: (url: string) => void
    start: (onUpdate: () => void) => void
    dispose: () => void
  }
  /** Next reports a new address: the search follows it unless the search wrote it. */
  addressChanged: () => void
}

/** `win` is the browser's window unless given (tests); it is read only in the browser. */
export function addressRouter(given?: AddressWindow): AddressRouter {
  const win = () => given ?? window
  let follow: (() => void) | null = null
  let written: string | null = null
  return {
    options: {
      // The address is written as soon as the search changes, so it never lags the search.
      writeDelay: 0,
      // Leaving the page leaves the address as it is (the next page's link set it).
      cleanUrlOnDispose: false,
      push(url) {
        win().history.pushState({}, '', url)
        // As the browser resolved it, to compare with what Next reports.
        written = win().location.href
      },
      start(onUpdate) {
        follow = onUpdate
      },
      dispose() {
        follow = null
      },
    },
    addressChanged() {
      if (follow && win().location.href !== written) follow()
    },
  }
}
