// What the checkout form sends: the shopper's details (the deposit is paid on the payment
// provider's own page, so no card is ever sent here) and, for an Online Purchase, their choices.
// One zod schema that POST /api/reserve and the browser form (react-hook-form, through
// reservationFormSchema) both check, so a bad field is named in the same words before anything
// is sent, and the server answers a 400 naming it with nothing written.
import { z } from 'zod'
import { LIMITS, contactShape } from '@/src/domain/leads/contact'
import { isCarSlug } from '@/src/domain/navigation/slug'
import { type ReservationFormValues, reservationRequest } from './form'
import { HANDOVERS, PAYMENT_METHODS, type PurchaseChoices } from './purchase'

export interface ReservationInput {
  carSlug: string
  name: string
  lastName: string
  email: string
  postcode: string
  phone: string
}

const CAR_MESSAGE = 'car_id must be a car on this site.'

/** An object as sent, or an empty one (so each of its fields is named as missing). */
const asObject = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {})

/** A required text: trimmed, not empty, at most `max` characters. */
const requiredText = (max: number, message: string) =>
  z.unknown().transform((value, ctx) => {
    const text = typeof value === 'string' && value.trim().length <= max ? value.trim() : ''
    if (text) return text
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  })

/** A whole number from min to max, sent as a number or as digits. */
const whole = (min: number, max: number, message: string) =>
  z.unknown().transform((value, ctx) => {
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,7}$/.test(value.trim()) ? Number(value) : NaN
    if (Number.isInteger(n) && n >= min && n <= max) return n
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  })

/** One of an options object's keys (never an inherited name like "toString"). */
const keyOf = <T extends Record<string, string>>(options: T, message: string) =>
  z.unknown().transform((value, ctx) => {
    if (typeof value === 'string' && Object.hasOwn(options, value)) return value as keyof T & string
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  })

/** The `purchase` object of a checkout-journey request; each bad field is named. */
export function purchaseSchema(now: Date) {
  const latest = now.getUTCFullYear() + 1
  const tradeIn = z.object({
    make: requiredText(LIMITS.name, 'Enter the make of your trade-in.'),
    model: requiredText(LIMITS.name, 'Enter the model of your trade-in.'),
    year: whole(1950, latest, `Enter the year of your trade-in (1950 to ${latest}).`),
    km: whole(0, 2_000_000, 'Enter the kilometres of your trade-in as a whole number.'),
  })
  return z.preprocess(
    asObject,
    z
      .object({
        payment: keyOf(PAYMENT_METHODS, 'Choose how you will pay.'),
        handover: keyOf(HANDOVERS, 'Choose pick up or delivery.'),
        // No trade-in is null, left out or false.
        trade_in: z.preprocess((v) => (v === null || v === undefined || v === false ? null : asObject(v)), tradeIn.nullable()),
      })
      .transform((p): PurchaseChoices => ({ payment: p.payment, handover: p.handover, tradeIn: p.trade_in })),
  )
}

/** The request body of POST /api/reserve: the car, the shopper's details and, buying online, the purchase. */
export function reservationSchema(now: Date) {
  return z
    .object({
      car_id: z.string({ error: CAR_MESSAGE }).refine(isCarSlug, CAR_MESSAGE),
      ...contactShape,
      purchase: purchaseSchema(now).optional(),
    })
    .transform((v): { input: ReservationInput; purchase: PurchaseChoices | null } => ({
      input: { carSlug: v.car_id, name: v.name, lastName: v.last_name, email: v.email, phone: v.phone, postcode: v.postcode },
      purchase: v.purchase ?? null,
    }))
}

/** The browser form's schema: its answers read as the request they make, so each error has the request's name. */
export const reservationFormSchema = (now: Date, purchase: boolean) =>
  z.preprocess((values) => reservationRequest(values as ReservationFormValues, purchase), reservationSchema(now))
