import { describe, expect, test } from 'vitest'
import { type HeldReservation, type Holder, MAX_ACTIVE_HOLDS, holdLimitReached, holderKeys, holderOf } from './hold-limit'

const now = new Date('2026-11-25T10:00:00Z')
const ann = holderOf({ shopper: null, email: 'Ann@Example.com ', phone: '0412 345 678' })
const someoneElse = holderOf({ shopper: null, email: 'bo@example.com', phone: '0499 000 111' })

const held = (holder: Holder, change: Partial<HeldReservation> = {}): HeldReservation => ({
  status: 'reserved',
  holdUntil: '2026-11-27T10:00:00.000Z',
  createdAt: '2026-11-25T09:00:00.000Z',
  holder,
  ...change,
})

describe('one person holds at most MAX_ACTIVE_HOLDS cars', () => {
  test('details are compared as one person writes them differently', () => {
    expect(holderOf({ shopper: '7', email: ' ANN@example.COM', phone: '+61 412 345 678' })).toEqual({
      shopper: '7',
      email: 'ann@example.com',
      phone: '0412345678',
    })
    expect(holderKeys(ann)).toEqual(['email:ann@example.com', 'phone:0412345678'])
  })

  test.each([
    ['the same e-mail', { ...someoneElse, email: ann.email }],
    ['the same phone', { ...someoneElse, phone: ann.phone }],
    ['the same signed-in shopper', { ...someoneElse, shopper: '12' }],
  ])('%s already holding the limit refuses another hold', (_what, other) => {
    const mine = { ...ann, shopper: '12' }
    const holds = Array.from({ length: MAX_ACTIVE_HOLDS }, () => held(other))
    expect(holdLimitReached(holds, mine, now)).toBe(true)
    expect(holdLimitReached(holds.slice(1), mine, now)).toBe(false)
  })

  test('other people’s holds do not count', () => {
    expect(holdLimitReached([held(someoneElse), held(someoneElse), held(someoneElse)], ann, now)).toBe(false)
  })

  test.each([
    ['a failed payment', { status: 'payment-failed' as const }],
    ['a released hold', { status: 'released' as const }],
    ['a sale', { status: 'sold' as const }],
    ['a paid hold past its time (not yet lapsed by the job)', { holdUntil: '2026-11-25T09:59:59.000Z' }],
    [
      'an unpaid hold past its payment window',
      { status: 'pending-payment' as const, holdUntil: null, createdAt: '2026-11-25T09:00:00.000Z' },
    ],
  ])('%s no longer holds a car', (_what, change) => {
    expect(holdLimitReached([held(ann), held(ann, change)], ann, now)).toBe(false)
  })

  test('an unpaid hold within its payment window counts', () => {
    expect(
      holdLimitReached(
        [held(ann), held(ann, { status: 'pending-payment', holdUntil: null, createdAt: '2026-11-25T09:55:00.000Z' })],
        ann,
        now,
      ),
    ).toBe(true)
  })
})
