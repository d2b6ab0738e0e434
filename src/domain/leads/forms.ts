// The lead forms: `leadSchema(kind, options)` is the one schema the browser form and POST
// /api/leads both validate with. The rules it builds on (which fields each form has, the texts)
// live in form-rules.ts, free of zod.
import { z } from 'zod'
import { LIMITS, contactShape } from './contact'
import {
  CAR_FORMS,
  CAR_REQUIRED,
  CATEGORIES,
  CONTACT_METHODS,
  DEFAULT_CATEGORY,
  ADDITIONAL_SERVICES,
  type LeadForm,
  type LeadFormOptions,
  MAX_KMS,
  REGO_STATES,
  YES_NO,
  bookingProblem,
  distributionLocationProblem,
  formFields,
  joinBooking,
  kmsInput,
} from './form-rules'

export * from './form-rules'

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => v || undefined)

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

/** A form-encoded checkbox ("on", "true", "1") or a JSON boolean: ticked or not. */
export const isTicked = (v: unknown): boolean => v === true || v === 'on' || v === 'true' || v === '1'
const checkbox = z.preprocess(isTicked, z.boolean())

export function leadSchema(kind: LeadForm, options: LeadFormOptions) {
  const fields = formFields(kind, options)
  const now = options.now ?? new Date()
  const message =
    fields.message === 'required'
      ? z
          .string({ error: 'Please enter your comments.' })
          .trim()
          .min(1, 'Please enter your comments.')
          .max(LIMITS.message, `Comments must be at most ${LIMITS.message} characters.`)
      : optionalText(LIMITS.message, 'Your message')
  const pickOne = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
    z.preprocess(emptyToUndefined, z.enum(values, { error: message }).optional())
  return z.preprocess(
    joinBooking,
    z.object({
      form: z.literal(kind),
      ...contactShape,
      message,
      car_slug: CAR_REQUIRED.includes(kind)
        ? z.string({ error: 'Which car is this about?' }).trim().min(1, 'Which car is this about?').max(200)
        : CAR_FORMS.includes(kind)
          ? z.preprocess(emptyToUndefined, z.string().trim().max(200).optional())
          : z.undefined({ error: 'This form is not about a car.' }).optional(),
      category: fields.category
        ? z.preprocess((v) => emptyToUndefined(v) ?? DEFAULT_CATEGORY, z.enum(CATEGORIES, { error: 'Please choose a category.' }))
        : z.undefined().optional(),
      dealership_slug: fields.dealership
        ? z.preprocess(
            emptyToUndefined,
            z
              .string({ error: 'Please choose a preferred dealership.' })
              .refine((v) => options.dealerships.includes(v), 'Please choose a preferred dealership.'),
          )
        : z.preprocess(
            emptyToUndefined,
            z
              .string()
              .refine((v) => options.dealerships.includes(v), 'Unknown dealership.')
              .optional(),
          ),
      preferred_contact: z.preprocess(
        (v) => emptyToUndefined(v) ?? 'Phone',
        z.enum(CONTACT_METHODS, { error: 'Please choose Phone, Email or SMS.' }),
      ),
      under_finance: fields.carQuestions ? pickOne(YES_NO, 'Please answer Yes or No.') : z.undefined().optional(),
      trade_in: fields.carQuestions ? pickOne(YES_NO, 'Please answer Yes or No.') : z.undefined().optional(),
      rego: optionalText(LIMITS.rego, 'Rego'),
      kms: fields.tradeInVehicle
        ? z.preprocess(
            (v) => (typeof v === 'string' ? (kmsInput(v) === '' ? undefined : Number(kmsInput(v))) : v),
            z
              .number({ error: 'Enter the kilometres as a number.' })
              .int()
              .min(0)
              .max(MAX_KMS, 'That is more kilometres than a vehicle can have.')
              .optional(),
          )
        : z.undefined().optional(),
      rego_state: fields.tradeInVehicle
        ? z.preprocess(emptyToUndefined, z.enum(REGO_STATES, { error: 'Choose a state or territory.' }).optional())
        : z.undefined().optional(),
      opt_in: checkbox.optional().default(false),
      additional_services: z
        .preprocess(
          (v) => (v === undefined || v === null || v === '' || v === false ? [] : Array.isArray(v) ? v : [v]),
          z.array(z.enum(ADDITIONAL_SERVICES)).max(ADDITIONAL_SERVICES.length),
        )
        .optional()
        .default([]),
      booking_at: fields.booking
        ? z
            .preprocess(emptyToUndefined, z.iso.datetime({ local: true, error: 'Please choose a date and time.' }).optional())
            .superRefine((v, ctx) => {
              const problem = v === undefined ? null : bookingProblem(v, now, options.bookingSlots)
              if (problem) ctx.addIssue({ code: 'custom', message: problem })
            })
        : z.undefined().optional(),
      // Checked against the car's list by the browser here, and by the server once it has found the car.
      distribution_location:
        kind === 'test-drive'
          ? z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()).superRefine((v, ctx) => {
              const problem =
                v === undefined || !options.distributionLocations ? null : distributionLocationProblem(v, options.distributionLocations)
              if (problem) ctx.addIssue({ code: 'custom', message: problem })
            })
          : z.undefined({ error: 'Only a test drive asks where to drive the car.' }).optional(),
    }),
  )
}

export type LeadInput = z.output<ReturnType<typeof leadSchema>>
