import { describe, expect, test } from 'vitest'
import { carBreadcrumbs, carTypeSearchPath } from './breadcrumbs'

describe('carBreadcrumbs (Home first; /search plus car type, make, model, body)', () => {
  test('a used Toyota RAV4 SUV', () => {
    expect(
      carBreadcrumbs({
        car_type: 'used',
        make: 'Toyota',
        model: 'RAV4',
        simple_body: 'suv',
        name: '2020 Toyota RAV4 GX',
        path: '/cars/2020-toyota-rav4-gx-100001',
      }),
    ).toEqual([
      { name: 'Home', href: '/', position: 1 },
      { name: 'Search', href: '/search', position: 2 },
      { name: 'Used Cars', href: '/search/used-cars', position: 3 },
      { name: 'Toyota', href: '/search/toyota', position: 4 },
      { name: 'RAV4', href: '/search/toyota/rav4', position: 5 },
      { name: 'SUV', href: '/search/toyota/rav4?body=suv', position: 6 },
      { name: '2020 Toyota RAV4 GX', href: '/cars/2020-toyota-rav4-gx-100001', position: 7 },
    ])
  })

  test('no body: the car follows the model', () => {
    const crumbs = carBreadcrumbs({ car_type: 'new', make: 'Land Rover', model: 'Defender', name: 'Defender', path: '/cars/d' })
    expect(crumbs.map((c) => c.href)).toEqual([
      '/',
      '/search',
      '/search/new-cars',
      '/search/land-rover',
      '/search/land-rover/defender',
      '/cars/d',
    ])
  })
})

describe('carTypeSearchPath', () => {
  test.each([
    ['new', '/search/new-cars'],
    ['used', '/search/used-cars'],
    ['demo', '/search/demo-cars'],
    [undefined, null],
  ])('%s -> %s', (carType, path) => {
    expect(carTypeSearchPath(carType)?.path ?? null).toBe(path)
  })
})
