/**
 * Delivery cost estimate by postcode (spec 2 §2, §7, §8). The regions and prices are a
 * per-tenant table (a setting), so this rule works offline and the same way for any dealer.
 */
import type { DeliveryRegion } from './settings'

export const DELIVERY_ERRORS = {
  empty: 'Please enter a postcode.',
  invalid: 'Invalid postcode. Please enter a 4-digit number.',
  noEstimate:
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
} as const

export type DeliveryError = keyof typeof DELIVERY_ERRORS

export type DeliveryEstimate =
  { ok: true; region: string; price: number; postcode: string } | { ok: false; error: DeliveryError; message: string }

const fail = (error: DeliveryError): DeliveryEstimate => ({ ok: false, error, message: DELIVERY_ERRORS[error] })

/** Spec 2 §5: exactly 4 digits (spaces around it are forgiven, nothing else is). */
export function normalisePostcode(input: string | null | undefined): string | null {
  const trimmed = (input ?? '').trim()
  return /^\d{4}$/.test(trimmed) ? trimmed : null
}

/** Regions are checked in table order, so a dealer can put a special area before a wide range. */
export function deliveryEstimate(input: string | null | undefined, regions: DeliveryRegion[]): DeliveryEstimate {
  if ((input ?? '').trim() === '') return fail('empty')
  const postcode = normalisePostcode(input)
  if (!postcode) return fail('invalid')
  const code = Number(postcode)
  const region = regions.find((r) => r.postcodeRanges.some(([from, to]) => code >= from && code <= to))
  return region ? { ok: true, region: region.name, price: region.price, postcode } : fail('noEstimate')
}
