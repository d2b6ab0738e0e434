import { describe, expect, test } from 'vitest'
import { toSearchRecord } from './search-record'
import { type Vehicle, vehicleSchema } from './vehicle'
import { ALWAYS_VISIBLE, isVisibleOnSite, visibilityCutoff } from './visibility'

const now = new Date('2026-03-15T00:00:00Z')
const nowSec = now.getTime() / 1000
const vehicle = (over: Record<string, unknown> = {}): Vehicle =>
  vehicleSchema.parse({
    id: 'A1',
    dealership_slug: 'harbour-city-motors',
    year: 2021,
    make: 'Toyota',
    model: 'Camry',
    badge: 'Ascent Sport',
    series: 'AXVH70R',
    car_type: 'used',
    status: 'in_stock',
    price: 28990,
    km: 45000,
    simple_fuel: 'Hybrid',
    simple_body: 'sedan',
    location: { id: 'L1', name: 'Harbour City Parramatta', city: 'Parramatta', state: 'NSW' },
    images: ['/i/1.png', '/i/2.png'],
    created_at: '2026-03-01T00:00:00Z',
    youxQuote: { weeklyRepaymentAmount: 129 },
    dealercomments: 'long text',
    standardEquipment: ['ABS'],
    ...over,
  })

describe('toSearchRecord (one record for both backends)', () => {
  test('derived listing and search fields', () => {
    const r = toSearchRecord(vehicle(), now)
    expect(r).toMatchObject({
      objectID: 'harbour-city-motors:A1',
      name: '2021 Toyota Camry Ascent Sport AXVH70R',
      slug: '2021-toyota-camry-ascent-sport-axvh70r-a1',
      path: '/cars/2021-toyota-camry-ascent-sport-axvh70r-a1',
      make_model: { lvl0: 'Toyota', lvl1: 'Toyota > Camry' },
      location_id: 'L1',
      location_name: 'Harbour City Parramatta',
      city: 'Parramatta',
      state: 'NSW',
      fuel: 'Hybrid',
      body: 'sedan',
      sold: false,
      item_type: 'car',
      price_range: '$20,000 - $30,000',
      weekly_price: 129,
      weekly_price_range: '$100 - $150',
      primary_image_url: '/i/1.png',
      photos_count: 2,
      created_at_timestamp: Date.parse('2026-03-01T00:00:00Z') / 1000,
      visible_until: ALWAYS_VISIBLE,
      custom_rank: 0,
    })
    // Detail-only bulk stays out of the index.
    expect(r).not.toHaveProperty('dealercomments')
    expect(r).not.toHaveProperty('standardEquipment')
  })

  test('no undefined values (Algolia and jsonb both drop them; keep records identical)', () => {
    const r = toSearchRecord(vehicle({ badge: undefined, price: undefined }), now)
    expect(Object.values(r).some((v) => v === undefined)).toBe(false)
    expect(r).not.toHaveProperty('price_range')
  })

  test('a missing created_at is now', () => {
    expect(toSearchRecord(vehicle({ created_at: undefined }), now).created_at_timestamp).toBe(nowSec)
  })
})

describe('stock visibility (available, or sold within N days; show_on_dealer_website)', () => {
  const soldAgo = (days: number) => vehicle({ status: 'sold', sold_date: new Date(now.getTime() - days * 86_400_000).toISOString() })
  test.each<[string, Vehicle, number, boolean]>([
    ['in stock', vehicle(), 3, true],
    ['coming soon', vehicle({ status: 'coming_soon' }), 3, true],
    ['sold 2 days ago, default 3 days', soldAgo(2), 3, true],
    ['sold exactly 3 days ago is still shown', soldAgo(3), 3, true],
    ['sold 4 days ago, default 3 days', soldAgo(4), 3, false],
    ['sold 4 days ago on a 7-day site', soldAgo(4), 7, true],
    ['sold 1 day ago on a 0-day site', soldAgo(1), 0, false],
    ['hidden from the dealer website', vehicle({ show_on_dealer_website: false }), 3, false],
  ])('%s', (_name, v, days, visible) => {
    expect(isVisibleOnSite(v, now, days)).toBe(visible)
    // The precomputed attribute gives the same answer as the rule, for any site's days.
    const record = toSearchRecord(v, now)
    expect(record.show_on_dealer_website && record.visible_until >= visibilityCutoff(now, days)).toBe(visible)
  })
})
