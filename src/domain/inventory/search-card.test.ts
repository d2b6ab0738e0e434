import { describe, expect, expectTypeOf, it } from 'vitest'
import type { financeEstimateEligibility } from '@/src/domain/finance/eligibility'
import type { favouriteEntry } from '@/src/domain/shoppers/favourites'
import { parseTenantConfig } from '@/src/domain/tenant/tenant-config'
import type { ActionCar, PriceCar, StripCar } from './card'
import { cardContext } from './card-context'
import { CARD_ATTRIBUTES, type CardHit, attributeChips, cardFinance, searchCardView } from './search-card'
import { centreResults } from './centre-results'
import type { TagCar } from './tag-banner'

function tenantWith(overrides: Record<string, unknown> = {}) {
  const parsed = parseTenantConfig({ id: 1, slug: 'harbour', name: 'Harbour', domains: ['harbour.localhost'], ...overrides })
  if (!parsed.ok) throw new Error(parsed.error)
  return cardContext(parsed.tenant)
}

const now = new Date('2026-11-22T00:00:00Z')
const ctx = tenantWith()
const hit: CardHit = {
  objectID: 'harbour:1',
  id: '1',
  slug: 'toyota-camry-1',
  path: '/cars/toyota-camry-1',
  year: 2021,
  make: 'Toyota',
  model: 'Camry',
  badge: 'Ascent',
  series: 'AXVH70R',
  price: 32990,
  price_type: 'Drive Away',
  car_type: 'used',
  simple_transmission: 'Automatic',
  km: 41250,
  simple_fuel: 'Hybrid',
  status: 'in_stock',
  primary_image_url: '/demo/a.jpg',
  city: 'Sydney',
  dealership_slug: 'harbour',
  created_at: '2026-01-01T00:00:00Z',
}

describe('searchCardView (screen 3)', () => {
  it('builds heading, image, location, price and detail strip', () => {
    const view = searchCardView(hit, ctx, now)
    expect(view).toMatchObject({
      href: '/cars/toyota-camry-1',
      heading: '2021 Toyota Camry',
      subheading: 'Ascent AXVH70R',
      imageUrl: '/demo/a.jpg',
      location: 'Sydney',
      sold: false,
    })
    expect(view.price).toEqual({ kind: 'price', amount: 32990, priceType: 'Drive Away' })
    expect(view.strip).toEqual({
      kind: 'details',
      items: [
        { label: 'Condition', value: 'Used' },
        { label: 'Transmission', value: 'Automatic' },
        { label: 'Odometer', value: '41,250 km' },
        { label: 'Fuel Type', value: 'Hybrid' },
      ],
    })
  })
  it('prefers the primary image and location name; falls back to the slug path', () => {
    const view = searchCardView({ ...hit, path: undefined, primary_image_url: '/p.jpg', location_name: 'Harbour City' }, ctx, now)
    expect(view).toMatchObject({ href: '/cars/toyota-camry-1', imageUrl: '/p.jpg', location: 'Harbour City' })
  })
  it('shows the no-price text at or below 10', () => {
    expect(searchCardView({ ...hit, price: 10 }, ctx, now).price).toEqual({ kind: 'text', text: 'Enquire for price' })
  })

  it('gives an available car one button, Enquire Now (finance and the rest are on the car page)', () => {
    const view = searchCardView(hit, ctx, now)
    expect(view.action).toEqual({ kind: 'enquire', label: 'Enquire Now', href: '/cars/toyota-camry-1#enquire' })
  })
  it('books a test drive from a "Test Drive Only" car, even where cars are reserved online', () => {
    const view = searchCardView({ ...hit, tag: 'Test Drive Only' }, ctx, now)
    expect(view.action).toEqual({ kind: 'test-drive', label: 'Book a Test Drive', href: '/book-test-drive/?car_id=toyota-camry-1' })
    const reserving = tenantWith({ features: { reserveOnline: true } })
    expect(searchCardView({ ...hit, tag: 'Test Drive Only' }, reserving, now).action.kind).toBe('test-drive')
    const caravans = tenantWith({ vehicleKind: 'caravans' })
    expect(searchCardView({ ...hit, tag: 'Test Drive Only' }, caravans, now).action.label).toBe('Book a Viewing')
  })
  it('gives sold cars the sold tag, "Find Me Something Similar" to the same make and model, and the prompt strip', () => {
    const view = searchCardView({ ...hit, status: 'sold', sold: true, make: 'Land Rover', model: 'Range Rover Evoque' }, ctx, now)
    expect(view.sold).toBe(true)
    expect(view.action).toEqual({ label: 'Find Me Something Similar', href: '/search/land-rover/range-rover-evoque', kind: 'find-similar' })
    expect(view.strip).toEqual({ kind: 'similar', text: 'Like this and want something similar?' })
    expect(view.finance).toBeNull()
  })

  it('makes the button Reserve only where the dealership enables it, with "Reserve Now" + amount or "Buy Online"', () => {
    expect(searchCardView(hit, ctx, now).action.kind).toBe('enquire')
    const on = tenantWith({ features: { reserveOnline: true }, reservation: { depositAmount: 500 } })
    expect(searchCardView(hit, on, now).action).toEqual({
      kind: 'reserve',
      label: 'Reserve Now $500',
      href: '/cars/toyota-camry-1/checkout',
    })
    const buy = tenantWith({
      features: { reserveOnline: true, buyOnlinePath: true },
      labels: { reserveButton: 'Buy Online', reserveShowsAmount: false },
    })
    expect(searchCardView(hit, buy, now).action).toEqual({ kind: 'reserve', label: 'Buy Online', href: '/cars/toyota-camry-1/buy-online' })
    expect(searchCardView({ ...hit, reserved: true }, on, now).action.kind).toBe('enquire')
  })

  it('offers one heart, kept where the site keeps saved cars, and never more than two actions', () => {
    expect(searchCardView(hit, ctx, now).save).toBeNull()
    const modes = [
      [{ favourites: true }, 'browser'],
      [{ watchlist: true }, 'garage'],
      [{ favourites: true, watchlist: true }, 'browser-then-garage'],
    ] as const
    for (const [features, mode] of modes) {
      const view = searchCardView(hit, tenantWith({ features: { ...features, compare: true, reserveOnline: true } }), now)
      expect(view.save).toMatchObject({ id: 'harbour:1', slug: 'toyota-camry-1', mode, sold: false })
      expect(
        Object.keys(view).filter((k) => ['save', 'action', 'compare', 'favourite', 'watchlist', 'buttons', 'reserve'].includes(k)),
      ).toEqual(['action', 'save'])
    }
  })

  it('carries the tag banner by precedence', () => {
    expect(searchCardView({ ...hit, reserved: true, tag: 'Runout Sale' }, ctx, now).tag).toEqual({ kind: 'reserved', text: 'RESERVED' })
    expect(searchCardView({ ...hit, created_at: '2026-11-20T00:00:00Z' }, ctx, now).tag).toEqual({ kind: 'new', text: 'New' })
  })

  it('shows the view count only on tenants with the feature', () => {
    expect(searchCardView({ ...hit, views: 12 }, ctx, now).views).toBeNull()
    expect(searchCardView({ ...hit, views: 12 }, tenantWith({ features: { viewCount: true } }), now).views).toBe(12)
  })
})

describe('card finance estimate (screen 3)', () => {
  const lender = { interestRate: 8.95, comparisonRate: 9.65, paymentWeek: 145.2 }
  it('uses the lender figures when the car passes the lender rules, weekly rounded up to the dollar', () => {
    expect(cardFinance({ ...hit, finance_lenders: { default: lender } }, ctx.finance, now)).toEqual({
      weekly: 146,
      rates: { interest: 8.95, comparison: 9.65 },
    })
  })
  it('prefers the stored quote weekly figure', () => {
    expect(
      cardFinance({ ...hit, finance_lenders: { default: lender }, youxQuote: { weeklyRepaymentAmount: 139.01 } }, ctx.finance, now)?.weekly,
    ).toBe(140)
  })
  it('falls back to the stored quote when the lender has no figures', () => {
    expect(
      cardFinance({ ...hit, youxQuote: { weeklyRepaymentAmount: 120, advertisedRate: 7.5, comparisonRate: 8.1 } }, ctx.finance, now),
    ).toEqual({ weekly: 120, rates: { interest: 7.5, comparison: 8.1 } })
  })
  it('never shows an advertised rate without its comparison rate', () => {
    expect(cardFinance({ ...hit, youxQuote: { weeklyRepaymentAmount: 120, advertisedRate: 7.5 } }, ctx.finance, now)).toEqual({
      weekly: 120,
      rates: null,
    })
    expect(cardFinance({ ...hit, youxQuote: { advertisedRate: 7.5 } }, ctx.finance, now)).toBeNull()
  })
  it('shows nothing for unavailable or unpriced cars', () => {
    expect(cardFinance({ ...hit, status: 'sold', finance_lenders: { default: lender } }, ctx.finance, now)).toBeNull()
    expect(cardFinance({ ...hit, price: 400, youxQuote: { weeklyRepaymentAmount: 20 } }, ctx.finance, now)).toBeNull()
  })
})

describe('attribute chips', () => {
  it('lists body, drive, engine, seats and colour when present', () => {
    expect(attributeChips({ simple_body: 'suv', simple_drive: 'AWD', engine_size_litres: 2.5, seats: 7, colour: 'white' })).toEqual([
      'SUV',
      'AWD',
      '2.5L',
      '7 seats',
      'White',
    ])
    expect(attributeChips({})).toEqual([])
    expect(attributeChips({ simple_body: 'peopleMover' })).toEqual(['People Mover'])
  })
})

describe('centreResults', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, false],
    [21, false],
  ])('%i hits -> %s', (n, centred) => {
    expect(centreResults(n)).toBe(centred)
  })
})

describe('CARD_ATTRIBUTES, what the search page retrieves', () => {
  it('names every field a card or a rule it calls reads (a compile-time check)', () => {
    type Key<T> = keyof NonNullable<T>
    type Read =
      | keyof CardHit
      | keyof PriceCar
      | keyof ActionCar
      | keyof StripCar
      | keyof TagCar
      | Key<Parameters<typeof financeEstimateEligibility>[0]>
      | Key<Parameters<typeof favouriteEntry>[1]>
    // `name` is the card's own heading (searchCardView passes it); `nvic` is in the finance
    // rules' car type but none of them reads it (eligibility.ts).
    expectTypeOf<Exclude<Read, (typeof CARD_ATTRIBUTES)[number] | 'name' | 'nvic'>>().toBeNever()
  })
})
