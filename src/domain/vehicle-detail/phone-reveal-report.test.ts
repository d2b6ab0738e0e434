import { describe, expect, test } from 'vitest'
import { phoneRevealMismatch, phoneRevealPath, phoneRevealReport } from './phone-reveal-report'
import { phoneRevealSchema } from './phone-reveal-schema'

const CAR = { id: '1042', dealership_id: 'D-77', dealership_slug: 'harbour-city-motors' }

describe('the report the page sends', () => {
  test("names the car, the feed's dealership id and the site", () => {
    expect(phoneRevealReport({ car_id: '1042', dealership_id: 'D-77', dealership_slug: 'harbour-city-motors', website_id: '3' })).toEqual({
      car_id: '1042',
      dealership_id: 'D-77',
      website_id: '3',
    })
  })

  test('a car whose feed sends no dealership id is reported with its dealership slug', () => {
    expect(phoneRevealReport({ car_id: '9', dealership_slug: 'harbour-city-motors', website_id: '3' }).dealership_id).toBe(
      'harbour-city-motors',
    )
  })

  test('goes to the car’s own address', () => {
    expect(phoneRevealPath('toyota-corolla-1042')).toBe('/api/cars/toyota-corolla-1042/phone-reveal')
  })

  test('what the page sends is what the server accepts', () => {
    const report = phoneRevealReport({ car_id: '1042', dealership_slug: 'harbour-city-motors', website_id: '3' })
    expect(phoneRevealSchema.parse(report)).toEqual(report)
  })
})

describe('a report matches the car at its address and the visited site', () => {
  test.each([
    ['every id right', { car_id: '1042', dealership_id: 'D-77', website_id: '3' }, null],
    ['the dealership named by its slug', { car_id: '1042', dealership_id: 'harbour-city-motors', website_id: '3' }, null],
    ['another car', { car_id: '1043', dealership_id: 'D-77', website_id: '3' }, 'car_id: is not the id of the car at this address'],
    ['another dealership', { car_id: '1042', dealership_id: 'D-78', website_id: '3' }, "dealership_id: is not this car's dealership"],
    ['another site', { car_id: '1042', dealership_id: 'D-77', website_id: '4' }, 'website_id: is not this site'],
  ])('%s', (_name, report, expected) => {
    expect(phoneRevealMismatch(report, CAR, 3)).toBe(expected)
  })

  test('a car without a feed dealership id is matched by its slug only', () => {
    const car = { id: '1', dealership_slug: 'harbour-city-motors' }
    expect(phoneRevealMismatch({ car_id: '1', dealership_id: 'harbour-city-motors', website_id: 'a' }, car, 'a')).toBeNull()
    expect(phoneRevealMismatch({ car_id: '1', dealership_id: 'undefined', website_id: 'a' }, car, 'a')).toMatch(/dealership_id/)
  })
})
