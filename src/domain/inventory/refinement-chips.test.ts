import { describe, expect, test } from 'vitest'
import { refinementChips } from './refinement-chips'

const NOW = new Date('2026-03-10T12:00:00Z')
const NOW_SECONDS = NOW.getTime() / 1000
const facet = (attribute: string, value: string) => ({ attribute, type: 'disjunctive', value })
const bound = (attribute: string, operator: '>=' | '<=', value: number) => ({ attribute, type: 'numeric', value, operator })

describe('applied-filter chips', () => {
  test('a chip per chosen value, named as the filter panel names it', () => {
    const chips = refinementChips(
      [
        facet('make', 'Toyota'),
        facet('make_model.lvl1', 'Toyota > Corolla'),
        facet('car_type', 'used'),
        facet('body', 'suv'),
        facet('certified', 'true'),
        facet('colour', 'Blue'),
      ],
      NOW,
    )
    expect(chips.map((c) => c.text)).toEqual([
      'Toyota',
      'Toyota Corolla',
      'Condition: Used',
      'Body type: SUV',
      'Certified: Certified',
      'Colour: Blue',
    ])
    expect(new Set(chips.map((c) => c.key)).size).toBe(chips.length)
  })

  test('a range is one chip with both bounds, and removing it takes both', () => {
    const lower = bound('price', '>=', 10000)
    const upper = bound('price', '<=', 30000)
    const [chip] = refinementChips([lower, upper], NOW)
    expect(chip.text).toBe('Price $10,000 – $30,000')
    expect(chip.refinements).toEqual([lower, upper])
  })

  test.each([
    [[bound('km', '<=', 50000)], 'Kilometres up to 50,000'],
    [[bound('year', '>=', 2018)], 'Year from 2018'],
    [[bound('subscription_price', '>=', 100), bound('subscription_price', '<=', 200)], 'Subscription $100 – $200 / week'],
  ])('%j reads "%s"', (refinements, text) => {
    expect(refinementChips(refinements, NOW).map((c) => c.text)).toEqual([text])
  })

  test('chips keep the order the shopper chose them in', () => {
    const chips = refinementChips([bound('price', '>=', 5000), facet('make', 'Kia'), bound('price', '<=', 9000)], NOW)
    expect(chips.map((c) => c.text)).toEqual(['Price $5,000 – $9,000', 'Kia'])
  })
})

describe('caravan filters', () => {
  test('sleeps, length, ATM and tare read as a caravan buyer says them', () => {
    const chips = refinementChips(
      [
        facet('caravan.sleeps', '4'),
        bound('caravan.body_length', '>=', 5.5),
        bound('caravan.body_length', '<=', 7.25),
        bound('caravan.aggregate_trailer_mass', '<=', 2500),
        bound('caravan.tare_weight', '>=', 1800),
      ],
      NOW,
    )
    expect(chips.map((c) => c.text)).toEqual([
      'Sleeps: 4',
      'Length 5.5 m – 7.3 m',
      'ATM (loaded weight limit) up to 2,500 kg',
      'Tare (empty weight) from 1,800 kg',
    ])
  })
})

describe('the listing date', () => {
  test('is one chip naming its period, which removing takes away, beside a range', () => {
    const listed = bound('created_at_timestamp', '>=', NOW_SECONDS - 7 * 86_400)
    const year = bound('year', '>=', 2020)
    const chips = refinementChips([listed, year], NOW)
    expect(chips.map((c) => c.text)).toEqual(['Listed in the last 7 days', 'Year from 2020'])
    expect(chips[0].refinements).toEqual([listed])
  })

  test('reads from the same now the window was counted from', () => {
    const listed = bound('created_at_timestamp', '>=', NOW_SECONDS - 86_400)
    expect(refinementChips([listed], NOW)[0].text).toBe('Listed in the last 24 hours')
  })
})
