import { describe, expect, it, vi } from 'vitest'
import { addressRouter, sameAddressForm } from './address-router'

type FakeWindow = Pick<Window, 'history' | 'location' | 'addEventListener' | 'removeEventListener'> & {
  /** Back or forward to `url`: the location moves and popstate is dispatched. */
  traverse: (url: string) => void
}

/** A window whose history moves its location, as a browser's does. */
function fakeWindow(start: string): FakeWindow {
  const location = { href: start }
  const listeners = new Set<() => void>()
  const history = {
    pushState: (_state: unknown, _title: string, url: string) => {
      location.href = new URL(url, location.href).href
    },
  }
  return {
    location,
    history,
    addEventListener: (type: string, listener: () => void) => type === 'popstate' && listeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === 'popstate' && listeners.delete(listener),
    traverse(url: string) {
      location.href = new URL(url, location.href).href
      listeners.forEach((l) => l())
    },
  } as unknown as FakeWindow
}

/** A started router on /search, with its follow callback. */
function started() {
  const win = fakeWindow('http://a.test/search')
  const router = addressRouter(win)
  const follow = vi.fn()
  router.options.start(follow)
  return { win, router, follow }
}

describe('the search page address router', () => {
  it('writes at once and keeps the address when the page is left', () => {
    const { options } = addressRouter(fakeWindow('http://a.test/search'))
    expect(options.writeDelay).toBe(0)
    expect(options.cleanUrlOnDispose).toBe(false)
  })

  it('never reads back an address the search wrote, even when Next reports it late', () => {
    const { router, follow } = started()
    router.options.push('http://a.test/search?sortBy=cars_price_asc')
    // The search moved on (a word typed) before Next reported the sort's address.
    router.options.push('/search?sortBy=cars_price_asc&query=toyota')
    router.addressChanged('/search?sortBy=cars_price_asc')
    router.addressChanged('/search?sortBy=cars_price_asc&query=toyota')
    expect(follow).not.toHaveBeenCalled()
  })

  it('does not follow the older address Next puts back in the bar while it catches up (a page, then a condition)', () => {
    const { win, router, follow } = started()
    router.options.push('http://a.test/search?page=2')
    router.options.push('http://a.test/search?car_type=used')
    // Next's render for page 2 ends: it writes page 2 to the bar again, then reports it.
    win.history.pushState({}, '', '/search?page=2')
    router.addressChanged('/search?page=2')
    expect(follow).not.toHaveBeenCalled()
    win.history.pushState({}, '', '/search?car_type=used')
    router.addressChanged('/search?car_type=used')
    expect(follow).not.toHaveBeenCalled()
  })

  it('takes a batch of its writes that Next reports once, as its newest, for all of them', () => {
    const { router, follow } = started()
    router.options.push('/search?page=2')
    router.options.push('/search?page=3')
    router.addressChanged('/search?page=3')
    // Both were reported: a link back to page 2 now is the shopper's.
    router.addressChanged('/search?page=2')
    expect(follow).toHaveBeenCalledTimes(1)
  })

  it('follows an address it did not write: a link, back or forward; an address written before and reported is followed too', () => {
    const win = fakeWindow('http://a.test/search')
    const router = addressRouter(win)
    const follow = vi.fn()
    router.addressChanged('/search?make=Kia')
    expect(follow).not.toHaveBeenCalled()
    router.options.start(follow)
    router.options.push('http://a.test/search?fuel=Petrol')
    router.addressChanged('/search?fuel=Petrol')
    win.history.pushState({}, '', '/search?make=Toyota')
    router.addressChanged('/search?make=Toyota')
    expect(follow).toHaveBeenCalledTimes(1)
    // Back to the fuel's address, which the search wrote and Next reported long ago.
    router.addressChanged('/search?fuel=Petrol')
    expect(follow).toHaveBeenCalledTimes(2)
    router.options.dispose()
    router.addressChanged('/search?make=Mazda')
    expect(follow).toHaveBeenCalledTimes(2)
  })

  it('back or forward after writes Next reported as one is followed, though the search wrote that address', () => {
    const { win, router, follow } = started()
    router.options.push('/search?page=2')
    router.addressChanged('/search?page=2')
    router.options.push('/search?page=3')
    router.options.push('/search?page=2')
    // Next rendered both at once and ended where it was: no report. The shopper presses Back.
    win.traverse('/search?page=3')
    router.addressChanged('/search?page=3')
    expect(follow).toHaveBeenCalledTimes(1)
    // Once disposed, back and forward no longer reach the router.
    router.options.dispose()
    win.traverse('/search?page=2')
    router.addressChanged('/search?page=2')
    expect(follow).toHaveBeenCalledTimes(1)
  })

  it('a link followed while Next still owes reports of the search writes is followed, and the owed reports are forgotten', () => {
    const { router, follow } = started()
    router.options.push('/search?page=2')
    router.addressChanged('/search?make=Ford')
    expect(follow).toHaveBeenCalledTimes(1)
    // The search's page 2, written before the link, is no longer the search's to skip.
    router.addressChanged('/search?page=2')
    expect(follow).toHaveBeenCalledTimes(2)
  })

  it('starts and stops on the server, where there is no window (InstantSearch starts its router while rendering there)', () => {
    expect(typeof window).toBe('undefined')
    const router = addressRouter()
    expect(() => {
      router.options.start(() => {})
      router.options.dispose()
    }).not.toThrow()
  })

  it('writes an address one way whether the search or Next spells it', () => {
    expect(sameAddressForm('http://a.test/search?price=1000:2000&make=Alfa Romeo', 'http://a.test/')).toBe(
      sameAddressForm('/search?price=1000%3A2000&make=Alfa+Romeo', 'http://a.test/x'),
    )
    expect(sameAddressForm('/search', 'http://a.test/')).toBe('/search?')
  })
})
