// Contact fields every lead form shares (spec 2 §3 Form payload, §5 Other, §8). One zod schema
// serves the browser form and POST /api/leads, so both say the same thing about the same input.
import { z } from 'zod'

export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
export const PHONE_MESSAGE = 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9555 0123.'
export const EMAIL_MESSAGE = 'Please enter a valid email address, e.g. name@example.com.'

/** Field bounds (spec 2 §5 "not shown"): long enough for real names and addresses, short enough to refuse junk. */
export const LIMITS = { name: 60, email: 254, phone: 20, message: 2000, rego: 10 } as const

/** The digits of a phone number as typed: spaces, dots, dashes and brackets are separators. */
export const phoneDigits = (raw: string) => raw.replace(/[\s().-]/g, '')

/**
 * Australian numbers as people write them: mobiles (04..), landlines (02, 03, 07, 08), each
 * also with +61 or 61 in place of the 0, and the national 13 / 1300 / 1800 numbers.
 */
export function isAustralianPhone(raw: string): boolean {
  const digits = phoneDigits(raw)
  if (/^(?:\+?61|0)[23478]\d{8}$/.test(digits)) return true
  return /^(?:13\d{4}|1[38]00\d{6})$/.test(digits)
}

/** Postcode: required, exactly 4 digits, nothing else (spec 2 §5). */
export const isPostcode = (raw: string) => /^\d{4}$/.test(raw)

/** What the postcode input keeps of what is typed: digits only, at most 4 (spec 2 §5). */
export const postcodeInput = (typed: string) => typed.replace(/\D/g, '').slice(0, 4)

const required = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `Your ${label} must be at most ${max} characters.`)

export const contactShape = {
  name: required('first name', LIMITS.name),
  last_name: required('last name', LIMITS.name),
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(LIMITS.email, EMAIL_MESSAGE)
    .pipe(z.email(EMAIL_MESSAGE)),
  phone: z
    .string({ error: 'Please enter your phone number.' })
    .trim()
    .min(1, 'Please enter your phone number.')
    .max(LIMITS.phone, PHONE_MESSAGE)
    .refine(isAustralianPhone, PHONE_MESSAGE),
  postcode: z.string({ error: POSTCODE_MESSAGE }).trim().refine(isPostcode, POSTCODE_MESSAGE),
}
