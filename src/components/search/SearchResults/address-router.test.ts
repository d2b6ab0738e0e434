import { describe, expect, it, vi } from 'vitest'
import { addressRouter } from './address-router'

/** A window whose history moves its location, as a browser's does. */
function fakeWindow(start: string) {
  const location = { href: start }
  const history = {
    pushState: (_state: unknown, _title: string, url: string) => {
      location.href = new URL(url, location.href).href
    },
  }
  return { location, history } as unknown as Pick<Window, 'history' | 'location'>
}

describe('the search page address router', () => {
  it('writes at once and keeps the address when the page is left', () => {
    const { options } = addressRouter(fakeWindow('http://a.test/search'))
    expect(options.writeDelay).toBe(0)
    expect(options.cleanUrlOnDispose).toBe(false)
  })

  it('never reads back an address the search wrote, even when Next reports it late', () => {
    const win = fakeWindow('http://a.test/search')
    const router = addressRouter(win)
    const follow = vi.fn()
    router.options.start(follow)
    router.options.push('http://a.test/search?sortBy=cars_price_asc')
    // The search moved on (a word typed) before Next reported the sort's address.
    router.addressChanged()
    expect(follow).not.toHaveBeenCalled()
    router.options.push('/search?sortBy=cars_price_asc&query=toyota')
    router.addressChanged()
    expect(follow).not.toHaveBeenCalled()
  })

  it('follows an address it did not write: a link, back or forward', () => {
    const win = fakeWindow('http://a.test/search')
    const router = addressRouter(win)
    const follow = vi.fn()
    router.addressChanged()
    expect(follow).not.toHaveBeenCalled()
    router.options.start(follow)
    router.options.push('http://a.test/search?fuel=Petrol')
    win.history.pushState({}, '', '/search?make=Toyota')
    router.addressChanged()
    expect(follow).toHaveBeenCalledTimes(1)
    router.options.dispose()
    win.history.pushState({}, '', '/search?make=Mazda')
    router.addressChanged()
    expect(follow).toHaveBeenCalledTimes(1)
  })
})
