import { describe, expect, test } from 'vitest'
import { ceilCents, ceilDollars, clamp, floorCents, formatMoney, parseNumber, roundCents, roundDollars, toNumber } from './money'

describe('toNumber (non-numeric entry becomes 0)', () => {
  test.each([
    ['letters become 0', 'abc', 0],
    ['empty becomes 0', '', 0],
    ['NaN becomes 0', Number.NaN, 0],
    ['infinity becomes 0', Number.POSITIVE_INFINITY, 0],
    ['null becomes 0', null, 0],
    ['undefined becomes 0', undefined, 0],
    ['an object becomes 0', { a: 1 }, 0],
    ['plain number string', '42.5', 42.5],
    ['money field format with $ and separators', '$1,234.50', 1234.5],
    ['negative number kept (callers clamp)', -12, -12],
    ['partly numeric is not a number', '12abc', 0],
  ])('%s', (_name, input, expected) => {
    expect(toNumber(input)).toBe(expected)
  })
})

describe('rounding without float drift', () => {
  test.each([
    ['1.005 rounds to 1.01 (float gives 100.4999…)', roundCents, 1.005, 1.01],
    ['-1.005 rounds away from zero', roundCents, -1.005, -1.01],
    ['0.1 + 0.2 is 0.3', roundCents, 0.1 + 0.2, 0.3],
    ['rounded up: 12.3 stays 12.3 (float gives 1230.0000000000002)', ceilCents, 12.3, 12.3],
    ['rounded up: 12.301 becomes 12.31', ceilCents, 12.301, 12.31],
    ['rounded up: 0.29 stays 0.29 (float gives 28.999999999999996)', ceilCents, 0.29, 0.29],
    ['floor: 12.309 becomes 12.3', floorCents, 12.309, 12.3],
    ['floor: 0.29 stays 0.29', floorCents, 0.29, 0.29],
    ['whole dollars: 2.5 rounds to 3', roundDollars, 2.5, 3],
    ['whole dollars: 37999.49 rounds to 37999', roundDollars, 37999.49, 37999],
    ['weekly whole dollars rounded up: 123.01 shows 124', ceilDollars, 123.01, 124],
    ['weekly whole dollars: 123.00 shows 123', ceilDollars, 123, 123],
    ['NaN becomes 0', roundCents, Number.NaN, 0],
  ])('%s', (_name, fn, input, expected) => {
    expect(fn(input)).toBe(expected)
  })
})

describe('formatMoney ($ prefix and thousands separators)', () => {
  test.each([
    [1000, {}, '$1,000'],
    [250000, {}, '$250,000'],
    [999, {}, '$999'],
    [1234.5, { cents: true }, '$1,234.50'],
    [0, {}, '$0'],
    [-1500, {}, '-$1,500'],
    [1234567.891, { cents: true }, '$1,234,567.89'],
  ])('%s -> %s', (value, options, expected) => {
    expect(formatMoney(value, options)).toBe(expected)
  })
})

test('clamp keeps a value between bounds', () => {
  expect([clamp(-1, 0, 10), clamp(5, 0, 10), clamp(11, 0, 10)]).toEqual([0, 5, 10])
})

describe('parseNumber (feed values: a lender figure is supplied only when it is a number)', () => {
  test.each([
    ['number', 6.29, 6.29],
    ['zero is a number', 0, 0],
    ['numeric string', '8.19', 8.19],
    ['empty string is not supplied', '', null],
    ["the string 'null' is not supplied", 'null', null],
    ['null is not supplied', null, null],
    ['NaN is not supplied', Number.NaN, null],
  ])('%s', (_name, input, expected) => {
    expect(parseNumber(input)).toBe(expected)
  })
})
