import { describe, expect, test } from 'vitest'
import { saveEntry, saveMode, savesToGarage, showSaveButton } from './saved-cars'

const car = { objectID: '7', slug: 'kia-rio-7', name: '2020 Kia Rio', make: 'Kia', model: 'Rio' }

describe('saving a car: one heart, kept where the site keeps saved cars', () => {
  test.each([
    [{ favourites: false, watchlist: false }, null],
    [{ favourites: true, watchlist: false }, 'browser'],
    [{ favourites: false, watchlist: true }, 'garage'],
    [{ favourites: true, watchlist: true }, 'browser-then-garage'],
  ] as const)('switches %o keep saved cars in %s', (features, mode) => {
    expect(saveMode(features)).toBe(mode)
    expect(saveEntry(features, car, false)?.mode ?? null).toBe(mode)
  })

  test('a car without a page has no heart', () => {
    expect(saveEntry({ favourites: true, watchlist: true }, { ...car, slug: '' }, false)).toBeNull()
  })

  test.each([
    ['browser', false, false],
    ['browser', true, false],
    ['garage', false, true],
    ['garage', true, true],
    ['browser-then-garage', false, false],
    ['browser-then-garage', true, true],
  ] as const)('mode %s, signed in %s: saves go to My Garage: %s', (mode, signedIn, garage) => {
    expect(savesToGarage(mode, signedIn)).toBe(garage)
  })

  test('a sold car cannot be newly saved to My Garage, but can be removed, and stays savable in the browser', () => {
    const sold = saveEntry({ favourites: true, watchlist: true }, car, true)!
    expect(showSaveButton(sold, true, false)).toBe(false)
    expect(showSaveButton(sold, true, true)).toBe(true)
    expect(showSaveButton(sold, false, false)).toBe(true)
    expect(showSaveButton({ ...sold, sold: false }, true, false)).toBe(true)
  })
})
