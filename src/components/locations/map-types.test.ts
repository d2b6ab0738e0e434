import { expect, test } from 'vitest'
import type { DealerLocation } from '@/src/domain/locations/location'
import { toMapPoints } from './map-types'

const location = (id: number, lat: number | null, placeUrl: string | null = null): DealerLocation => ({
  id,
  name: `Yard ${id}`,
  slug: `yard-${id}`,
  primary: false,
  visible: true,
  departments: ['sales'],
  makes: [],
  subtypes: [],
  stockName: `Yard ${id}`,
  phone: null,
  email: null,
  dealerLicence: null,
  repairerLicence: null,
  image: null,
  address: { street: '1 Main St', city: 'Sydney', state: 'NSW', postcode: '2000', lat, lng: lat === null ? null : 151.2, placeUrl },
  timeZone: 'Australia/Sydney',
  closedDays: 'closed',
  hours: {},
  specialHours: [],
  hiddenReviewers: [],
})

test('only locations with coordinates are mapped, each with its page and directions', () => {
  expect(toMapPoints([location(1, -33.9), location(2, null), location(3, -33.8, 'https://maps.example/yard-3')])).toEqual([
    {
      id: '1',
      name: 'Yard 1',
      lat: -33.9,
      lng: 151.2,
      address: '1 Main St, Sydney NSW 2000',
      href: '/locations/yard-1',
      directions: 'https://www.google.com/maps/dir/?api=1&destination=-33.9%2C151.2',
    },
    expect.objectContaining({ id: '3', directions: 'https://maps.example/yard-3' }),
  ])
})
