import { describe, expect, test } from 'vitest'
import { deliveryEstimate, parsePostcodeRanges } from './delivery'
import type { DeliveryRegion } from './settings'

const regions: DeliveryRegion[] = [
  { name: 'Gold Coast', postcodeRanges: [[4207, 4228]], price: 150 },
  {
    name: 'Brisbane Metro',
    postcodeRanges: [
      [4000, 4207],
      [9000, 9015],
    ],
    price: 0,
  },
  { name: 'Sydney', postcodeRanges: [[2000, 2234]], price: 990 },
]

const noEstimate =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."

describe('deliveryEstimate (postcode -> region price, errors)', () => {
  test.each([
    ['postcode inside a range', '2000', { ok: true, region: 'Sydney', price: 990, postcode: '2000' }],
    ['range ends are inclusive', '2234', { ok: true, region: 'Sydney', price: 990, postcode: '2234' }],
    ['second range of a region', '9010', { ok: true, region: 'Brisbane Metro', price: 0, postcode: '9010' }],
    ['table order decides overlaps (4207 is Gold Coast first)', '4207', { ok: true, region: 'Gold Coast', price: 150, postcode: '4207' }],
    ['surrounding spaces are forgiven', ' 4000 ', { ok: true, region: 'Brisbane Metro', price: 0, postcode: '4000' }],
    ['empty postcode', '', { ok: false, error: 'empty', message: 'Please enter a postcode.' }],
    ['blank postcode', '   ', { ok: false, error: 'empty', message: 'Please enter a postcode.' }],
    ['missing postcode', null, { ok: false, error: 'empty', message: 'Please enter a postcode.' }],
    ['three digits', '200', { ok: false, error: 'invalid', message: 'Invalid postcode. Please enter a 4-digit number.' }],
    ['five digits', '20000', { ok: false, error: 'invalid', message: 'Invalid postcode. Please enter a 4-digit number.' }],
    ['letters', '2OOO', { ok: false, error: 'invalid', message: 'Invalid postcode. Please enter a 4-digit number.' }],
    ['no estimate for the location', '6000', { ok: false, error: 'noEstimate', message: noEstimate }],
  ])('%s', (_name, postcode, expected) => {
    expect(deliveryEstimate(postcode, regions)).toEqual(expected)
  })

  test('a tenant without a table gives no estimate', () => {
    expect(deliveryEstimate('2000', [])).toMatchObject({ ok: false, error: 'noEstimate' })
  })
})

describe('parsePostcodeRanges (admin delivery table per-tenant regions)', () => {
  test.each([
    ['one range', '2000-2234', [[2000, 2234]]],
    [
      'single postcodes and ranges, commas and new lines',
      '2000-2234, 2555\n2600 – 2618',
      [
        [2000, 2234],
        [2555, 2555],
        [2600, 2618],
      ],
    ],
    ['NT postcodes keep their leading zero meaning', '0800-0899', [[800, 899]]],
    [
      'semicolons and blanks',
      ' 4000-4207 ;; 9000 ',
      [
        [4000, 4207],
        [9000, 9000],
      ],
    ],
  ])('%s', (_name, text, ranges) => {
    expect(parsePostcodeRanges(text)).toEqual({ ok: true, ranges })
  })

  test.each([
    ['empty', ''],
    ['three digits', '200'],
    ['letters', 'Sydney'],
    ['backwards range', '2234-2000'],
  ])('%s is reported, not guessed', (_name, text) => {
    expect(parsePostcodeRanges(text).ok).toBe(false)
  })

  test('parsed ranges feed the estimate', () => {
    const parsed = parsePostcodeRanges('2000-2234')
    if (!parsed.ok) throw new Error(parsed.error)
    expect(deliveryEstimate('2100', [{ name: 'Sydney', price: 990, postcodeRanges: parsed.ranges }])).toMatchObject({
      ok: true,
      price: 990,
    })
  })
})
