import { describe, expect, test } from 'vitest'
import { allSpecifications, carDetails, carSpecification, carSummary, isShownSpecValue, keyInformation, specRows } from './spec-rows'
import { sidebarFacts } from './car'

describe('isShownSpecValue (empty, null and the string null are hidden)', () => {
  test.each([
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    ['null', false],
    ['NULL', false],
    [Number.NaN, false],
    ['Automatic', true],
    [0, true],
    [false, true],
  ] as const)('%j -> %s', (value, shown) => {
    expect(isShownSpecValue(value)).toBe(shown)
  })
})

describe('specRows', () => {
  test('hidden values drop their rows; formatters and booleans apply', () => {
    expect(
      specRows([
        ['Colour', 'null'],
        ['Seats', 5],
        ['Odometer', 12345, (n: number) => `${n.toLocaleString('en-AU')} km`],
        ['Certified', true],
        ['Badge', ''],
      ]),
    ).toEqual([
      { label: 'Seats', value: '5' },
      { label: 'Odometer', value: '12,345 km' },
      { label: 'Certified', value: 'Yes' },
    ])
  })
})

describe('row builders', () => {
  test('car summary formats condition, km and body', () => {
    expect(carSummary({ car_type: 'used', km: 45210, simple_body: 'suv', colour: 'null' })).toEqual([
      { label: 'Condition', value: 'Used', href: '/search/used-cars' },
      { label: 'Odometer', value: '45,210 km' },
      { label: 'Body', value: 'SUV', href: '/search/suv' },
    ])
  })

  test('car summary facts that a search can list link to it (facet tiles)', () => {
    const rows = carSummary({ car_type: 'demo', simple_body: 'peopleMover', colour: 'Pearl White', simple_fuel: 'Petrol' })
    expect(Object.fromEntries(rows.map((r) => [r.label, r.href]))).toEqual({
      Condition: '/search/demo-cars',
      Body: '/search/peoplemover',
      Colour: '/search?colour=Pearl%20White',
      Fuel: undefined,
    })
  })

  test('key information includes rego expiry text and hides missing rows', () => {
    const rows = keyInformation({ stocknum: 'HC10001', rego_expiry: '2030-01-01T00:00:00.000Z', vin: '' }, new Date('2025-01-01'), {
      unregisteredText: false,
    })
    expect(rows).toEqual([
      { label: 'Stock No.', value: 'HC10001' },
      { label: 'Rego Expiry', value: 'Expires on 01/01/2030' },
    ])
  })

  const specified = {
    make: 'Jayco',
    model: 'Journey',
    year: 2022,
    nvic: 'JAY22A',
    variant: { cylinders: 0, towingcapacitybraked: 3500, fuelconsumptioncombined: 7.25, ancaprating: 5 },
    caravan: { tare_weight: 2400, body_length: 6.4, sleeps: 4 },
  }

  test('car details say what the car is; its specifications are left to All Specifications', () => {
    expect(carDetails(specified)).toEqual([
      { label: 'Make', value: 'Jayco' },
      { label: 'Model', value: 'Journey' },
      { label: 'Year', value: '2022' },
      { label: 'NVIC', value: 'JAY22A' },
    ])
  })

  test('all specifications list variant and caravan specifications with units', () => {
    expect(allSpecifications(specified)).toEqual([
      { label: 'Fuel Consumption (Combined)', value: '7.3 L/100km' },
      { label: 'Towing Capacity (Braked)', value: '3,500 kg' },
      { label: 'ANCAP Rating', value: '5 stars' },
      { label: 'Body Length', value: '6.40 m' },
      { label: 'Tare Weight', value: '2,400 kg' },
      { label: 'Sleeps', value: '4' },
    ])
  })

  test.each([
    ['no variant or caravan figures: no All Specifications', { make: 'Kia', model: 'Rio' }, 0],
    ['a variant engine figure alone is a specification', { make: 'Kia', variant: { enginesize_litres: 1.4 } }, 1],
    ["the car's own engine size when the variant has none", { make: 'Kia', engine_size_litres: 2 }, 1],
  ])('%s', (_name, car, count) => {
    expect(allSpecifications(car as Parameters<typeof allSpecifications>[0])).toHaveLength(count)
  })

  test('print sheet and compare read one list: details then specifications, no row in both', () => {
    const all = carSpecification(specified)
    expect(all).toEqual([...carDetails(specified), ...allSpecifications(specified)])
    expect(new Set(all.map((r) => r.label)).size).toBe(all.length)
  })
})

describe('Car Summary of a caravan (caravan facts instead of "-")', () => {
  test('condition, length, sleeps, ATM, tare, axles and colour; no gearbox, fuel or odometer', () => {
    const rows = carSummary({
      car_type: 'new',
      item_type: 'caravan',
      colour: 'white',
      simple_transmission: 'Automatic',
      km: 12,
      caravan: { body_length: 6.71, sleeps: 4, aggregate_trailer_mass: 3500, tare_weight: 2650, axle_type: 'Tandem' },
    } as Parameters<typeof carSummary>[0])
    expect(rows).toEqual([
      { label: 'Condition', value: 'New' },
      { label: 'Length', value: '6.71 m' },
      { label: 'Sleeps', value: '4' },
      { label: 'ATM', value: '3,500 kg' },
      { label: 'Tare', value: '2,650 kg' },
      { label: 'Axles', value: 'Tandem' },
      { label: 'Colour', value: 'White' },
    ])
  })
})

describe('sidebar facts (km, transmission, body)', () => {
  test.each([
    [{ km: 131026, simple_transmission: 'Automatic', simple_body: 'suv' }, ['131,026 km', 'Automatic', 'SUV']],
    [{ km: 0 }, ['0 km']],
    [{ simple_body: 'ute' }, ['Ute']],
    [{}, []],
  ])('%j', (car, values) => {
    expect(sidebarFacts(car as Parameters<typeof sidebarFacts>[0]).map((f) => f.value)).toEqual(values)
  })
})
