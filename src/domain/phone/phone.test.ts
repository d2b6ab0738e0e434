import { describe, expect, test } from 'vitest'
import { formatPhone, formatShopperPhone, maskPhone, phoneFor, telHref } from './phone'

describe('formatPhone (phone display)', () => {
  test.each([
    ['+61 becomes 0, grouped 2-4-4', '+61 2 9555 0123', '02 9555 0123'],
    ['10 digits grouped 2-4-4', '0295550123', '02 9555 0123'],
    ['mobile grouped 2-4-4', '+61412345678', '04 1234 5678'],
    ['61 prefix without plus', '61395550199', '03 9555 0199'],
    ['1300 numbers keep their national grouping', '1300555123', '1300 555 123'],
    ['1800 numbers', '1800 555 321', '1800 555 321'],
    ['13 numbers', '132211', '13 22 11'],
    ['unknown shapes are shown as entered', '555-1234', '555-1234'],
    ['empty', '', ''],
  ])('%s', (_name, raw, expected) => {
    expect(formatPhone(raw)).toBe(expected)
  })
})

describe('telHref', () => {
  test.each([
    ['02 9555 0123', 'tel:+61295550123'],
    ['+61 412 345 678', 'tel:+61412345678'],
    ['1300 555 123', 'tel:1300555123'],
    ['12', null],
    [null, null],
  ])('%s -> %s', (raw, expected) => {
    expect(telHref(raw)).toBe(expected)
  })
})

describe('phoneFor (numbers vary by car type)', () => {
  const book = { default: '02 9555 0100', used: '02 9555 0200', new: '' }
  test.each([
    ['used has its own number', 'used', '02 9555 0200'],
    ['blank new number falls back to default', 'new', '02 9555 0100'],
    ['demo without number falls back', 'demo', '02 9555 0100'],
    ['no car type uses default', undefined, '02 9555 0100'],
  ] as const)('%s', (_n, type, expected) => {
    expect(phoneFor(book, type)).toBe(expected)
  })
  test('no number at all gives null', () => {
    expect(phoneFor({}, 'used')).toBeNull()
  })
})

test('phone reveal masks digits after the first 5 characters', () => {
  expect(maskPhone('02 9555 0123')).toBe('02 95** ****')
})

describe('formatShopperPhone (a lead’s number as staff read it)', () => {
  test.each([
    ['+61412345678', '0412 345 678'],
    ['0412 345 678', '0412 345 678'],
    ['02 9555 0123', '02 9555 0123'],
    ['', ''],
  ])('%s reads %s', (raw, expected) => {
    expect(formatShopperPhone(raw)).toBe(expected)
  })
})
