import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, test } from 'vitest'
import { loadPriceComparison, priceComparisonUrl } from './load'
import { PriceComparisonPanel } from './PriceComparisonPanel'

const data = {
  fill: 0.25,
  listing_price: 27_000,
  market_range_min: 25_800,
  market_range_max: 31_200,
  confidence: 0.62,
  description: 'Priced $1,500 below the typical price of 10 similar 2020 Toyota Corolla cars.',
}
const reply = (status: number, body: string) =>
  (async () => new Response(status === 204 ? null : body, { status })) as unknown as typeof fetch

describe('loading the price comparison', () => {
  it('asks the car route and returns data that passes the panel rule', async () => {
    const urls: string[] = []
    const fetchImpl = (async (url: string) => {
      urls.push(url)
      return new Response(JSON.stringify(data))
    }) as unknown as typeof fetch
    expect(await loadPriceComparison('2020-toyota-corolla-7', fetchImpl)).toEqual(data)
    expect(urls).toEqual(['/api/cars/2020-toyota-corolla-7/autogauge'])
  })
  test.each([
    ['204 with no body', reply(204, '')],
    ['200 with an empty body', reply(200, '  ')],
  ])('raises "No data returned" on %s', async (_name, fetchImpl) => {
    await expect(loadPriceComparison('x', fetchImpl)).rejects.toThrow(/^No data returned$/)
  })
  test.each([
    ['a 502', reply(502, '{"error":"x"}'), '502'],
    ['a 404', reply(404, '{"error":"x"}'), '404'],
    ['a body that is not JSON', reply(200, '<html>'), 'JSON'],
    ['values of the wrong type', reply(200, JSON.stringify({ ...data, description: 7 })), 'unexpected shape'],
  ])('raises on %s', async (_name, fetchImpl, message) => {
    await expect(loadPriceComparison('x', fetchImpl)).rejects.toThrow(message)
  })
  test.each([
    ['confidence at 0.2', { ...data, confidence: 0.2 }],
    ['a range below the listing price', { ...data, market_range_max: 26_000 }],
    ['a missing value', { ...data, fill: undefined }],
    ['an empty object', {}],
  ])('returns nothing to show with %s', async (_name, body) => {
    expect(await loadPriceComparison('x', reply(200, JSON.stringify(body)))).toBeNull()
  })
  it('escapes the slug into one path segment', () => {
    expect(priceComparisonUrl('a/b?c')).toBe('/api/cars/a%2Fb%3Fc/autogauge')
  })
})

describe('the panel', () => {
  const html = renderToStaticMarkup(createElement(PriceComparisonPanel, { data }))
  it('shows the heading, the listing price, the range ends, the description and the confidence', () => {
    expect(html).toContain('>Price comparison</h2>')
    expect(html).toContain('$27,000')
    expect(html).toContain('<span>$25,800</span><span>$31,200</span>')
    expect(html).toContain(data.description)
    expect(html).toContain('confidence 62%')
  })
  it('puts the marker at fill and describes it to screen readers', () => {
    expect(html).toContain('left:25%')
    expect(html).toContain(
      'role="img" aria-label="This car&#x27;s price of $27,000 sits 25% of the way through the market range of $25,800 to $31,200."',
    )
  })
  it('uses the site colour for the marker', () => {
    expect(html).toContain('bg-[var(--color-primary)]')
  })
})
