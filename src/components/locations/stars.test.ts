import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { Stars } from './Stars'

const render = (rating: number) => renderToStaticMarkup(createElement(Stars, { rating, size: 16 }))
const kinds = (html: string) => [...html.matchAll(/data-star="(\w+)"/g)].map((m) => m[1])
const fill = (html: string) => html.match(/data-fill="([\d.]+)"/)?.[1]
/** The width the partial star's filled half is clipped to. */
const clip = (html: string) => html.match(/overflow-hidden" style="width:([\d.]+%)"/)?.[1]

describe('stars as drawn: at most four full stars, then one partial star, then empty ones', () => {
  test.each<[number, string[], string, string]>([
    [5, ['full', 'full', 'full', 'full', 'partial'], '1', '100%'],
    [4.3, ['full', 'full', 'full', 'full', 'partial'], '0.3', '30%'],
    [3.5, ['full', 'full', 'full', 'partial', 'empty'], '0.5', '50%'],
    [0, ['partial', 'empty', 'empty', 'empty', 'empty'], '0', '0%'],
  ])('%s', (rating, expected, fraction, width) => {
    const html = render(rating)
    expect(kinds(html)).toEqual(expected)
    expect(fill(html)).toBe(fraction)
    expect(clip(html)).toBe(width)
  })

  test('decorative: the rating is said in words by the caller', () => {
    expect(render(4.6)).toMatch(/^<span[^>]*aria-hidden="true"/)
  })
})
