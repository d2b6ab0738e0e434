import { describe, expect, test } from 'vitest'
import { LENDER_DISCLAIMER_LIMIT } from '@/src/domain/finance/disclaimer'
import {
  comparableCriteria,
  isComparable,
  marketRangeFromComparables,
  priceComparisonApplies,
  shouldShowPriceComparison,
} from '@/src/domain/inventory/price-comparison'
import { toSearchRecord } from '@/src/domain/inventory/search-record'
import { type Vehicle, parseVehicle } from '@/src/domain/inventory/vehicle'
import { DEALER_COMMENTS_LIMIT } from '@/src/domain/vehicle-detail/comments'
import { DEMO_DEALERSHIPS } from './demo-dealerships'
import { generateVehicles } from '.'
import { MOTORCYCLE_CATALOGUE } from './motorcycles'

const now = new Date('2026-03-15T00:00:00Z')
const coastline = DEMO_DEALERSHIPS.find((d) => d.dealership === 'coastline-motorcycles')!
const rows = generateVehicles({ ...coastline, now, seed: 'demo' })
const bikes: Vehicle[] = rows.map((row) => {
  const parsed = parseVehicle(row)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
  return parsed.vehicle
})
const some = (pred: (v: Vehicle) => boolean) => bikes.filter(pred).length

describe('demo motorcycles', () => {
  test('are reproducible from their seed, and plausible: no model before its generation, no price above its new price', () => {
    expect(generateVehicles({ ...coastline, now, seed: 'demo' })).toEqual(rows)
    const specs = new Map(MOTORCYCLE_CATALOGUE.map((s) => [s.model, s]))
    const wrong = bikes.flatMap((v) => {
      const spec = specs.get(v.model)!
      const ok = v.item_type === 'motorcycle' && v.year >= spec.firstYear && v.year <= 2026 && (v.price ?? 0) <= spec.price[1]
      return ok ? [] : [`${v.year} ${v.make} ${v.model} $${v.price}`]
    })
    expect(wrong).toEqual([])
  })

  test('new and demo bikes are of the franchise makes; used bikes of many makes', () => {
    expect(bikes.filter((v) => v.car_type !== 'used').every((v) => coastline.franchiseMakes!.includes(v.make))).toBe(true)
    expect(new Set(bikes.filter((v) => v.car_type === 'used').map((v) => v.make)).size).toBeGreaterThan(4)
  })

  // Each field a feed may send shows on the car page of some bike of the demo dealer.
  test.each<[string, (v: Vehicle) => boolean]>([
    ['a price type', (v) => v.price_type === 'Ride Away'],
    ['market price data', (v) => (v.autograb_data?.state_average_market_price ?? 0) > 0],
    ['a history report file', (v) => v.file === `/api/inventory-files/history-${v.stocknum}.pdf`],
    ['an external video, of a blue motorcycle', (v) => v.external_video_url === '/api/inventory-files/walkaround-motorcycle.mp4'],
    ['a rego and its expiry', (v) => Boolean(v.regplate) && v.rego_expiry !== undefined && new Date(v.rego_expiry) > now],
    ['a lapsed rego', (v) => v.rego_expiry !== undefined && new Date(v.rego_expiry) < now],
    ['build and compliance dates, complied after built', (v) => v.build_date !== undefined && v.compliance_date! > v.build_date],
    ['an NVIC', (v) => /^[A-Z]{2}\d[A-Z]\d{2}$/.test(v.nvic ?? '')],
    ['a deposit of its own', (v) => v.payment_processors?.[0]?.deposit === 500],
    ['an offer price below its price', (v) => v.offer_price !== undefined && v.offer_price < v.price!],
    ['dealer comments past the limit', (v) => (v.dealercomments?.length ?? 0) > DEALER_COMMENTS_LIMIT],
    ['a lender disclaimer past the limit', (v) => (v.finance_lenders?.default?.disclaimer?.length ?? 0) > LENDER_DISCLAIMER_LIMIT],
    ['a 360° spin without a cabin', (v) => v.spin_images?.length === 36 && v.spin_interior_image === undefined],
    ['coming soon', (v) => v.status === 'coming_soon'],
    ['certified', (v) => v.certified],
  ])('some bike has %s', (_, pred) => {
    expect(some(pred)).toBeGreaterThan(0)
  })

  test('only blue motorcycles carry the motorcycle video', () => {
    expect(bikes.filter((v) => v.external_video_url).every((v) => v.colour === 'Blue' && v.status === 'in_stock')).toBe(true)
  })

  test('enough comparable bikes meet that the price comparison shows on some used bikes', () => {
    // The comparables the offline provider finds: the site's bikes that are for sale or coming.
    const listed = bikes
      .filter((v) => v.show_on_dealer_website && v.status !== 'sold')
      .map((v) => ({ ...toSearchRecord(v, now), price: v.price }))
    const shown = listed.filter((car) => {
      if (!priceComparisonApplies(car)) return false
      const criteria = comparableCriteria({ ...car, year: car.year, km: car.km! })
      const prices = listed.filter((other) => isComparable(criteria, other)).map((other) => other.price!)
      return shouldShowPriceComparison(marketRangeFromComparables(car.price!, prices, { label: car.name }))
    })
    expect(shown.length).toBeGreaterThanOrEqual(2)
  })
})
