import { describe, expect, test } from 'vitest'
import { dealerLocation } from '@/tests/helpers/dealer-location'
import { autoDealerJsonLd } from '@/src/domain/locations/location'
import { homeJsonLd } from './home-json-ld'

const origin = 'https://harbourcity.example.com.au'
const parramatta = dealerLocation()
const penrith = dealerLocation({
  id: 2,
  slug: 'penrith',
  name: 'Harbour City Motors Penrith',
  primary: false,
  phone: '02 4700 0000',
  image: null,
  address: { street: '5 High St', city: 'Penrith', state: 'NSW', postcode: '2750', lat: null, lng: null, placeUrl: null },
  hours: { sales: [{ weekday: 1, status: 'open', open: '09:00', close: '17:00' }] },
  specialHours: [],
})
const hidden = dealerLocation({ id: 3, slug: 'hidden', name: 'Closed yard', primary: false, visible: false })
const site = { name: 'Harbour City Motors', origin, logo: '/api/media/file/logo.png', telephone: '1300 000 000' }
const nodes = (locations = [parramatta]) => homeJsonLd({ ...site, locations })['@graph'] as unknown as Record<string, unknown>[]

describe('home page JSON-LD', () => {
  test('one location: the dealer is that AutoDealer, with its address, hours, logo and main number', () => {
    const [dealer] = nodes()
    expect(dealer).toMatchObject({
      '@type': 'AutoDealer',
      '@id': `${origin}/#dealer`,
      name: 'Harbour City Motors',
      url: `${origin}/`,
      logo: `${origin}/api/media/file/logo.png`,
      telephone: '1300 000 000',
      address: { '@type': 'PostalAddress', streetAddress: '120 Church St', addressLocality: 'Parramatta', postalCode: '2150' },
      geo: { '@type': 'GeoCoordinates', latitude: -33.81, longitude: 151.0 },
    })
    expect(dealer.openingHoursSpecification).toHaveLength(7) // six open days and Christmas
    expect(dealer).not.toHaveProperty('department')
  })

  test('more locations: each shown one is a department with its own page, address and hours', () => {
    const [dealer] = nodes([penrith, hidden, parramatta])
    const departments = dealer.department as Record<string, unknown>[]
    expect(departments.map((d) => d.url)).toEqual([`${origin}/locations/parramatta`, `${origin}/locations/penrith`])
    expect(departments[1]).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Harbour City Motors Penrith',
      telephone: '02 4700 0000',
      address: { addressLocality: 'Penrith' },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '17:00' },
      ],
    })
    // The dealer's own address is its primary location's.
    expect(dealer.address).toMatchObject({ addressLocality: 'Parramatta' })
  })

  test('no main number: the primary location answers', () => {
    const [dealer] = homeJsonLd({ ...site, telephone: '', locations: [parramatta] })['@graph'] as unknown as Record<string, unknown>[]
    expect(dealer.telephone).toBe('02 9555 0140')
  })

  test('no locations yet: the dealer still names itself, with no empty address', () => {
    const [dealer] = nodes([])
    expect(dealer).toEqual({
      '@type': 'AutoDealer',
      '@id': `${origin}/#dealer`,
      name: 'Harbour City Motors',
      url: `${origin}/`,
      logo: `${origin}/api/media/file/logo.png`,
      image: `${origin}/api/media/file/logo.png`,
      telephone: '1300 000 000',
    })
  })

  test("the WebSite searches the site's own search page by its free-text parameter", () => {
    const [, website] = nodes()
    expect(website).toEqual({
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      url: `${origin}/`,
      name: 'Harbour City Motors',
      publisher: { '@id': `${origin}/#dealer` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?query={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    })
  })
})

describe("a location page's AutoDealer", () => {
  test('sales hours by weekday, dated special hours closed at 00:00, an absolute image and the reviews', () => {
    const ld = autoDealerJsonLd(parramatta, `${origin}/locations/parramatta`, { average: '4.7', count: 128 }) as unknown as Record<
      string,
      unknown
    >
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      url: `${origin}/locations/parramatta`,
      image: `${origin}/api/media/file/parramatta-800x600.webp`,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.7', reviewCount: 128, bestRating: 5 },
    })
    const hours = ld.openingHoursSpecification as Record<string, unknown>[]
    expect(hours[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '08:30',
      closes: '17:30',
    })
    expect(hours.at(-1)).toEqual({
      '@type': 'OpeningHoursSpecification',
      validFrom: '2026-12-25',
      validThrough: '2026-12-25',
      opens: '00:00',
      closes: '00:00',
    })
  })
})
