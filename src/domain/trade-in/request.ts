// What a valuation request and an offer decision may carry. The car is named either by its rego
// and state (the server looks it up) or by make, model and year; km and every condition answer
// are always required.
import { z } from 'zod'
import { MAX_KMS, REGO_STATES, kmsInput } from '@/src/domain/leads/form-rules'
import { LIMITS } from '@/src/domain/leads/contact-rules'
import { CONDITION_QUESTIONS, CONDITION_QUESTION_KEYS, type ConditionAnswers } from './valuation'
import { type CarNamedBy, type WizardValues, valuationBody } from './wizard'

/** Build years an online valuation accepts: the first cars on Australian roads to next year's models. */
export const FIRST_YEAR = 1900

const text = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .min(1, `Please enter the ${label.toLowerCase()}.`)
      .max(max, `${label} must be at most ${max} characters.`)
      .optional(),
  )

const answersSchema = z.object(
  Object.fromEntries(
    CONDITION_QUESTION_KEYS.map((q) => {
      const keys = Object.keys(CONDITION_QUESTIONS[q].answers) as [string, ...string[]]
      return [q, z.enum(keys, { error: `${CONDITION_QUESTIONS[q].label} Please choose an answer.` })]
    }),
  ),
  { error: 'Please answer the condition questions.' },
)

/** Rego as people type it ("abc 123", "ABC-123"): letters and digits, upper case. */
export const normaliseRego = (rego: string) => rego.replace(/[\s-]/g, '').toUpperCase()

/**
 * `way`: how the shopper chose to name the car (the wizard says); without it the body's fields
 * say (a rego or a state means the rego way).
 */
export function valuationRequestSchema(now: Date, way?: CarNamedBy) {
  const lastYear = now.getUTCFullYear() + 1
  return z
    .object({
      rego: text('Rego', LIMITS.rego).transform((v) => (v === undefined ? undefined : normaliseRego(v))),
      rego_state: z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.enum(REGO_STATES, { error: 'Choose a state or territory.' }).optional(),
      ),
      make: text('Make', 60),
      model: text('Model', 60),
      badge: text('Badge', 60),
      year: z.preprocess(
        (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
        z
          .number({ error: 'Enter the year as a number.' })
          .int('Enter the year as a whole number.')
          .min(FIRST_YEAR, `Enter a year from ${FIRST_YEAR}.`)
          .max(lastYear, `Enter a year up to ${lastYear}.`)
          .optional(),
      ),
      km: z.preprocess(
        (v) => (typeof v === 'string' ? (kmsInput(v) === '' ? undefined : Number(kmsInput(v))) : v),
        z
          .number({ error: 'Enter the kilometres as a number.' })
          .int('Enter the kilometres as a whole number.')
          .min(0, 'Enter the kilometres as a number.')
          .max(MAX_KMS, 'That is more kilometres than a vehicle can have.'),
      ),
      answers: answersSchema,
    })
    .superRefine(
      (v, ctx) => {
        const byRego = way ? way === 'rego' : v.rego !== undefined || v.rego_state !== undefined
        if (byRego) {
          if (v.rego === undefined) ctx.addIssue({ code: 'custom', path: ['rego'], message: 'Please enter the rego.' })
          if (v.rego_state === undefined) ctx.addIssue({ code: 'custom', path: ['rego_state'], message: 'Choose a state or territory.' })
          return
        }
        if (v.make === undefined) ctx.addIssue({ code: 'custom', path: ['make'], message: 'Enter the rego and state, or the make.' })
        if (v.model === undefined) ctx.addIssue({ code: 'custom', path: ['model'], message: 'Enter the rego and state, or the model.' })
        if (v.year === undefined) ctx.addIssue({ code: 'custom', path: ['year'], message: 'Enter the rego and state, or the year.' })
        // Also when another field is wrong, so the shopper sees every problem at once; it only
        // asks whether fields are there, which holds for any input.
      },
      { when: () => true },
    )
    .transform((v) => ({ ...v, answers: v.answers as ConditionAnswers }))
}

export const DECISIONS = ['accept', 'decline'] as const
export type OfferDecision = (typeof DECISIONS)[number]

export type RegoState = (typeof REGO_STATES)[number]

/** The wizard's checks: the valuation request its fields make (wizard.ts), read as the server reads it. */
export const wizardSchema = (now: Date) =>
  z.custom<WizardValues>().superRefine((values, ctx) => {
    const parsed = valuationRequestSchema(now, values.by).safeParse(valuationBody(values))
    for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
  })
