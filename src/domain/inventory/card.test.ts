import { describe, expect, test } from 'vitest'
import { tenantConfigSchema } from '@/src/domain/tenant/tenant-config'
import { cardActions, detailStrip, priceDisplay, type ActionCar, type PriceCar } from './card'

const tenant = (over: Record<string, unknown> = {}) =>
  tenantConfigSchema.parse({ id: 1, slug: 'demo', name: 'Demo', domains: ['demo.test'], ...over })

describe('price display (price displayed above 10)', () => {
  test.each<[string, PriceCar, ReturnType<typeof priceDisplay>]>([
    [
      'price above 10 with its price type',
      { price: 24990, price_type: 'Drive Away' },
      { kind: 'price', amount: 24990, priceType: 'Drive Away' },
    ],
    ['price 11 is shown', { price: 11 }, { kind: 'price', amount: 11, priceType: null }],
    ['price of exactly 10 is not shown', { price: 10 }, { kind: 'text', text: 'Enquire for price' }],
    ['no price, pre-order text', { preorder: 'Pre-order for March delivery' }, { kind: 'text', text: 'Pre-order for March delivery' }],
    ['no price, pre-order flag', { price: 0, preorder: true }, { kind: 'text', text: 'Pre-order now' }],
    ['no price, no pre-order', { price: 1 }, { kind: 'text', text: 'Enquire for price' }],
  ])('%s', (_name, car, expected) => {
    expect(priceDisplay(car, tenant())).toEqual(expected)
  })

  test('the no-price wording is the tenant label', () => {
    expect(priceDisplay({}, tenant({ labels: { noPrice: 'Call for price' } }))).toEqual({ kind: 'text', text: 'Call for price' })
  })
})

describe('availability and buttons (screen 3)', () => {
  const car = (over: Partial<ActionCar> = {}): ActionCar => ({ slug: 'c1', status: 'in_stock', price: 30000, ...over })
  const reserving = tenant({ features: { reserveOnline: true } })
  test.each<[string, ActionCar, ReturnType<typeof tenant>, Partial<ReturnType<typeof cardActions>>]>([
    ['in stock is available', car(), tenant(), { available: true, showSoldTag: false, primary: 'enquire', reserve: null }],
    ['coming soon is available', car({ status: 'coming_soon' }), tenant(), { available: true, primary: 'enquire' }],
    [
      'sold shows the sold tag and find-similar',
      car({ status: 'sold' }),
      tenant(),
      { available: false, showSoldTag: true, primary: 'find-similar' },
    ],
    ['reserve button "Reserve Now" + amount', car(), reserving, { reserve: { label: 'Reserve Now $200', href: '/cars/c1/checkout' } }],
    [
      '"Buy Online" tenants',
      car(),
      tenant({
        features: { reserveOnline: true, buyOnlinePath: true },
        labels: { reserveButton: 'Buy Online', reserveShowsAmount: false },
      }),
      { reserve: { label: 'Buy Online', href: '/cars/c1/buy-online' } },
    ],
    ['no reserve for a reserved car', car({ reserved: true }), reserving, { reserve: null }],
    ['no reserve at price 200 (purchasable needs > 200)', car({ price: 200 }), reserving, { reserve: null }],
    ['no reserve for coming soon (purchasable needs in stock)', car({ status: 'coming_soon' }), reserving, { reserve: null }],
  ])('%s', (_name, c, t, expected) => {
    expect(cardActions(c, t)).toMatchObject(expected)
  })
})

describe('detail strip', () => {
  test('available cars show condition, transmission, odometer and fuel', () => {
    expect(
      detailStrip({ status: 'in_stock', car_type: 'used', simple_transmission: 'Automatic', km: 45210, simple_fuel: 'Diesel' }),
    ).toEqual({
      kind: 'details',
      items: [
        { label: 'Condition', value: 'Used' },
        { label: 'Transmission', value: 'Automatic' },
        { label: 'Odometer', value: '45,210 km' },
        { label: 'Fuel Type', value: 'Diesel' },
      ],
    })
  })
  test('non-buyable cars show the similar prompt', () => {
    expect(detailStrip({ status: 'sold' })).toEqual({ kind: 'similar', text: 'Like this and want something similar?' })
  })
  test('a caravan shows Condition, Length, Sleeps and ATM instead of gearbox, odometer and fuel', () => {
    expect(
      detailStrip({
        status: 'in_stock',
        car_type: 'new',
        item_type: 'caravan',
        caravan: { body_length: 6.714, sleeps: 4, aggregate_trailer_mass: 3500, tare_weight: 2600 },
      }),
    ).toEqual({
      kind: 'details',
      items: [
        { label: 'Condition', value: 'New' },
        { label: 'Length', value: '6.71 m' },
        { label: 'Sleeps', value: '4' },
        { label: 'ATM', value: '3,500 kg' },
      ],
    })
    expect(detailStrip({ status: 'in_stock', item_type: 'caravan' })).toMatchObject({
      items: [
        { label: 'Condition', value: '' },
        { label: 'Length', value: '' },
        { label: 'Sleeps', value: '' },
        { label: 'ATM', value: '' },
      ],
    })
  })
})
