/**
 * How many cars one person may hold at once on a site: without a limit one person could take a
 * dealer's whole stock off sale. A person is known by each of what they give: their signed-in
 * account, their e-mail and their phone (the card stays on the payment provider's page); a new
 * hold is refused when any of these already holds MAX_ACTIVE_HOLDS cars.
 */
import { phoneDigits } from '@/src/domain/phone/phone'
import { type ReservationStatus, expiryOf, isHolding } from './rules'

/** Enough for someone choosing between two cars, too few to take a dealer's stock off sale. */
export const MAX_ACTIVE_HOLDS = 2

export const HOLD_LIMIT_TEXT = `You already have ${MAX_ACTIVE_HOLDS} cars on hold with us, the most one person can hold at once. Please call us if you would like to reserve another.`

/** Who a reservation holds a car for, in the forms one person's details are compared in. */
export interface Holder {
  shopper: string | null
  email: string
  phone: string
}

export function holderOf(input: { shopper: string | null; email: string; phone: string }): Holder {
  return { shopper: input.shopper, email: input.email.trim().toLowerCase(), phone: phoneDigits(input.phone) }
}

/** Each thing the holder is known by, as one text ("email:ann@example.com"): what a new hold is checked and locked on. */
export function holderKeys(holder: Holder): string[] {
  const keys = [`email:${holder.email}`, `phone:${holder.phone}`]
  if (holder.shopper) keys.push(`shopper:${holder.shopper}`)
  return keys
}

export interface HeldReservation {
  status: ReservationStatus
  holdUntil?: string | null
  createdAt: string
  holder: Holder
}

/** Whether `holder` already holds the most cars allowed, by any one of the things they are known by. */
export function holdLimitReached(reservations: readonly HeldReservation[], holder: Holder, now: Date): boolean {
  const active = reservations.filter((r) => isHolding(r.status) && expiryOf(r, now) === null)
  return holderKeys(holder).some((key) => active.filter((r) => holderKeys(r.holder).includes(key)).length >= MAX_ACTIVE_HOLDS)
}
