import { describe, expect, test } from 'vitest'
import {
  PAYMENT_WINDOW_MS,
  RESERVATION_STATUSES,
  canMove,
  canReserve,
  depositFor,
  expiryOf,
  holdUntil,
  isSettling,
  move,
  reservationStatusText,
  reserveTerms,
} from './rules'

describe('the reservation state machine', () => {
  test.each([
    ['pending-payment', 'reserved'],
    ['pending-payment', 'payment-failed'],
    ['reserved', 'sold'],
    ['reserved', 'lapsed'],
    ['reserved', 'released'],
    ['reserved', 'refunded'],
    ['lapsed', 'refunded'],
    ['released', 'refunded'],
    ['payment-failed', 'refunded'],
  ] as const)('%s → %s is allowed', (from, to) => expect(canMove(from, to)).toBe(true))

  test('nothing else is: a sold or refunded reservation is final, a failed one can only be refunded (paid too late); nothing goes back to pending', () => {
    const allowed = new Set([
      'pending-payment>reserved',
      'pending-payment>payment-failed',
      'payment-failed>refunded',
      'reserved>sold',
      'reserved>lapsed',
      'reserved>released',
      'reserved>refunded',
      'lapsed>refunded',
      'released>refunded',
    ])
    for (const from of RESERVATION_STATUSES)
      for (const to of RESERVATION_STATUSES) expect(canMove(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`))
  })

  test('a move carries its history entry; a refused move says why', () => {
    const now = new Date('2026-11-25T01:00:00Z')
    expect(move('reserved', 'sold', now, 'Sold in the yard')).toEqual({
      ok: true,
      status: 'sold',
      change: { status: 'sold', at: '2026-11-25T01:00:00.000Z', note: 'Sold in the yard' },
    })
    expect(move('sold', 'reserved', now, '')).toEqual({ ok: false, message: 'A sold reservation cannot become reserved.' })
  })

  test('holds run out: a paid hold lapses at its time, an unpaid one after the payment window', () => {
    const created = '2026-11-25T00:00:00.000Z'
    const until = holdUntil(new Date(created), 48).toISOString()
    expect(until).toBe('2026-11-27T00:00:00.000Z')
    expect(expiryOf({ status: 'reserved', holdUntil: until, createdAt: created }, new Date('2026-11-26T23:59:59Z'))).toBeNull()
    expect(expiryOf({ status: 'reserved', holdUntil: until, createdAt: created }, new Date(until))).toBe('lapsed')
    const pending = { status: 'pending-payment' as const, createdAt: created }
    expect(expiryOf(pending, new Date(Date.parse(created) + PAYMENT_WINDOW_MS - 1))).toBeNull()
    expect(expiryOf(pending, new Date(Date.parse(created) + PAYMENT_WINDOW_MS))).toBe('payment-failed')
    expect(expiryOf({ status: 'sold', createdAt: created }, new Date('2030-01-01'))).toBeNull()
  })

  test.each([
    ['pending-payment', null, true], // the payment page is being opened
    ['pending-payment', 'cs_test_1', false], // the payment page is open: answer with it
    ['reserved', 'demo_1', false],
    ['reserved', null, false], // no deposit
    ['payment-failed', null, false],
  ] as const)('a %s reservation with payment reference %s is still settling: %s', (status, paymentReference, settling) =>
    expect(isSettling({ status, paymentReference })).toBe(settling),
  )
})

describe('which cars, and what deposit', () => {
  const car = { status: 'in_stock', sold: false, reserved: false, price: 25990 }
  test('only purchasable cars can be reserved', () => {
    expect(canReserve(car)).toBe(true)
    expect(canReserve({ ...car, reserved: true })).toBe(false)
    expect(canReserve({ ...car, sold: true })).toBe(false)
    expect(canReserve({ ...car, status: 'coming_soon' })).toBe(false)
    expect(canReserve({ ...car, price: 200 })).toBe(false)
  })

  test("the site's deposit unless the car's payment-processor data names one; never negative", () => {
    expect(depositFor(car, 200)).toBe(200)
    expect(depositFor({ ...car, payment_processors: [{ name: 'stripe', deposit: '500' }] }, 200)).toBe(500)
    expect(depositFor({ ...car, payment_processors: [{ name: 'x', deposit: 0 }, { amount: 99.999 }] }, 200)).toBe(100)
    expect(depositFor(car, 0)).toBe(0)
    expect(depositFor(car, -5)).toBe(0)
  })

  test('the promise says the hold, and the deposit only when there is one', () => {
    expect(reserveTerms(200, 48)).toBe('We hold the car for you for 48 hours with a $200 deposit, 100% refundable.')
    expect(reserveTerms(0, 48)).toBe('We hold the car for you for 48 hours. No deposit is needed.')
  })
})

describe('a reservation status as the shopper reads it', () => {
  test('a reservation held until a time names the day and time in Sydney', () =>
    expect(reservationStatusText({ status: 'reserved', holdUntil: '2026-11-27T06:49:00Z' })).toBe(
      'Reserved until Friday 27 November at 5:49 pm',
    ))
  test.each([
    ['pending-payment', 'Waiting for the deposit'],
    ['payment-failed', 'Not paid'],
    ['lapsed', 'Hold ended'],
    ['refunded', 'Deposit refunded'],
  ] as const)('%s reads "%s"', (status, text) => expect(reservationStatusText({ status })).toBe(text))
})
