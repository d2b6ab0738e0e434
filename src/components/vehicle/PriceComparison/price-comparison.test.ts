import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { loadPriceComparison } from './load'
import { PriceComparisonPanel } from './PriceComparisonPanel'

const data = { fill: 0.25, listing_price: 27_000, market_range_min: 25_800, market_range_max: 31_200, confidence: 0.62, description: 'Priced $1,500 below the typical price of 10 similar 2018–2022 Toyota Corolla.' }
const reply = (status: number, body: string) => (async () => new Response(status === 204 ? null : body, { status })) as unknown as typeof fetch

describe('loading the price comparison (spec 1 §7, §8)', () => {
  it('returns data that passes the panel rule', async () => {
    expect(await loadPriceComparison('x', reply(200, JSON.stringify(data)))).toEqual(data)
  })
  it('raises "No data returned" on an empty body', async () => {
    await expect(loadPriceComparison('x', reply(204, ''))).rejects.toThrow('No data returned')
  })
  it('raises on a failed request', async () => {
    await expect(loadPriceComparison('x', reply(502, '{"error":"x"}'))).rejects.toThrow('502')
  })
  it('returns nothing to show when confidence is 0.2 or below', async () => {
    expect(await loadPriceComparison('x', reply(200, JSON.stringify({ ...data, confidence: 0.2 })))).toBeNull()
  })
})

describe('the panel', () => {
  it('shows the range, the marker at fill, the description and an accessible summary', () => {
    const html = renderToStaticMarkup(createElement(PriceComparisonPanel, { data }))
    expect(html).toContain('$25,800')
    expect(html).toContain('$31,200')
    expect(html).toContain('left:25%')
    expect(html).toContain(data.description)
    expect(html).toContain('aria-label="This car&#x27;s price of $27,000 sits 25% of the way through the market range of $25,800 to $31,200."')
  })
})
