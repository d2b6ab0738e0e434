import { describe, expect, test } from 'vitest'
import { EARTH_RADIUS_KM, coarsePoint, distanceText, geoPoint, haversineKm } from './distance'

const SYDNEY = { lat: -33.8688, lng: 151.2093 }
const MELBOURNE = { lat: -37.8136, lng: 144.9631 }
const BRISBANE = { lat: -27.4698, lng: 153.0251 }
const PERTH = { lat: -31.9523, lng: 115.8613 }
const HOBART = { lat: -42.8821, lng: 147.3272 }

describe('haversine distance (Earth radius 6371 km)', () => {
  test('the radius is the spec’s', () => expect(EARTH_RADIUS_KM).toBe(6371))

  test.each([
    // Great-circle distances between the city centres as published (km), to within 1 km.
    ['Sydney to Melbourne', SYDNEY, MELBOURNE, 713],
    ['Sydney to Brisbane', SYDNEY, BRISBANE, 732],
    ['Sydney to Perth', SYDNEY, PERTH, 3290],
    ['Melbourne to Hobart', MELBOURNE, HOBART, 598],
  ])('%s', (_name, a, b, km) => {
    expect(Math.abs(haversineKm(a, b) - km)).toBeLessThan(1)
  })

  test('one degree along a meridian is 2πR/360 (the radius is applied once, in kilometres)', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((2 * Math.PI * 6371) / 360, 6)
    expect(haversineKm({ lat: -30, lng: 150 }, { lat: -31, lng: 150 })).toBeCloseTo((2 * Math.PI * 6371) / 360, 6)
  })

  test('a degree of longitude shrinks with latitude (cos 60° = ½)', () => {
    const atEquator = haversineKm({ lat: 0, lng: 150 }, { lat: 0, lng: 150.01 })
    const at60 = haversineKm({ lat: -60, lng: 150 }, { lat: -60, lng: 150.01 })
    expect(at60 / atEquator).toBeCloseTo(0.5, 4)
  })

  test('zero for one place, the same both ways, and half the circumference for antipodes (never NaN)', () => {
    expect(haversineKm(SYDNEY, SYDNEY)).toBe(0)
    expect(haversineKm(SYDNEY, PERTH)).toBeCloseTo(haversineKm(PERTH, SYDNEY), 9)
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6)
    expect(haversineKm({ lat: 33.8688, lng: -28.7907 }, SYDNEY)).toBeCloseTo(Math.PI * 6371, 0)
  })
})

describe('a point from two coordinates', () => {
  test.each([
    ['Sydney', -33.87, 151.21, { lat: -33.87, lng: 151.21 }],
    ['the poles and the date line are places', -90, 180, { lat: -90, lng: 180 }],
    ['latitude past 90', -91, 151, null],
    ['longitude past 180', -33, 181, null],
    ['NaN', Number.NaN, 151, null],
    ['Infinity', -33, Number.POSITIVE_INFINITY, null],
    ['strings are not numbers here', '-33', 151, null],
    ['null (a location without coordinates)', null, null, null],
  ])('%s', (_name, lat, lng, expected) => {
    expect(geoPoint(lat, lng)).toEqual(expected)
  })
})

describe('what the browser sends of a position', () => {
  test.each([
    [
      { lat: -33.868812, lng: 151.209312 },
      { lat: -33.87, lng: 151.21 },
    ],
    [
      { lat: -37.81361, lng: 144.96305 },
      { lat: -37.81, lng: 144.96 },
    ],
    [
      { lat: -12.4, lng: 130.8 },
      { lat: -12.4, lng: 130.8 },
    ],
  ])('%o is rounded to about a kilometre: %o', (point, expected) => {
    expect(coarsePoint(point)).toEqual(expected)
  })
})

describe('distance text on a card', () => {
  test.each([
    [0, 'Less than 1 km away'],
    [0.49, 'Less than 1 km away'],
    [0.99, 'Less than 1 km away'],
    [1, '1 km away'],
    [12.4, '12 km away'],
    [12.5, '13 km away'],
    [713.43, '713 km away'],
    [3290.46, '3,290 km away'],
  ])('%d km reads "%s"', (km, text) => {
    expect(distanceText(km)).toBe(text)
  })
})
