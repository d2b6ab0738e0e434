import { createHmac, timingSafeEqual } from 'node:crypto'
import { payloadSecret } from './env'

/**
 * The confirmation page of a reservation is reached by a signed reference: the shopper who reserved
 * gets it back from POST /api/reserve; nobody can read another shopper's reservation by guessing
 * ids.
 */
/** What a reference opens: the confirmation page, or the way back from the payment page (which lets the hold go). */
type Purpose = 'reservation-ref' | 'reservation-cancel'

const sign = (purpose: Purpose, tenant: string, id: string) =>
  createHmac('sha256', `${purpose}:${payloadSecret()}`).update(`${tenant}\u0000${id}`).digest('base64url').slice(0, 32)

export const reservationRef = (tenant: string, id: string) => sign('reservation-ref', tenant, id)

function verify(purpose: Purpose, tenant: string, id: unknown, ref: unknown): boolean {
  if (typeof id !== 'string' || typeof ref !== 'string' || !/^\d{1,15}$/.test(id)) return false
  const expected = Buffer.from(sign(purpose, tenant, id))
  const given = Buffer.from(ref)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export const verifyReservationRef = (tenant: string, id: unknown, ref: unknown) => verify('reservation-ref', tenant, id, ref)

/** The cancel link's own reference: the confirmation link (which the shopper may share) cannot cancel. */
export const verifyCancelRef = (tenant: string, id: unknown, ref: unknown) => verify('reservation-cancel', tenant, id, ref)

/** The confirmation address of a reservation of a car (by its slug) on a site. */
export const confirmationPath = (carSlug: string, tenant: string | number, id: string | number) =>
  `/cars/${carSlug}/checkout?reservation=${id}&ref=${reservationRef(String(tenant), String(id))}`

/** Where a hosted payment page's "back" leads: lets the unpaid hold go and returns to the car's checkout. */
export const cancelPath = (tenant: string, id: string) =>
  `/api/reserve/cancel?reservation=${id}&ref=${sign('reservation-cancel', tenant, id)}`
