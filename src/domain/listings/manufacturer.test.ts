import { describe, expect, test } from 'vitest'
import { resolveManufacturer } from './manufacturer'

describe('manufacturer listing page for a path slug (screen 8)', () => {
  const stock = ['Toyota', 'Land Rover', 'Mercedes-Benz']
  const brands = ['Toyota', 'Kia', 'Isuzu UTE']
  test.each<[string, string, ReturnType<typeof resolveManufacturer>]>([
    ['a make in stock, exact spelling back', 'land-rover', { name: 'Land Rover', slug: 'land-rover', inStock: true }],
    ['case and escapes do not matter', 'Mercedes%2DBenz', { name: 'Mercedes-Benz', slug: 'mercedes-benz', inStock: true }],
    ['a menu brand without stock (empty state, not 404)', 'kia', { name: 'Kia', slug: 'kia', inStock: false }],
    ['stock wins over the menu spelling', 'toyota', { name: 'Toyota', slug: 'toyota', inStock: true }],
    ['unknown make', 'ferrari', null],
    ['not a slug', 'toyota cars', null],
    ['bad escape', '%E0%A4%A', null],
    ['empty', '', null],
  ])('%s', (_name, segment, expected) => {
    expect(resolveManufacturer(segment, stock, brands)).toEqual(expected)
  })
})
