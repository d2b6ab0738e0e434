/**
 * Delivery cost estimate by postcode. The regions and prices are a
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

/** Exactly 4 digits (spaces around it are forgiven, nothing else is). */
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

export type PostcodeRangesResult = { ok: true; ranges: [number, number][] } | { ok: false; error: string }

/**
 * Parses the admin's postcode list for a delivery region: "2000-2234, 2555, 2600–2618"
 * (commas, semicolons or new lines between items; a hyphen or dash inside a range). Every
 * item must be a 4-digit postcode or an ascending range of two, so a typo is reported
 * instead of silently quoting the wrong region.
 */
export function parsePostcodeRanges(text: string | null | undefined): PostcodeRangesResult {
  const items = (text ?? '')
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean)
  if (items.length === 0) return { ok: false, error: 'list at least one postcode or range, e.g. 2000-2234' }
  const ranges: [number, number][] = []
  for (const item of items) {
    const match = /^(\d{4})(?:\s*[-–—]\s*(\d{4}))?$/.exec(item)
    if (!match) return { ok: false, error: `"${item}" is not a 4-digit postcode or a range like 2000-2234` }
    const from = Number(match[1])
    const to = Number(match[2] ?? match[1])
    if (to < from) return { ok: false, error: `"${item}" runs backwards; write the lower postcode first` }
    ranges.push([from, to])
  }
  return { ok: true, ranges }
}
