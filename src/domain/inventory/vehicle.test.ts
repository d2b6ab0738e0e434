import { describe, expect, test } from 'vitest'
import { parseVehicle } from './vehicle'

const row = (over: Record<string, unknown> = {}) => ({
  id: 'A1',
  dealership_slug: 'harbour-city-motors',
  year: 2021,
  make: 'Toyota',
  model: 'Camry',
  car_type: 'used',
  status: 'in_stock',
  ...over,
})

describe('vehicle record validation', () => {
  test('CSV-style text values are coerced', () => {
    const parsed = parseVehicle(
      row({
        year: '2021',
        price: '$24,990',
        km: '45,210',
        reserved: 'Y',
        certified: 'no',
        status: 'In Stock',
        car_type: 'USED',
        simple_body: 'Station Wagon',
        images: 'a.png|b.png',
      }),
    )
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.vehicle).toMatchObject({
      year: 2021,
      price: 24990,
      km: 45210,
      reserved: true,
      certified: false,
      status: 'in_stock',
      car_type: 'used',
      simple_body: 'stationWagon',
    })
    expect(parsed.vehicle.images).toEqual([
      { image: { url: 'a.png', thumb: { url: 'a.png' } } },
      { image: { url: 'b.png', thumb: { url: 'b.png' } } },
    ])
    expect(parsed.vehicle.show_on_dealer_website).toBe(true)
  })

  test('empty cells are absent, not errors', () => {
    const parsed = parseVehicle(row({ badge: '', price: '', sold_date: null }))
    expect(parsed.ok && parsed.vehicle.badge === undefined && parsed.vehicle.price === undefined).toBe(true)
  })

  test('nested detail parts (location, variant, caravan, lenders)', () => {
    const parsed = parseVehicle(
      row({
        location: { id: 7, name: 'Parramatta', address: { postcode: 2150, state: 'NSW' } },
        variant: { cylinders: '4', towingcapacitybraked: '1600' },
        caravan: { sleeps: '4', tare_weight: '2200' },
        finance_lenders: { acme: { interestRate: '6.29', paymentWeek: 120 } },
      }),
    )
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.vehicle.location).toEqual({ id: '7', name: 'Parramatta', address: { postcode: '2150', state: 'NSW' } })
    expect(parsed.vehicle.variant).toEqual({ cylinders: 4, towingcapacitybraked: 1600 })
    expect(parsed.vehicle.caravan).toEqual({ sleeps: 4, tare_weight: 2200 })
    expect(parsed.vehicle.finance_lenders).toEqual({ acme: { interestRate: 6.29, paymentWeek: 120 } })
  })

  test.each<[string, Record<string, unknown>, string, string]>([
    ['missing make', { make: undefined }, 'make', 'is required'],
    ['blank model', { model: '  ' }, 'model', 'is required'],
    ['year out of range', { year: 1800 }, 'year', 'must be at least 1900'],
    ['price not a number', { price: 'call us' }, 'price', 'must be a number'],
    ['negative km', { km: -5 }, 'km', 'must be at least 0'],
    ['unknown status', { status: 'on_hold' }, 'status', 'must be one of in_stock, coming_soon, sold'],
    ['unknown car type', { car_type: 'ex-rental' }, 'car_type', 'must be one of new, used, demo'],
    ['VIN with an O', { vin: 'JTNB11HK0O3000001' }, 'vin', 'must be a VIN (letters and digits, no I, O or Q)'],
    ['bad boolean', { reserved: 'maybe' }, 'reserved', 'must be true or false'],
    ['bad date', { sold_date: 'last week' }, 'sold_date', 'must be a date'],
    ['a timestamp past the end of time', { sold_date: 1e300 }, 'sold_date', 'must be a date'],
    ['an invalid Date object', { sold_date: new Date(Number.NaN) }, 'sold_date', 'must be a date'],
    ['nested field', { caravan: { sleeps: 'four' } }, 'caravan.sleeps', 'must be a number'],
    ['bad dealership slug', { dealership_slug: 'Harbour City' }, 'dealership_slug', 'must be lower-case words joined by hyphens'],
  ])('rejects %s with (field, reason)', (_name, over, field, reason) => {
    const parsed = parseVehicle(row(over))
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.issues).toContainEqual({ field, reason })
  })
})
