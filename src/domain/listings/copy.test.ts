import { describe, expect, test } from 'vitest'
import { manufacturerCopy, offersCopy, resultCountText, sameValue, withChosen } from './copy'

describe('listing page copy (screen 8)', () => {
  test.each<[Parameters<typeof manufacturerCopy>, string]>([
    [['Toyota', 'Harbour City Motors', 'cars'], 'Toyota Cars'],
    [['Jayco', 'Red Centre Caravans', 'caravans'], 'Jayco Caravans'],
    [['Isuzu', 'Truck Co', 'trucks'], 'Isuzu Trucks'],
    [['Toyota', 'Hire Co', 'rentals'], 'Toyota Vehicles'],
  ])('manufacturer %j is titled %s', (args, title) => {
    const copy = manufacturerCopy(...args)
    expect(copy.title).toBe(title)
    expect(copy.description).toContain(args[1])
  })

  test('offers', () => {
    expect(offersCopy('Harbour City Motors', 'cars')).toEqual({
      title: 'Special Offers',
      description: 'Current offers on cars at Harbour City Motors. Filter by category and price to find your next deal.',
    })
  })

  test.each<[number, string]>([
    [0, '0 vehicles found'],
    [1, '1 vehicle found'],
    [1234, '1,234 vehicles found'],
  ])('%i: %s', (count, text) => {
    expect(resultCountText(count)).toBe(text)
  })
})

describe('chosen facet values stay listed', () => {
  const items = [{ label: 'Off Road', value: 'Off Road', count: 4 }]
  test('a chosen value the facet does not have is added with count 0', () => {
    expect(withChosen(items, ['off road', 'Gone'])).toEqual([...items, { label: 'Gone', value: 'Gone', count: 0 }])
  })
  test('values compare case-insensitively', () => {
    expect(sameValue('HiLux', 'hilux')).toBe(true)
    expect(sameValue('HiLux', 'Hilux 4x4')).toBe(false)
  })
})
