import { describe, expect, test } from 'vitest'
import { haversineKm } from './distance'
import {
  LOCATION_FILTER_LIMITS,
  NEAREST_MESSAGES,
  type QueryParams,
  geolocationMessage,
  locationPoint,
  nearestFilterOptions,
  parseNearestQuery,
  positionSearch,
  rankByDistance,
} from './nearest'
import { coarsePoint } from './distance'

describe('the finder’s query (?postcode= or ?lat=&lng=)', () => {
  test.each<[string, QueryParams, ReturnType<typeof parseNearestQuery>]>([
    ['no query: the page as it is', {}, { kind: 'none' }],
    ['other parameters only', { utm_source: 'x' }, { kind: 'none' }],
    ['a postcode', { postcode: '2000' }, { kind: 'postcode', postcode: '2000' }],
    ['a postcode with spaces around it', { postcode: ' 0870 ' }, { kind: 'postcode', postcode: '0870' }],
    ['the first of repeated postcodes', { postcode: ['3000', '2000'] }, { kind: 'postcode', postcode: '3000' }],
    ['an empty postcode field', { postcode: '' }, { kind: 'invalid', error: 'empty', typed: '' }],
    ['a blank postcode field', { postcode: '   ' }, { kind: 'invalid', error: 'empty', typed: '' }],
    ['three digits', { postcode: '200' }, { kind: 'invalid', error: 'invalid', typed: '200' }],
    ['five digits', { postcode: '20000' }, { kind: 'invalid', error: 'invalid', typed: '2000' }],
    ['letters', { postcode: 'SW1A' }, { kind: 'invalid', error: 'invalid', typed: 'SW1A' }],
    ['full-width digits', { postcode: '２０００' }, { kind: 'invalid', error: 'invalid', typed: '２０００' }],
    ['a position', { lat: '-33.87', lng: '151.21' }, { kind: 'position', point: { lat: -33.87, lng: 151.21 } }],
    ['a position in whole degrees', { lat: '-34', lng: '151' }, { kind: 'position', point: { lat: -34, lng: 151 } }],
    ['a postcode wins over a position', { postcode: '3000', lat: '-33.87', lng: '151.21' }, { kind: 'postcode', postcode: '3000' }],
    ['a latitude alone', { lat: '-33.87' }, { kind: 'invalid', error: 'position', typed: '' }],
    ['a latitude past 90', { lat: '-95', lng: '151' }, { kind: 'invalid', error: 'position', typed: '' }],
    ['exponent notation', { lat: '-3.3e1', lng: '151' }, { kind: 'invalid', error: 'position', typed: '' }],
    ['hexadecimal', { lat: '-33', lng: '0x97' }, { kind: 'invalid', error: 'position', typed: '' }],
    ['words', { lat: 'NaN', lng: 'Infinity' }, { kind: 'invalid', error: 'position', typed: '' }],
    ['empty coordinates', { lat: '', lng: '' }, { kind: 'invalid', error: 'position', typed: '' }],
  ])('%s', (_name, params, expected) => {
    expect(parseNearestQuery(params)).toEqual(expected)
  })

  test('the messages are the spec’s: the form’s for a malformed postcode, the geocoder’s for an unknown one', () => {
    expect(NEAREST_MESSAGES.empty).toBe('Please enter a postcode.')
    expect(NEAREST_MESSAGES.invalid).toBe('Invalid postcode. Please enter a 4-digit number.')
    expect(NEAREST_MESSAGES.unknown).toBe('Invalid postcode')
  })
})

describe('“Use my location”', () => {
  test('the position it sends is what the query reads back, rounded to about a kilometre', () => {
    const search = positionSearch(coarsePoint({ lat: -33.868812, lng: 151.209312 }))
    expect(search).toBe('?lat=-33.87&lng=151.21')
    expect(parseNearestQuery(Object.fromEntries(new URLSearchParams(search)))).toEqual({
      kind: 'position',
      point: { lat: -33.87, lng: 151.21 },
    })
  })

  test.each([
    [1, 'Location access was not allowed. Please enter your postcode instead.'],
    [2, 'We could not find your location. Please enter your postcode instead.'],
    [3, 'We could not find your location. Please enter your postcode instead.'],
  ])('browser error %d: "%s"', (code, message) => {
    expect(geolocationMessage(code)).toBe(message)
  })
})

const SYDNEY = { lat: -33.8688, lng: 151.2093 }
const yard = (name: string, city: string, lat: number | null, lng: number | null, stockName = name) => ({
  name,
  stockName,
  address: { city, lat, lng },
})
const PARRAMATTA = yard('Parramatta', 'Parramatta', -33.8136, 151.0034)
const CHATSWOOD = yard('Chatswood', 'Chatswood', -33.7969, 151.1803)
const NEWCASTLE = yard('Newcastle', 'Newcastle', -32.9106, 151.7377)
const UNPLACED = yard('Mystery Yard', 'Nowhere', null, null)

describe('locations ranked by distance', () => {
  const rank = (items: (typeof PARRAMATTA)[], origin = SYDNEY) => rankByDistance(items, origin, (l) => locationPoint(l.address))

  test('nearest first, each with its distance from the origin', () => {
    const ranked = rank([NEWCASTLE, PARRAMATTA, CHATSWOOD])
    expect(ranked.map((r) => r.item.name)).toEqual(['Chatswood', 'Parramatta', 'Newcastle'])
    expect(ranked[0].km).toBeCloseTo(haversineKm(SYDNEY, { lat: -33.7969, lng: 151.1803 }), 9)
    expect(ranked[2].km).toBeGreaterThan(110)
    expect(ranked[2].km).toBeLessThan(125)
  })

  test('from Newcastle the order turns round', () => {
    expect(rank([CHATSWOOD, PARRAMATTA, NEWCASTLE], { lat: -32.93, lng: 151.75 }).map((r) => r.item.name)).toEqual([
      'Newcastle',
      'Chatswood',
      'Parramatta',
    ])
  })

  test('a location without coordinates comes last, without a distance; equal distances keep the site’s order', () => {
    const twin = yard('Parramatta Service', 'Parramatta', -33.8136, 151.0034)
    const ranked = rank([UNPLACED, NEWCASTLE, twin, PARRAMATTA])
    expect(ranked.map((r) => r.item.name)).toEqual(['Parramatta Service', 'Parramatta', 'Newcastle', 'Mystery Yard'])
    expect(ranked[3].km).toBeNull()
  })

  test('one coordinate alone does not place a location', () => {
    expect(locationPoint({ lat: -33.8, lng: null })).toBeNull()
    expect(locationPoint({ lat: 0, lng: 0 })).toEqual({ lat: 0, lng: 0 })
  })

  test('nothing to rank is an empty list', () => expect(rank([])).toEqual([]))
})

describe('the city and dealership filter lists, nearest first', () => {
  test('the spec’s limits: 20 cities, 40 dealerships', () => {
    expect(LOCATION_FILTER_LIMITS).toEqual({ city: 20, dealership: 40 })
  })

  test('a city with several yards is listed once, at its nearest yard; dealerships use their stock feed name', () => {
    const ranked = rankByDistance(
      [NEWCASTLE, yard('Parramatta Used', ' parramatta ', -33.82, 151.0, 'HCM Parramatta Used'), PARRAMATTA, CHATSWOOD, UNPLACED],
      SYDNEY,
      (l) => locationPoint(l.address),
    )
    const { cities, dealerships } = nearestFilterOptions(ranked)
    expect(cities.map((c) => c.value)).toEqual(['Chatswood', 'Parramatta', 'Newcastle', 'Nowhere'])
    expect(cities[1].km).toBeCloseTo(ranked[1].km!, 9)
    expect(cities[3].km).toBeNull()
    expect(dealerships.map((d) => d.value)).toEqual(['Chatswood', 'Parramatta', 'HCM Parramatta Used', 'Newcastle', 'Mystery Yard'])
  })

  test('past the limits the farthest are left out', () => {
    const many = Array.from({ length: 60 }, (_, i) => yard(`Yard ${i}`, `Town ${i}`, -30 - i / 10, 150))
    const ranked = rankByDistance([...many].reverse(), { lat: -30, lng: 150 }, (l) => locationPoint(l.address))
    const { cities, dealerships } = nearestFilterOptions(ranked)
    expect(cities).toHaveLength(20)
    expect(dealerships).toHaveLength(40)
    expect(cities.at(-1)?.value).toBe('Town 19')
    expect(dealerships.at(-1)?.value).toBe('Yard 39')
  })

  test('blank names are not options', () => {
    const ranked = rankByDistance([yard('A', '  ', -33, 151, '')], SYDNEY, (l) => locationPoint(l.address))
    expect(nearestFilterOptions(ranked)).toEqual({ cities: [], dealerships: [] })
  })
})
