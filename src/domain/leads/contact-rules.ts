// The contact fields' rules without the schema: messages, bounds, what counts as an
// Australian phone number or a postcode, and what the inputs keep of what is typed. Free of zod,
// so the browser form can use them before it loads the schema.
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
export const PHONE_MESSAGE = 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9555 0123.'
export const EMAIL_MESSAGE = 'Please enter a valid email address, e.g. name@example.com.'

/**
 * Field bounds (not shown to the shopper): long enough for real names and addresses, short
 * enough to refuse junk.
 */
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

/** Postcode: required, exactly 4 digits, nothing else. */
export const isPostcode = (raw: string) => /^\d{4}$/.test(raw)

/** What the postcode input keeps of what is typed: digits only, at most 4. */
export const postcodeInput = (typed: string) => typed.replace(/\D/g, '').slice(0, 4)
