import { describe, expect, test } from 'vitest'
import { movePriceThumb, priceSearchUrl, vehicleTypeLabel } from './budget-search'

describe('priceSearchUrl (budget button, price slider sorts price descending)', () => {
  test.each([
    ['budget capped range', { min: 0, max: 42000 }, '/search', '/search?price=0:42000&sortBy=cars_price_desc'],
    ['slider defaults', { min: 5000, max: 250000 }, '/search', '/search?price=5000:250000&sortBy=cars_price_desc'],
    ['a tenant search path', { min: 0, max: 99999.6 }, '/search/used-cars', '/search/used-cars?price=0:100000&sortBy=cars_price_desc'],
    ['a path with a query keeps it', { min: 0, max: 1000 }, '/search?make=mazda', '/search?make=mazda&price=0:1000&sortBy=cars_price_desc'],
    ['an inverted range is never sent', { min: 9000, max: 5000 }, '/search', '/search?price=5000:5000&sortBy=cars_price_desc'],
    ['not a path: falls back to /search', { min: 0, max: 10 }, 'https://evil.example', '/search?price=0:10&sortBy=cars_price_desc'],
  ])('%s', (_name, range, path, expected) => {
    expect(priceSearchUrl(range, path)).toBe(expected)
  })
})

describe('movePriceThumb (price slider: step 500, min stays ≥ 1 below max; 5,000–250,000)', () => {
  const range = { min: 5000, max: 250000 }
  test.each([
    ['snaps to the 500 step', range, 'min', 12340, { min: 12500, max: 250000 }],
    ['max thumb snaps too', range, 'max', 40260, { min: 5000, max: 40500 }],
    ['min thumb cannot reach the max', { min: 5000, max: 20000 }, 'min', 20000, { min: 19999, max: 20000 }],
    ['min thumb cannot pass the max', { min: 5000, max: 20000 }, 'min', 60000, { min: 19999, max: 20000 }],
    ['max thumb cannot pass the min', { min: 30000, max: 50000 }, 'max', 10000, { min: 30000, max: 30001 }],
    ['below the slider bounds snaps to 5,000', range, 'min', 0, { min: 5000, max: 250000 }],
    ['above the slider bounds snaps to 250,000', { min: 5000, max: 20000 }, 'max', 900000, { min: 5000, max: 250000 }],
    ['non-numeric becomes the bound', range, 'max', 'abc', { min: 5000, max: 5001 }],
  ] as const)('%s', (_name, current, thumb, value, expected) => {
    expect(movePriceThumb(current, thumb, value)).toEqual(expected)
  })
})

describe('vehicleTypeLabel ("0 {type}s Found")', () => {
  test.each([
    ['cars', 'Car'],
    ['caravans', 'Caravan'],
    ['motorcycles', 'Motorcycle'],
  ] as const)('%s -> %s', (kind, label) => {
    expect(vehicleTypeLabel(kind)).toBe(label)
  })
})
