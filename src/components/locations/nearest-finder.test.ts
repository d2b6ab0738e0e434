import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { NearestFinder } from './NearestFinder'

const render = (state: { postcode: string; error: string | null; from: string | null }) =>
  renderToStaticMarkup(createElement(NearestFinder, { state }))
/** The first opening tag of an element, attributes in any order. */
const tag = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`))?.[0] ?? ''
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('the nearest-dealership finder, as the server sends it', () => {
  test('a GET form with a labelled 4-digit postcode field named postcode, and its submit button', () => {
    const html = render({ postcode: '', error: null, from: null })
    expect(text(html)).toContain('Find your nearest dealership')
    expect(tag(html, 'form')).toContain('method="get"')
    expect(html).toMatch(/<label for="nearest-postcode"[^>]*>Postcode<\/label>/)
    const input = tag(html, 'input')
    for (const attribute of [
      'id="nearest-postcode"',
      'name="postcode"',
      'inputMode="numeric"',
      'autoComplete="postal-code"',
      'maxLength="4"',
      'value=""',
    ])
      expect(input).toContain(attribute)
    expect(html).toMatch(/<button type="submit"[^>]*>Find nearest<\/button>/)
    expect(html).not.toContain('aria-invalid')
  })

  test('"Use my location" is not in the HTML: it appears only where script and geolocation run', () => {
    expect(text(render({ postcode: '', error: null, from: null }))).not.toContain('Use my location')
  })

  test('an error: the typed postcode kept, the field marked invalid and described by the message', () => {
    const html = render({ postcode: '0000', error: 'Invalid postcode', from: null })
    expect(html).toContain('value="0000"')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('aria-describedby="nearest-status"')
    expect(html).toMatch(/<div id="nearest-status" aria-live="polite"[^>]*><p[^>]*>Invalid postcode<\/p>/)
  })

  test('sorted: says from where, and offers the usual order back', () => {
    const html = render({ postcode: '2000', error: null, from: 'postcode 2000' })
    expect(text(html)).toContain('Sorted by distance from postcode 2000.')
    expect(html).toMatch(/<a href="\?"[^>]*>Show all in our usual order<\/a>/)
  })
})
