import { describe, expect, test } from 'vitest'
import { VEHICLE_KINDS } from './tenant-config'
import { vocabularyOf } from './vocabulary'

describe('what a site calls what it sells', () => {
  test('a car dealer keeps the specification’s words', () =>
    expect(vocabularyOf('cars')).toEqual({ one: 'car', One: 'Car', many: 'cars', Many: 'Cars', tryOut: 'Book a Test Drive' }))

  test.each([
    ['caravans', 'caravan', 'Caravans', 'Book a Viewing'],
    ['motorcycles', 'motorcycle', 'Motorcycles', 'Book a Test Ride'],
    ['trucks', 'truck', 'Trucks', 'Book a Test Drive'],
    ['rentals', 'vehicle', 'Vehicles', 'Book a Test Drive'],
  ] as const)('%s: "%s", "%s", %s', (kind, one, Many, tryOut) => expect(vocabularyOf(kind)).toMatchObject({ one, Many, tryOut }))

  test('every kind has its words, none of them "car" but the car dealer’s', () => {
    for (const kind of VEHICLE_KINDS.filter((k) => k !== 'cars')) expect(JSON.stringify(vocabularyOf(kind))).not.toMatch(/\bcars?\b/i)
  })
})
