import { describe, expect, test } from 'vitest'
import { safeJsonForScript } from '@/src/domain/navigation/breadcrumbs'
import { type JsonLdCar, VEHICLE_LISTING_REQUIRED, vehicleJsonLd, vehicleListingGaps, vehicleOffer, vehicleSchemaType } from './json-ld'

const car: JsonLdCar = {
  name: '2021 Toyota Corolla Ascent Sport',
  path: '/cars/2021-toyota-corolla-ascent-sport-100001',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  vin: 'JTM12345678901234',
  km: 45210,
  colour: 'White',
  interior_colour: 'Black Cloth',
  simple_body: 'hatch',
  simple_transmission: 'Automatic',
  simple_fuel: 'Petrol',
  simple_drive: 'Front Wheel Drive',
  doors: 4,
  seats: 5,
  engine_size_litres: 2,
  stocknum: 'HC10001',
  car_type: 'used',
  item_type: 'car',
  status: 'in_stock',
  price: 25990,
  images: [{ image: { url: '/api/inventory-images/sedan-white-1.png' } }, { image: { url: 'https://cdn.example.com/2.jpg' } }],
}
const seller = { name: 'Harbour City Motors', telephone: '02 9555 0140', address: { city: 'Sydney', state: 'NSW' } }
const origin = 'https://harbourcitymotors.example.com.au'
const fields = (node: object): Record<string, unknown> => ({ ...node })
const offerOf = (ld: object) => fields(fields(ld).offers as object)

describe('vehicleJsonLd (schema.org Car, Motorcycle or Vehicle)', () => {
  test('a priced, in-stock used car', () => {
    expect(vehicleJsonLd(car, seller, origin, 'cars')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Toyota Corolla Ascent Sport',
      url: `${origin}/cars/2021-toyota-corolla-ascent-sport-100001`,
      image: [`${origin}/api/inventory-images/sedan-white-1.png`, 'https://cdn.example.com/2.jpg'],
      sku: 'HC10001',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Corolla',
      vehicleConfiguration: 'Ascent Sport',
      vehicleModelDate: '2021',
      vehicleIdentificationNumber: 'JTM12345678901234',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45210, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      bodyType: 'Hatch',
      color: 'White',
      vehicleInteriorColor: 'Black Cloth',
      vehicleTransmission: 'Automatic',
      driveWheelConfiguration: 'Front Wheel Drive',
      fuelType: 'Petrol',
      vehicleEngine: {
        '@type': 'EngineSpecification',
        engineDisplacement: { '@type': 'QuantitativeValue', value: 2, unitCode: 'LTR' },
        fuelType: 'Petrol',
      },
      numberOfDoors: 4,
      vehicleSeatingCapacity: 5,
      offers: {
        '@type': 'Offer',
        url: `${origin}/cars/2021-toyota-corolla-ascent-sport-100001`,
        price: 25990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: {
          '@type': 'AutoDealer',
          name: 'Harbour City Motors',
          telephone: '02 9555 0140',
          address: { '@type': 'PostalAddress', addressLocality: 'Sydney', addressRegion: 'NSW', addressCountry: 'AU' },
        },
      },
    })
  })

  test('a caravan is a Vehicle with its weights, width, length and berths, and no odometer or engine', () => {
    const caravan: JsonLdCar = {
      ...car,
      name: '2024 Jayco Journey 21ft',
      make: 'Jayco',
      model: 'Journey',
      item_type: 'caravan',
      km: undefined,
      simple_body: undefined,
      simple_transmission: undefined,
      simple_fuel: undefined,
      simple_drive: undefined,
      doors: undefined,
      seats: undefined,
      engine_size_litres: undefined,
      caravan: { body_length: 6.4, body_width: 2.4, tare_weight: 2400, aggregate_trailer_mass: 3100, sleeps: 4 },
    }
    const ld = fields(vehicleJsonLd(caravan, seller, origin, 'caravans'))
    expect(ld['@type']).toBe('Vehicle')
    expect(ld).toMatchObject({
      weight: { '@type': 'QuantitativeValue', value: 2400, unitCode: 'KGM' },
      weightTotal: { '@type': 'QuantitativeValue', value: 3100, unitCode: 'KGM' },
      width: { '@type': 'QuantitativeValue', value: 2.4, unitCode: 'MTR' },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Length', value: 6.4, unitCode: 'MTR' },
        { '@type': 'PropertyValue', name: 'Sleeps', value: 4 },
      ],
    })
    for (const key of ['mileageFromOdometer', 'vehicleEngine', 'vehicleTransmission', 'numberOfDoors']) expect(ld).not.toHaveProperty(key)
  })

  // The vehicle's own type wins when it names one other than car; else the site's kind decides.
  test.each([
    ['car', 'cars', 'Car'],
    [undefined, 'cars', 'Car'],
    [undefined, undefined, 'Car'],
    ['caravan', 'cars', 'Vehicle'],
    ['motorcycle', 'cars', 'Motorcycle'],
    ['truck', 'cars', 'Vehicle'],
    ['rental', 'cars', 'Vehicle'],
    ['car', 'caravans', 'Vehicle'],
    [undefined, 'caravans', 'Vehicle'],
    [undefined, 'motorcycles', 'Motorcycle'],
    ['car', 'trucks', 'Vehicle'],
    ['car', 'rentals', 'Vehicle'],
    ['caravan', 'motorcycles', 'Vehicle'],
  ] as const)('item %s on a %s site is a %s', (itemType, kind, type) => {
    expect(vehicleSchemaType(itemType, kind)).toBe(type)
  })

  test.each([
    ['in_stock', 'https://schema.org/InStock'],
    ['coming_soon', 'https://schema.org/PreOrder'],
    ['sold', 'https://schema.org/SoldOut'],
  ] as const)('availability from status %s', (status, availability) => {
    expect(offerOf(vehicleJsonLd({ ...car, status }, seller, origin)).availability).toBe(availability)
  })

  test.each([
    ['new', 'https://schema.org/NewCondition'],
    ['demo', 'https://schema.org/UsedCondition'],
    ['used', 'https://schema.org/UsedCondition'],
  ] as const)('a %s car is offered in %s', (carType, condition) => {
    expect(vehicleOffer({ ...car, car_type: carType }, seller, 'https://x').itemCondition).toBe(condition)
  })

  // Never a price of 0 (or a token price): the offer stands without one, as the page shows text.
  test.each([
    [undefined, undefined],
    [0, undefined],
    [10, undefined],
    [11, 11],
    [25990, 25990],
  ])('price %s is offered as %s', (price, offered) => {
    const offer = fields(vehicleOffer({ ...car, price }, seller, 'https://x'))
    expect(offer.price).toBe(offered)
    expect(offer.priceCurrency).toBe(offered === undefined ? undefined : 'AUD')
    expect(offer.availability).toBe('https://schema.org/InStock')
  })

  test('missing values are left out, not sent empty', () => {
    const ld = vehicleJsonLd({ ...car, vin: '', km: undefined, images: [], badge: 'null' }, { name: 'X', address: null }, origin)
    expect(ld).not.toHaveProperty('vehicleIdentificationNumber')
    expect(ld).not.toHaveProperty('mileageFromOdometer')
    expect(ld).not.toHaveProperty('image')
    expect(ld).not.toHaveProperty('vehicleConfiguration')
    expect(offerOf(ld).seller).toEqual({ '@type': 'AutoDealer', name: 'X' })
  })

  test('script-safe output', () => {
    expect(safeJsonForScript(vehicleJsonLd({ ...car, name: '</script>' }, seller, origin))).not.toContain('</script>')
  })
})

describe('vehicleListingGaps (what a car page lacks for a vehicle listing)', () => {
  test.each([
    ['a complete car', {}, []],
    ['no VIN', { vin: undefined }, ['vehicleIdentificationNumber']],
    ['a blank VIN', { vin: '  ' }, ['vehicleIdentificationNumber']],
    ['no price', { price: undefined }, ['offers.price', 'offers.priceCurrency']],
    ['a price of 0', { price: 0 }, ['offers.price', 'offers.priceCurrency']],
    ['no odometer reading', { km: undefined }, ['mileageFromOdometer']],
    ['no photos', { images: [], primary_image_url: undefined }, ['image']],
    ['only a primary photo', { images: [], primary_image_url: '/api/inventory-images/suv-white-1.png' }, []],
    ['a new car at 0 km', { car_type: 'new', km: 0 }, []],
  ] as const)('%s', (_, change, gaps) => {
    expect(vehicleListingGaps(vehicleJsonLd({ ...car, ...change } as JsonLdCar, seller, origin, 'cars'))).toEqual(gaps)
  })

  test('an empty node lacks every required property', () => {
    expect(vehicleListingGaps({})).toEqual([...VEHICLE_LISTING_REQUIRED])
  })
})
