import { describe, expect, test } from 'vitest'
import { showWatchlistButton, watchlistEntry, withCar } from './watchlist'
import { enquiryLabel } from './garage'

describe('watchlist rules', () => {
  test('no entry on a site without the watchlist, or for a car without a page', () => {
    expect(watchlistEntry(false, { slug: 'a', name: 'A', sold: false })).toBeNull()
    expect(watchlistEntry(true, { slug: '', name: 'A', sold: false })).toBeNull()
    expect(watchlistEntry(true, { slug: 'a', name: 'A', sold: false })).toEqual({ slug: 'a', name: 'A', sold: false })
  })

  test('sold cars hide the save button unless already saved', () => {
    const sold = { slug: 'a', name: 'A', sold: true }
    expect(showWatchlistButton(sold, false)).toBe(false)
    expect(showWatchlistButton(sold, true)).toBe(true)
    expect(showWatchlistButton({ ...sold, sold: false }, false)).toBe(true)
  })

  test('saving puts the car first once; removing takes it out; both can be undone', () => {
    const saved = withCar(['b', 'a'], 'a', true)
    expect(saved).toEqual(['a', 'b'])
    expect(withCar(saved, 'a', false)).toEqual(['b'])
    expect(withCar(['b'], 'z', false)).toEqual(['b'])
  })

  test('enquiries read by their form; an unknown form is an enquiry', () => {
    expect(enquiryLabel('test-drive')).toBe('Test drive request')
    expect(enquiryLabel('toString')).toBe('Enquiry')
  })
})
