import { expect, test } from 'vitest'
import { carAnalytics } from './car'

const car = {
  id: '1042',
  slug: 'toyota-corolla-1042',
  dealership_id: undefined,
  dealership_slug: 'harbour-city-motors',
  make: 'Toyota',
  model: 'Corolla',
  year: 2021,
  car_type: 'new' as const,
  certified: false,
  price: 0,
  vin: ' ',
  stocknum: 'null',
  badge: 'Ascent',
  colour: undefined,
  simple_body: undefined,
  simple_fuel: undefined,
  fuel: 'Hybrid',
}

test('the ids and facts of a car; the site id as text', () => {
  expect(carAnalytics(car, 12)).toEqual({
    car_id: '1042',
    car_slug: 'toyota-corolla-1042',
    dealership_slug: 'harbour-city-motors',
    website_id: '12',
    make: 'Toyota',
    model: 'Corolla',
    year: 2021,
    condition: 'new',
    certified: false,
    variant: 'Ascent',
    fuel: 'Hybrid',
  })
})

test('no price, blank and "null" texts are left out rather than sent', () => {
  const data = carAnalytics(car, 'site-1')
  for (const key of ['price', 'vin', 'stock_number', 'colour', 'body', 'dealership_id']) expect(data).not.toHaveProperty(key)
})

test("the feed's own dealership id and the simple fuel when the car has them", () => {
  const data = carAnalytics({ ...car, dealership_id: 'D-9', simple_fuel: 'Petrol', price: 30000 }, 1)
  expect(data).toMatchObject({ dealership_id: 'D-9', fuel: 'Petrol', price: 30000 })
})
