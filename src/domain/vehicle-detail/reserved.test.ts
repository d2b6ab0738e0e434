import { describe, expect, test } from 'vitest'
import { reservedNotice } from './reserved'

const now = new Date('2026-11-25T06:49:00Z')

describe('reservedNotice', () => {
  test.each([
    ['a car nobody holds', { reserved: false, sold: false }, null],
    ['a sold car (the sold panel speaks)', { reserved: true, reserved_until: '2026-11-27T06:49:00Z', sold: true }, null],
    [
      'an online hold: until its end, in Sydney time',
      { reserved: true, reserved_until: '2026-11-27T06:49:00Z', sold: false },
      { label: 'RESERVED', detail: 'Reserved until Friday 27 November at 5:49 pm' },
    ],
    [
      'the feed marks it reserved, no end',
      { reserved: true, sold: false },
      { label: 'RESERVED', detail: 'Reserved for another shopper at the moment' },
    ],
    [
      'a hold past its end, not yet released',
      { reserved: true, reserved_until: '2026-11-25T06:00:00Z', sold: false },
      { label: 'RESERVED', detail: 'Reserved for another shopper at the moment' },
    ],
    [
      'an unreadable end',
      { reserved: true, reserved_until: 'soon', sold: false },
      { label: 'RESERVED', detail: 'Reserved for another shopper at the moment' },
    ],
  ])('%s', (_name, car, expected) => {
    expect(reservedNotice(car, now)).toEqual(expected)
  })
})
