import { describe, expect, test } from 'vitest'
import { formatCount, formatKm, groupThousands } from './numbers'

describe('number formatting (one rule for counts, km and money)', () => {
  test.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [131026, '131,026'],
    [1234567.6, '1,234,568'],
    [-4500, '-4,500'],
  ])('formatCount(%d) = %s', (n, text) => {
    expect(formatCount(n)).toBe(text)
  })
  test('km', () => {
    expect(formatKm(131026)).toBe('131,026 km')
  })
  test('grouping digits', () => {
    expect(groupThousands('1234567')).toBe('1,234,567')
  })
})
