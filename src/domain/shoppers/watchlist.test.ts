import { describe, expect, test } from 'vitest'
import { withCar } from './watchlist'
import { enquiryLabel } from './garage'

describe('watchlist rules', () => {
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
