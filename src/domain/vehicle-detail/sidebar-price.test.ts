import { describe, expect, test } from 'vitest'
import { financeSettings } from '@/src/domain/finance/settings'
import { CARD_ATTRIBUTES } from '@/src/domain/inventory/search-card'
import type { DetailCar } from './car'
import { marketBadge, quoteRequestFor, sidebarPrice, teaserFigures, teaserHit } from './sidebar-price'

const tenant = { labels: { noPrice: 'Enquire for price' } }

describe('sidebarPrice', () => {
  test.each([
    ['price with type label', { price: 25990, price_type: 'Drive Away' }, { kind: 'price', amount: 25990, priceType: 'Drive Away' }],
    ['price 10 or below: no-price text', { price: 10 }, { kind: 'text', text: 'Enquire for price' }],
    [
      'pre-order text',
      { price: 0, preorder: 'Pre-order now for spring delivery' },
      { kind: 'text', text: 'Pre-order now for spring delivery' },
    ],
  ] as const)('%s', (_name, car, price) => {
    expect(sidebarPrice(car, tenant).price).toEqual(price)
  })

  test.each([
    ['was-price above price', { price: 25000, before_price: 27000 }, { amount: 27000, saving: 2000 }],
    ['was-price equal to price', { price: 25000, before_price: 25000 }, null],
    ['was-price but no displayed price', { price: 0, before_price: 27000 }, null],
  ])('%s', (_name, car, was) => {
    expect(sidebarPrice(car, tenant).was).toEqual(was)
  })
})

describe('marketBadge (at least 500 under the average, state average preferred)', () => {
  test.each([
    [
      'state average 500 above',
      { price: 20000, autograb_data: { state_average_market_price: 20500, average_market_price: 30000 } },
      { average: 20500, saving: 500 },
    ],
    ['state average 499 above', { price: 20000, autograb_data: { state_average_market_price: 20499, average_market_price: 30000 } }, null],
    [
      'national average when no state one',
      { price: 20000, autograb_data: { average_market_price: 21000 } },
      { average: 21000, saving: 1000 },
    ],
    ['no data', { price: 20000 }, null],
    ['no price', { price: 0, autograb_data: { average_market_price: 21000 } }, null],
  ])('%s', (_name, car, badge) => {
    expect(marketBadge(car)).toEqual(badge)
  })
})

describe("teaserFigures: the card estimate, a fetched quote in the stored quote's place", () => {
  const car = {
    id: '1',
    objectID: 'd:1',
    status: 'in_stock',
    price: 30000,
    year: 2022,
    make: 'Kia',
    images: [],
    finance_lenders: { default: { interestRate: 8, comparisonRate: 9, paymentWeek: 140.2 } },
  } as unknown as DetailCar
  const now = new Date('2025-01-01')
  const quote = { weeklyRepaymentAmount: 120.1, comparisonRate: 7.9, advertisedRate: 7.5 }
  test.each([
    [
      'lender weekly rounded up, with the lender rates',
      car,
      null,
      { teaser: { kind: 'amount', dollars: 141 }, rates: { interest: 8, comparison: 9 } },
    ],
    [
      'a fetched quote replaces the weekly; the lender rates stay',
      car,
      quote,
      { teaser: { kind: 'amount', dollars: 121 }, rates: { interest: 8, comparison: 9 } },
    ],
    [
      'no lender: the quote gives the weekly and its rates',
      { ...car, finance_lenders: undefined },
      quote,
      { teaser: { kind: 'amount', dollars: 121 }, rates: { interest: 7.5, comparison: 7.9 } },
    ],
    ['no lender and no quote: nothing', { ...car, finance_lenders: undefined }, null, { teaser: null, rates: null }],
    [
      'weekly 25 or less: Enquire for Finance',
      { ...car, finance_lenders: { default: { interestRate: 8, comparisonRate: 9, paymentWeek: 20 } } },
      null,
      { teaser: { kind: 'enquire', text: 'Enquire for Finance' }, rates: { interest: 8, comparison: 9 } },
    ],
    ['sold car: none', { ...car, status: 'sold' }, quote, { teaser: null, rates: null }],
  ])('%s', (_name, c, fetched, expected) => {
    expect(teaserFigures(teaserHit(c as DetailCar), financeSettings(), now, fetched)).toEqual(expected)
  })

  test("the teaser hit is a card's fields: the page-only ones are left out", () => {
    const hit = teaserHit({
      ...car,
      dealercomments: 'x'.repeat(5000),
      standardEquipment: ['ABS'],
      images: [{ image: { url: '/a.jpg' } }, { image: { url: '/b.jpg' } }],
      location: { id: 'yard', name: 'Yard', address: { street: '1 Main St' } },
      location_name: 'Yard',
    } as unknown as DetailCar)
    expect(hit).not.toHaveProperty('dealercomments')
    expect(hit).not.toHaveProperty('standardEquipment')
    expect(hit).not.toHaveProperty('images')
    expect(hit).not.toHaveProperty('location')
    expect(Object.keys(hit).filter((key) => !(CARD_ATTRIBUTES as readonly string[]).includes(key))).toEqual([])
    expect(hit).toMatchObject({ id: '1', price: 30000, location_name: 'Yard', finance_lenders: car.finance_lenders })
  })

  test('the quote request: price, year, VIN, NVIC and the dealership, loan term left to the schema default', () => {
    expect(quoteRequestFor({ price: 32990, year: 2021, vin: 'V1', nvic: 'N1', dealership_slug: 'hcm' }, 'Excellent')).toEqual({
      selfAssessedCreditScore: 'Excellent',
      purchasePrice: 32990,
      year: 2021,
      vin: 'V1',
      nvic: 'N1',
      whoIsHelping: 'hcm',
    })
  })
})
