import { describe, expect, test } from 'vitest'
import type { DetailCar } from './car'
import { pdfFileName, printSheet } from './print-sheet'

describe('the car on paper (Print PDF, fetch PDF by slug)', () => {
  test.each([
    ['2021-toyota-corolla-abc123', '2021-toyota-corolla-abc123.pdf'],
    ['odd "name"/with\\slashes', 'odd-name-with-slashes.pdf'],
  ])('the download of %s is named %s', (slug, name) => {
    expect(pdfFileName(slug)).toBe(name)
  })

  const tenant = {
    name: 'Harbour City Motors',
    phones: { main: '02 9000 0000' },
    labels: { noPrice: 'Call for price' },
    features: { unregisteredText: false },
  } as unknown as Parameters<typeof printSheet>[1]
  const car = {
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    series: null,
    price: 25990,
    price_type: 'Drive Away',
    status: 'in_stock',
    car_type: 'used',
    km: 12345,
    images: [{ image: { url: '/api/inventory-images/hatch-white-1.png' } }],
    location_name: 'Parramatta',
    location: { address: { street: '1 Church St', city: 'Parramatta', state: 'NSW', postcode: '2150' } },
  } as unknown as DetailCar

  test('heading, price with its type, the first photo, the dealer and the repayment disclaimer', () => {
    const sheet = printSheet(car, tenant, new Date('2026-11-24T01:00:00Z'))
    expect(sheet).toMatchObject({
      heading: '2021 Toyota Corolla',
      subheading: 'Ascent Sport',
      price: '$25,990',
      priceType: 'Drive Away',
      sold: false,
      photo: '/api/inventory-images/hatch-white-1.png',
      dealer: { name: 'Harbour City Motors', location: 'Parramatta', address: '1 Church St, Parramatta, NSW, 2150' },
      printedOn: 'Printed 24/11/2026. Prices and availability can change.',
    })
    expect(sheet.summary.find((r) => r.label === 'Odometer')?.value).toBe('12,345 km')
    expect(sheet.disclaimer).toMatch(/^Repayments shown are an indicative estimate only/)
  })

  test('a sold car says SOLD; a car without a price shows the dealer’s no-price text', () => {
    expect(printSheet({ ...car, status: 'sold' } as DetailCar, tenant, new Date()).sold).toBe(true)
    const sheet = printSheet({ ...car, price: 0, price_type: null } as unknown as DetailCar, tenant, new Date())
    expect([sheet.price, sheet.priceType]).toEqual(['Call for price', null])
  })
})
