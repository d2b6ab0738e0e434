import { describe, expect, test } from 'vitest'
import { copiedToast, shareUrl, vehicleDescription, vehicleTitle } from './metadata'

describe('vehicleTitle: "{year} {make} {model} {badge} for sale in {city} | {dealer}"', () => {
  test.each([
    [
      'every part',
      { year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', city: 'Sydney' },
      'HCM',
      '2021 Toyota Corolla Ascent Sport for sale in Sydney | HCM',
    ],
    ['no badge', { year: 2021, make: 'Toyota', model: 'Corolla', city: 'Sydney' }, 'HCM', '2021 Toyota Corolla for sale in Sydney | HCM'],
    ['no city', { year: 2021, make: 'Toyota', model: 'Corolla', badge: 'GX' }, 'HCM', '2021 Toyota Corolla GX for sale | HCM'],
    [
      'badge the string null, blank city',
      { year: 2021, make: 'Kia', model: 'Rio', badge: 'null', city: ' ' },
      'HCM',
      '2021 Kia Rio for sale | HCM',
    ],
    ['no dealer', { year: 2021, make: 'Kia', model: 'Rio', city: 'Perth' }, '', '2021 Kia Rio for sale in Perth'],
  ])('%s', (_name, car, dealer, title) => {
    expect(vehicleTitle(car, dealer)).toBe(title)
  })
})

describe('vehicleDescription', () => {
  test.each([
    [
      'priced used car',
      { year: 2021, make: 'Toyota', model: 'Corolla', car_type: 'used', km: 45210, simple_transmission: 'Automatic', status: 'in_stock' },
      { kind: 'price', amount: 25990, priceType: null },
      'Used 2021 Toyota Corolla for sale at HCM. $25,990, 45,210 km, Automatic.',
    ],
    [
      'sold, no facts',
      { year: 2020, make: 'Kia', model: 'Rio', status: 'sold' },
      { kind: 'text', text: 'Enquire for price' },
      'Recently sold at HCM: 2020 Kia Rio.',
    ],
  ] as const)('%s', (_name, car, price, text) => {
    expect(vehicleDescription(car, price, 'HCM')).toBe(text)
  })
})

describe('shareUrl (site URL plus path, trailing slash removed; nothing without a site URL)', () => {
  test.each([
    ['https://dealer.com.au', '/cars/abc', 'https://dealer.com.au/cars/abc'],
    ['https://dealer.com.au/', '/cars/abc/', 'https://dealer.com.au/cars/abc'],
    ['https://dealer.com.au', '/', 'https://dealer.com.au'],
    ['', '/cars/abc', null],
    [null, '/cars/abc', null],
  ])('%s + %s -> %s', (site, path, url) => {
    expect(shareUrl(site, path)).toBe(url)
  })
  test('toast text', () => expect(copiedToast('2021 Toyota Corolla')).toBe('Copied 2021 Toyota Corolla to your clipboard!'))
})
