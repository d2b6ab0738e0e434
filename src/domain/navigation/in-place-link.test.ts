import { describe, expect, it } from 'vitest'
import { type LinkClick, inPlaceHref, isPlainClick } from './in-place-link'

const PAGE = 'https://harbour-city-motors.example/cars/2016-tesla-model-y-100243?photo=2'
const click = (href: string, over: Partial<LinkClick> = {}): LinkClick => ({
  href,
  target: '',
  download: false,
  defaultPrevented: false,
  plain: true,
  ...over,
})

describe('isPlainClick', () => {
  const left = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
  it('is a left click without modifier keys', () => {
    expect(isPlainClick(left)).toBe(true)
    expect(isPlainClick({ ...left, button: 1 })).toBe(false)
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(isPlainClick({ ...left, [key]: true })).toBe(false)
  })
})

describe('inPlaceHref', () => {
  it('swaps in a page of the same site, with its query and fragment', () => {
    expect(inPlaceHref(click('https://harbour-city-motors.example/search/toyota'), PAGE)).toBe('/search/toyota')
    expect(inPlaceHref(click('https://harbour-city-motors.example/search?make=Kia#results'), PAGE)).toBe('/search?make=Kia#results')
    expect(inPlaceHref(click('https://harbour-city-motors.example/'), PAGE)).toBe('/')
    expect(inPlaceHref(click('https://harbour-city-motors.example/contact', { target: '_self' }), PAGE)).toBe('/contact')
  })

  it('leaves other sites, other schemes and the API to the browser', () => {
    expect(inPlaceHref(click('https://www.facebook.com/harbourcity'), PAGE)).toBeNull()
    expect(inPlaceHref(click('http://harbour-city-motors.example/contact'), PAGE)).toBeNull()
    expect(inPlaceHref(click('tel:0299990000'), PAGE)).toBeNull()
    expect(inPlaceHref(click('mailto:sales@example.com'), PAGE)).toBeNull()
    expect(inPlaceHref(click('https://harbour-city-motors.example/api/cars/x/pdf'), PAGE)).toBeNull()
    expect(inPlaceHref(click('https://harbour-city-motors.example/api'), PAGE)).toBeNull()
    expect(inPlaceHref(click('https://harbour-city-motors.example/apis'), PAGE)).toBe('/apis')
    expect(inPlaceHref(click('not a url'), PAGE)).toBeNull()
  })

  it('leaves new tabs, downloads, modified and other-button clicks, and handled clicks to the browser', () => {
    const contact = 'https://harbour-city-motors.example/contact'
    expect(inPlaceHref(click(contact, { target: '_blank' }), PAGE)).toBeNull()
    expect(inPlaceHref(click(contact, { download: true }), PAGE)).toBeNull()
    expect(inPlaceHref(click(contact, { plain: false }), PAGE)).toBeNull()
    expect(inPlaceHref(click(contact, { defaultPrevented: true }), PAGE)).toBeNull()
  })

  it('leaves a jump within the page to the browser, but not the same path with another query', () => {
    expect(inPlaceHref(click(`${PAGE}#enquire`), PAGE)).toBeNull()
    expect(inPlaceHref(click('https://harbour-city-motors.example/cars/2016-tesla-model-y-100243#enquire'), PAGE)).toBe(
      '/cars/2016-tesla-model-y-100243#enquire',
    )
    expect(inPlaceHref(click('https://harbour-city-motors.example/cars/2016-tesla-model-y-100243'), PAGE)).toBe(
      '/cars/2016-tesla-model-y-100243',
    )
  })
})
