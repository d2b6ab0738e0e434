import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { DeliveryCalculator } from './DeliveryCalculator.client'
import { FuelCalculator } from './FuelCalculator.client'

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('FuelCalculator first render', () => {
  test('defaults 1.70 $/L, 250 km/week, 10 L/100km: $42.50 a week', () => {
    const html = renderToStaticMarkup(createElement(FuelCalculator, { fuel: 'Petrol - Unleaded ULP' }))
    expect(text(html)).toContain('Estimated fuel cost: $42.50 per week')
    expect(html).toContain('value="1.7"')
    expect(html).toContain('value="250"')
  })

  test('the car’s own economy replaces the default: 250 / 100 × 6.5 × 1.70 = $27.63', () => {
    const html = renderToStaticMarkup(createElement(FuelCalculator, { fuel: 'Diesel', economy: 6.5 }))
    expect(text(html)).toContain('$27.63')
  })

  test.each([['Electric'], ['EV']])('not offered for %s cars', (fuel) => {
    expect(renderToStaticMarkup(createElement(FuelCalculator, { fuel }))).toBe('')
  })

  test('hybrids still burn fuel, so they keep it', () => {
    expect(renderToStaticMarkup(createElement(FuelCalculator, { fuel: 'Hybrid Petrol/Electric' }))).not.toBe('')
  })
})

describe('DeliveryCalculator first render (idle state)', () => {
  test('starts idle: a labelled 4-digit postcode field, a Calculate button, no message', () => {
    const html = renderToStaticMarkup(createElement(DeliveryCalculator))
    expect(html).toMatch(/<label[^>]*>Postcode<\/label>/)
    expect(html).toContain('maxLength="4"')
    expect(text(html)).toContain('Calculate')
    expect(html).not.toContain('Please enter a postcode.')
  })
})
