import { describe, expect, test } from 'vitest'
import { isAustralianPhone, isPostcode, postcodeInput } from './contact'
import { userDetailsToStore } from './user-details'

describe('isAustralianPhone (Australian formats)', () => {
  test.each([
    ['mobile', '0412 345 678', true],
    ['mobile with +61', '+61 412 345 678', true],
    ['mobile with 61', '61412345678', true],
    ['Sydney landline with brackets', '(02) 9555 0123', true],
    ['Perth landline', '08 9555 0123', true],
    ['1300 number', '1300 555 123', true],
    ['1800 number', '1800-555-321', true],
    ['13 number', '13 22 11', true],
    ['too short', '0412 345 67', false],
    ['too long', '0412 345 6789', false],
    ['01 is not an Australian area code', '01 9555 0123', false],
    ['letters', '0412 ABC 678', false],
    ['UK number', '+44 20 7946 0958', false],
  ])('%s: %s -> %s', (_name, raw, expected) => {
    expect(isAustralianPhone(raw)).toBe(expected)
  })
})

describe('postcode (required, exactly 4 digits, no separators)', () => {
  test.each([
    ['2000', true],
    ['0800', true],
    ['200', false],
    ['20000', false],
    ['2,000', false],
    ['', false],
    ['abcd', false],
  ])('%s -> %s', (raw, expected) => {
    expect(isPostcode(raw)).toBe(expected)
  })
  test.each([
    ['20000', '2000'],
    ['2,000', '2000'],
    ['2a0b0c0', '2000'],
    ['', ''],
  ])('the input keeps %s as %s (capped at 4, digits only)', (typed, kept) => {
    expect(postcodeInput(typed)).toBe(kept)
  })
})

describe('userDetailsToStore (only when name, email and phone are all present)', () => {
  const full = { name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '0412345678', postcode: '2000' }
  test('all present: stored, trimmed', () => {
    expect(userDetailsToStore({ ...full, name: ' Ann ' })).toEqual(full)
  })
  test.each(['name', 'email', 'phone'] as const)('without %s: nothing stored', (key) => {
    expect(userDetailsToStore({ ...full, [key]: '  ' })).toBeNull()
  })
  test('last name and postcode are optional for storing', () => {
    expect(userDetailsToStore({ name: 'Ann', email: 'a@b.co', phone: '0412345678' })).toEqual({
      name: 'Ann',
      last_name: '',
      email: 'a@b.co',
      phone: '0412345678',
      postcode: '',
    })
  })
})
