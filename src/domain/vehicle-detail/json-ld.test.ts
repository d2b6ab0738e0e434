import { describe, expect, test } from 'vitest'
import { safeJsonForScript } from '@/src/domain/navigation/breadcrumbs'
import { type JsonLdCar, absoluteUrl, vehicleJsonLd } from './json-ld'

const car: JsonLdCar = {
  name: '2021 Toyota Corolla Ascent Sport',
  path: '/cars/2021-toyota-corolla-ascent-sport-100001',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  vin: 'JTM12345678901234',
  km: 45210,
  car_type: 'used',
  status: 'in_stock',
  price: 25990,
  images: [{ image: { url: '/api/inventory-images/sedan-white-1.png' } }, { image: { url: 'https://cdn.example.com/2.jpg' } }],
}
const seller = { name: 'Harbour City Motors', telephone: '02 9555 0140', address: { city: 'Sydney', state: 'NSW' } }
const origin = 'https://harbourcitymotors.example.com.au'

describe('vehicleJsonLd (schema.org Car)', () => {
  test('a priced, in-stock used car', () => {
    expect(vehicleJsonLd(car, seller, origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Toyota Corolla Ascent Sport',
      url: `${origin}/cars/2021-toyota-corolla-ascent-sport-100001`,
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Corolla',
      vehicleConfiguration: 'Ascent Sport',
      vehicleModelDate: '2021',
      vehicleIdentificationNumber: 'JTM12345678901234',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45210, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      image: [`${origin}/api/inventory-images/sedan-white-1.png`, 'https://cdn.example.com/2.jpg'],
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

  test.each([
    ['in_stock', 'https://schema.org/InStock'],
    ['coming_soon', 'https://schema.org/PreOrder'],
    ['sold', 'https://schema.org/SoldOut'],
  ] as const)('availability from status %s', (status, availability) => {
    expect(vehicleJsonLd({ ...car, status }, seller, origin).offers?.availability).toBe(availability)
  })

  test.each([
    [0, undefined],
    [10, undefined],
    [11, 11],
  ])('price %s is offered as %s (shown only above 10)', (price, offered) => {
    expect(vehicleJsonLd({ ...car, price }, seller, origin).offers?.price).toBe(offered)
  })

  test('missing values are left out, not sent empty', () => {
    const ld = vehicleJsonLd({ ...car, vin: '', km: undefined, images: [], badge: 'null' }, { name: 'X', address: null }, origin)
    expect(ld).not.toHaveProperty('vehicleIdentificationNumber')
    expect(ld).not.toHaveProperty('mileageFromOdometer')
    expect(ld).not.toHaveProperty('image')
    expect(ld).not.toHaveProperty('vehicleConfiguration')
    expect(ld.offers?.seller).toEqual({ '@type': 'AutoDealer', name: 'X' })
  })

  test('script-safe output', () => {
    expect(safeJsonForScript(vehicleJsonLd({ ...car, name: '</script>' }, seller, origin))).not.toContain('</script>')
  })
})

describe('absoluteUrl', () => {
  test.each([
    ['/a.png', 'https://x.au/a.png'],
    ['https://cdn.au/b.png', 'https://cdn.au/b.png'],
  ])('%s -> %s', (url, out) => expect(absoluteUrl('https://x.au/', url)).toBe(out))
})
