/**
 * Reserve a car online: a reservation holds the car (48 hours by default) for a refundable deposit.
 * Pure rules: which cars can be reserved, the deposit, how long the hold lasts, and the
 * reservation's life:
 *
 *   pending-payment → reserved → sold | lapsed | released | refunded
 *   pending-payment → payment-failed (the payment page left unpaid, or its time passed)
 *   lapsed | released → refunded
 *
 * A car is held while a reservation of it is pending payment or reserved; the database allows
 * one such reservation per car, so two shoppers racing for one car cannot both win.
 */
import { isPurchasable } from '@/src/domain/finance/eligibility'
import { formatDayTime } from '@/src/domain/dates'
import { formatMoney, toNumber } from '@/src/domain/finance/money'

export const RESERVATION_STATUSES = ['pending-payment', 'reserved', 'payment-failed', 'lapsed', 'released', 'refunded', 'sold'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/** Statuses that hold the car for this shopper. */
export const HOLDING: readonly ReservationStatus[] = ['pending-payment', 'reserved']

const NEXT: Record<ReservationStatus, readonly ReservationStatus[]> = {
  'pending-payment': ['reserved', 'payment-failed'],
  reserved: ['sold', 'lapsed', 'released', 'refunded'],
  // A payment that arrives after its hold was let go is refunded at once (the car may be someone else's by then).
  'payment-failed': ['refunded'],
  lapsed: ['refunded'],
  released: ['refunded'],
  refunded: [],
  sold: [],
}

export const canMove = (from: ReservationStatus, to: ReservationStatus) => NEXT[from].includes(to)
export const isHolding = (status: ReservationStatus) => HOLDING.includes(status)

/** How long a shopper has to pay before the pending hold is let go. */
export const PAYMENT_WINDOW_MS = 15 * 60 * 1000

/** A hosted payment page's hold outlasts the page by this much, so a payment in its last seconds still finds the car held. */
export const PAYMENT_GRACE_MS = 5 * 60 * 1000

export interface StatusChange {
  status: ReservationStatus
  at: string
  note: string
}

export type Move = { ok: true; status: ReservationStatus; change: StatusChange } | { ok: false; message: string }

export function move(from: ReservationStatus, to: ReservationStatus, now: Date, note: string): Move {
  if (!canMove(from, to)) return { ok: false, message: `A ${from} reservation cannot become ${to}.` }
  return { ok: true, status: to, change: { status: to, at: now.toISOString(), note } }
}

export interface ReservableCar {
  status?: string | null
  sold?: boolean | null
  reserved?: boolean | null
  price?: number | string | null
  /** Payment-processor data from the feed; a positive `deposit` (or `amount`) sets this car's deposit. */
  payment_processors?: readonly Record<string, unknown>[] | null
}

/** Only purchasable cars (in stock, not sold, not reserved, price above 200). */
export const canReserve = (car: ReservableCar) => isPurchasable(car)

/**
 * The deposit is the site's amount (default $200) unless the car's payment-processor
 * data names one; zero means no deposit is taken (and none is shown).
 */
export function depositFor(car: ReservableCar, siteDeposit: number): number {
  for (const processor of car.payment_processors ?? []) {
    for (const key of ['deposit', 'amount', 'reservation_amount']) {
      const value = toNumber(processor[key] as number | string | null | undefined)
      if (value > 0) return Math.round(value * 100) / 100
    }
  }
  return Math.max(0, siteDeposit)
}

export const holdUntil = (paidAt: Date, holdHours: number) => new Date(paidAt.getTime() + holdHours * 3600 * 1000)

/**
 * Until when an unpaid reservation holds the car: its own deadline when it has one (a hosted
 * payment page stays open longer, e.g. Stripe's 30 minutes), else the payment window.
 */
export function paymentDeadline(reservation: { holdUntil?: string | null; createdAt: string }): Date {
  return reservation.holdUntil ? new Date(reservation.holdUntil) : new Date(new Date(reservation.createdAt).getTime() + PAYMENT_WINDOW_MS)
}

/**
 * Whether the request that made a reservation is still taking its payment: pending, and no
 * payment page opened for it yet (the page is being opened). A copy of
 * that request waits for it rather than answer a state the first request is about to leave.
 */
export const isSettling = (reservation: { status: ReservationStatus; paymentReference?: string | null }) =>
  reservation.status === 'pending-payment' && !reservation.paymentReference

/** What a reservation that has run out of time becomes, or null while it still holds. */
export function expiryOf(
  reservation: { status: ReservationStatus; holdUntil?: string | null; createdAt: string },
  now: Date,
): 'lapsed' | 'payment-failed' | null {
  if (reservation.status === 'reserved' && reservation.holdUntil && new Date(reservation.holdUntil) <= now) return 'lapsed'
  if (reservation.status === 'pending-payment' && paymentDeadline(reservation).getTime() <= now.getTime()) return 'payment-failed'
  return null
}

/** The promise on the checkout page and the confirmation. */
export function reserveTerms(deposit: number, holdHours: number, purchase = false): string {
  const held = `We hold the car for you for ${holdHours} hours`
  const terms = deposit > 0 ? `${held} with a ${formatMoney(deposit)} deposit, 100% refundable.` : `${held}. No deposit is needed.`
  // Buying online: the paperwork is finished by phone.
  return purchase ? `${terms} We then call you to finish your purchase.` : terms
}

export const RESERVE_TEXT = {
  taken: 'Sorry, someone else has just reserved this car. Nothing has been charged.',
  notReservable: 'This car cannot be reserved online. Please enquire and we will help.',
  expired: 'This reservation was not paid in time and the car has been released. Please start again.',
  signInFirst: 'Please sign in with your mobile number to reserve this car.',
  notPaid: 'This reservation was not paid, so nothing has been charged. Please start again.',
} as const

const STATUS_TEXT: Record<ReservationStatus, string> = {
  'pending-payment': 'Waiting for the deposit',
  reserved: 'Reserved',
  'payment-failed': 'Not paid',
  lapsed: 'Hold ended',
  released: 'Released',
  refunded: 'Deposit refunded',
  sold: 'Sold',
}

/** A reservation's status as the shopper reads it ("Reserved until Friday 27 November at 5:49 pm"). */
export function reservationStatusText(reservation: { status: ReservationStatus; holdUntil?: string | null }): string {
  if (reservation.status === 'reserved' && reservation.holdUntil) return `Reserved until ${formatDayTime(reservation.holdUntil)}`
  return STATUS_TEXT[reservation.status]
}
