// What the checkout form sends: the shopper's details (the deposit is paid on the payment
// provider's own page, so no card is ever sent here). Checked here so a bad field is a 400
// naming it and nothing is written.
import { EMAIL_MESSAGE, LIMITS, PHONE_MESSAGE, POSTCODE_MESSAGE, isAustralianPhone, isPostcode } from '@/src/domain/leads/contact-rules'
import { isCarSlug } from '@/src/domain/navigation/slug'

export interface ReservationInput {
  carSlug: string
  name: string
  lastName: string
  email: string
  postcode: string
  phone: string
}

/** A text field, trimmed, if it is a string of at most `max` characters (it may be empty); otherwise null. */
export const trimmedText = (value: unknown, max: number) => (typeof value === 'string' && value.trim().length <= max ? value.trim() : null)
const text = trimmedText
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type Parsed = { ok: true; value: ReservationInput } | { ok: false; errors: Record<string, string> }

export function parseReservation(body: Record<string, unknown>): Parsed {
  const errors: Record<string, string> = {}
  const carSlug = typeof body.car_id === 'string' && isCarSlug(body.car_id) ? body.car_id : null
  if (!carSlug) errors.car_id = 'car_id must be a car on this site.'
  const name = text(body.name, LIMITS.name)
  if (!name) errors.name = 'Please enter your first name.'
  const lastName = text(body.last_name, LIMITS.name)
  if (!lastName) errors.last_name = 'Please enter your last name.'
  const postcode = text(body.postcode, 4)
  if (!postcode || !isPostcode(postcode)) errors.postcode = POSTCODE_MESSAGE
  const email = text(body.email, LIMITS.email)
  if (!email || !EMAIL.test(email)) errors.email = EMAIL_MESSAGE
  const phone = text(body.phone, LIMITS.phone)
  if (!phone || !isAustralianPhone(phone)) errors.phone = PHONE_MESSAGE
  if (Object.keys(errors).length > 0 || !carSlug || !name || !lastName || !email || !phone || !postcode) return { ok: false, errors }
  return { ok: true, value: { carSlug, name, lastName, email, phone, postcode } }
}
