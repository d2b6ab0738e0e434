// Contact fields every lead form shares. One zod schema serves the browser form and POST
// /api/leads, so both say the same thing about the same input.
import { z } from 'zod'
import { EMAIL_MESSAGE, LIMITS, PHONE_MESSAGE, POSTCODE_MESSAGE, isAustralianPhone, isPostcode } from './contact-rules'

export * from './contact-rules'

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
