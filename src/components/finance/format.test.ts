import { describe, expect, test } from 'vitest'
import { formatRate, formatYears, moneyFieldText } from './format'

describe('finance display formatting (money field: $ prefix and thousands separators)', () => {
  test.each([
    [30000, '30,000'],
    [250000, '250,000'],
    [1234.5, '1,234.50'],
    [0, '0'],
  ])('money field %s -> %s', (value, text) => {
    expect(moneyFieldText(value)).toBe(text)
  })

  test.each([
    [8.95, '8.95%'],
    [10, '10.00%'],
    [8.1899, '8.19%'],
  ])('rate %s -> %s', (value, text) => {
    expect(formatRate(value)).toBe(text)
  })

  test.each([
    [1, '1 year'],
    [2.5, '2.5 years'],
    [5, '5 years'],
  ])('term %s -> %s', (value, text) => {
    expect(formatYears(value)).toBe(text)
  })
})
