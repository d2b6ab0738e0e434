// The finance application's schemas: one per step, which the browser form (react-hook-form's
// zod resolver, one step at a time) and POST /api/finance-application both validate with, and
// the whole application, which must hold before it is sent. Numbers come as typed ("$1,200")
// or as numbers; empty optional fields are left out.
import { z } from 'zod'
import { contactShape, LIMITS } from '@/src/domain/leads/contact'
import { REGO_STATES } from '@/src/domain/leads/form-rules'
import { parseNumber } from '@/src/domain/finance/money'
import { normaliseMobile } from '@/src/domain/shoppers/sign-in'
import {
  type ApplicationStep,
  APPLICATION_STEPS,
  EMPLOYMENT_STATUS_VALUES,
  LICENCE_TYPE_VALUES,
  MARITAL_STATUS_VALUES,
  MIN_AGE,
  RESIDENTIAL_STATUS_VALUES,
  TERM_YEARS,
  TITLE_VALUES,
  ageOn,
  hasJob,
  sydneyDay,
} from './steps'

/** Bounds (not shown to the shopper): wide enough for real applications, narrow enough to refuse junk. */
export const APPLICATION_LIMITS = {
  text: 120,
  years: 99,
  dependants: 20,
  monthly: 1_000_000,
  price: 5_000_000,
  minPrice: 1_000,
  oldestAge: 120,
} as const

/** A step that is missing, or is not a set of answers. */
const STEP_MISSING = Object.fromEntries(APPLICATION_STEPS.map((s) => [s.id, `Please complete the "${s.title}" step.`])) as Record<
  ApplicationStep,
  string
>

export const MOBILE_MESSAGE = 'Please enter an Australian mobile number, e.g. 0412 345 678.'
export const CAR_MISSING = 'Please choose a car from our stock or tell us which car you are after.'

const blank = (v: unknown) => v === '' || v === null || v === undefined

const choice = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.preprocess((v) => (blank(v) ? undefined : v), z.enum(values, { error: message }))

const text = (missing: string, label: string, max: number = APPLICATION_LIMITS.text) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `${label} must be at most ${max} characters.`)

const optionalText = (label: string, max: number = APPLICATION_LIMITS.text) =>
  z.preprocess(
    (v) => (blank(v) || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, `${label} must be at most ${max} characters.`)
      .optional(),
  )

/** A number as typed ("$1,200", "3") or sent; empty is missing. Text that is no number stays text, so its message says so. */
const asNumber = (v: unknown) => (blank(v) ? undefined : typeof v === 'string' ? (parseNumber(v) ?? v) : v)

const number = (missing: string, notNumber: string) => z.number({ error: (issue) => (issue.input === undefined ? missing : notNumber) })

/** Whole years or a count, 0 up to `max`. */
const count = (missing: string, label: string, max: number) =>
  z.preprocess(
    asNumber,
    number(missing, `Enter ${label} as a number.`)
      .int(`Enter ${label} as a whole number.`)
      .min(0, `Enter ${label} as a number from 0.`)
      .max(max, `Enter ${label} as a number up to ${max}.`),
  )

/** A dollar amount, 0 up to `max`. */
const dollars = (missing: string, label: string, max: number) =>
  z.preprocess(
    asNumber,
    number(missing, `Enter ${label} in dollars, e.g. 1,200.`)
      .min(0, `${label[0].toUpperCase()}${label.slice(1)} cannot be negative.`)
      .max(max, `Please check ${label}: it is more than we can take.`),
  )

/** Left empty is 0 (the outer step turns "" into missing before `optional` looks). */
const optionalDollars = (label: string, max: number) => z.preprocess(asNumber, dollars('', label, max).optional().default(0))

/** "YYYY-MM-DD" that names a real day. */
const isCalendarDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false
  const [y, m, d] = v.split('-').map(Number)
  const day = new Date(Date.UTC(y, m - 1, d))
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d
}

export const DOB_MESSAGES = {
  missing: 'Please enter your date of birth.',
  invalid: 'Please enter your date of birth as a real date, e.g. 31/05/1990.',
  tooYoung: `You must be ${MIN_AGE} or older to apply for finance.`,
  tooOld: 'Please check the year of your date of birth.',
} as const

function dateOfBirth(now: Date) {
  const today = sydneyDay(now)
  return z
    .string({ error: DOB_MESSAGES.missing })
    .trim()
    .min(1, DOB_MESSAGES.missing)
    .superRefine((v, ctx) => {
      if (!isCalendarDay(v)) return void ctx.addIssue({ code: 'custom', message: DOB_MESSAGES.invalid })
      const age = ageOn(v, today)
      if (age < MIN_AGE) ctx.addIssue({ code: 'custom', message: age < 0 ? DOB_MESSAGES.invalid : DOB_MESSAGES.tooYoung })
      else if (age > APPLICATION_LIMITS.oldestAge) ctx.addIssue({ code: 'custom', message: DOB_MESSAGES.tooOld })
    })
}

export function personalSchema(now: Date) {
  return z.object(
    {
      title: z.preprocess(
        (v) => (blank(v) ? undefined : v),
        z.enum(TITLE_VALUES, { error: 'Please choose a title from the list.' }).optional(),
      ),
      first_name: contactShape.name,
      last_name: contactShape.last_name,
      date_of_birth: dateOfBirth(now),
      email: contactShape.email,
      mobile: z
        .string({ error: 'Please enter your mobile number.' })
        .trim()
        .min(1, 'Please enter your mobile number.')
        .max(LIMITS.phone, MOBILE_MESSAGE)
        .refine((v) => normaliseMobile(v) !== null, MOBILE_MESSAGE),
      street: text('Please enter your street address.', 'Your street address'),
      suburb: text('Please enter your suburb.', 'Your suburb', 60),
      state: choice(REGO_STATES, 'Please choose your state or territory.'),
      postcode: contactShape.postcode,
      residential_status: choice(RESIDENTIAL_STATUS_VALUES, 'Please tell us whether you own, rent or board.'),
      years_at_address: count(
        'Please enter how many years you have lived at this address (0 if under a year).',
        'the years at this address',
        APPLICATION_LIMITS.years,
      ),
      marital_status: choice(MARITAL_STATUS_VALUES, 'Please choose your marital status.'),
      dependants: count('Please enter how many dependants you have (0 if none).', 'your dependants', APPLICATION_LIMITS.dependants),
      licence_type: choice(LICENCE_TYPE_VALUES, 'Please choose your licence type.'),
    },
    { error: STEP_MISSING.personal },
  )
}

export const EMPLOYMENT_MESSAGES = {
  employer: 'Please enter your employer (your business name if you are self-employed).',
  occupation: 'Please enter your occupation.',
  years: 'Please enter how many years you have been in this job (0 if under a year).',
} as const

export const employmentSchema = z
  .object(
    {
      employment_status: choice(EMPLOYMENT_STATUS_VALUES, 'Please choose your employment status.'),
      employer: optionalText('Your employer'),
      occupation: optionalText('Your occupation'),
      years_in_job: z.preprocess(asNumber, count('', 'the years in this job', APPLICATION_LIMITS.years).optional()),
    },
    { error: STEP_MISSING.employment },
  )
  .superRefine(
    (v, ctx) => {
      // Only whether the answers are there: safe to ask while another field is wrong (`when`), so every problem shows at once.
      if (!hasJob(v.employment_status)) return
      if (v.employer === undefined) ctx.addIssue({ code: 'custom', path: ['employer'], message: EMPLOYMENT_MESSAGES.employer })
      if (v.occupation === undefined) ctx.addIssue({ code: 'custom', path: ['occupation'], message: EMPLOYMENT_MESSAGES.occupation })
      if (v.years_in_job === undefined) ctx.addIssue({ code: 'custom', path: ['years_in_job'], message: EMPLOYMENT_MESSAGES.years })
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
  // Someone not working has no job to tell of, whatever an earlier answer left in the form.
  .transform((v) => (hasJob(v.employment_status) ? v : { employment_status: v.employment_status }))

const { monthly } = APPLICATION_LIMITS

export const moneySchema = z.object(
  {
    monthly_income: dollars('Please enter your monthly income after tax.', 'your monthly income', monthly),
    other_income: optionalDollars('your other income', monthly),
    housing_cost: dollars('Please enter your monthly rent or mortgage repayment (0 if none).', 'your rent or mortgage', monthly),
    living_expenses: dollars('Please enter your monthly living expenses.', 'your living expenses', monthly),
    loan_repayments: optionalDollars('your other loan repayments', monthly),
    credit_card_limits: optionalDollars('your credit card limits', APPLICATION_LIMITS.price),
  },
  { error: STEP_MISSING.money },
)

export const CAR_MESSAGES = {
  price: 'Please enter the purchase price.',
  minPrice: 'The purchase price must be at least $1,000.',
  deposit: 'Your deposit must be less than the purchase price.',
  term: `Please choose a loan term of ${TERM_YEARS.min} to ${TERM_YEARS.max} years.`,
  balloon: 'The balloon must be less than the amount you are borrowing.',
} as const

export const carSchema = z
  .object(
    {
      car_slug: optionalText('The car', 200),
      car_description: optionalText('The car you are after', 200),
      purchase_price: dollars(CAR_MESSAGES.price, 'the purchase price', APPLICATION_LIMITS.price).refine(
        (v) => v >= APPLICATION_LIMITS.minPrice,
        CAR_MESSAGES.minPrice,
      ),
      deposit: optionalDollars('your deposit', APPLICATION_LIMITS.price),
      term_years: z.preprocess(
        asNumber,
        number(CAR_MESSAGES.term, CAR_MESSAGES.term)
          .int(CAR_MESSAGES.term)
          .min(TERM_YEARS.min, CAR_MESSAGES.term)
          .max(TERM_YEARS.max, CAR_MESSAGES.term),
      ),
      balloon: z.preprocess(asNumber, dollars('', 'the balloon', APPLICATION_LIMITS.price).optional()),
    },
    { error: STEP_MISSING.car },
  )
  .superRefine(
    (v, ctx) => {
      if (v.car_slug === undefined && v.car_description === undefined)
        ctx.addIssue({ code: 'custom', path: ['car_description'], message: CAR_MISSING })
      if (typeof v.purchase_price !== 'number' || typeof v.deposit !== 'number') return
      if (v.deposit >= v.purchase_price) ctx.addIssue({ code: 'custom', path: ['deposit'], message: CAR_MESSAGES.deposit })
      else if (typeof v.balloon === 'number' && v.balloon >= v.purchase_price - v.deposit)
        ctx.addIssue({ code: 'custom', path: ['balloon'], message: CAR_MESSAGES.balloon })
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )

/** Each step's schema, by step: what a form checks before it moves on, and what the save route checks of each step sent. */
export const stepSchemas = (now: Date) => ({
  personal: personalSchema(now),
  employment: employmentSchema,
  money: moneySchema,
  car: carSchema,
})

/** One step as the browser form holds it (its fields under the step's name), for the form's resolver. */
export const stepFormSchema = (step: ApplicationStep, now: Date) => z.object({ [step]: stepSchemas(now)[step] })

export type PersonalAnswers = z.output<ReturnType<typeof personalSchema>>
export type EmploymentAnswers = z.output<typeof employmentSchema>
export type MoneyAnswers = z.output<typeof moneySchema>
export type CarAnswers = z.output<typeof carSchema>
export interface ApplicationAnswers {
  personal: PersonalAnswers
  employment: EmploymentAnswers
  money: MoneyAnswers
  car: CarAnswers
}
/** What a draft holds: the steps saved so far. */
export type SavedAnswers = Partial<ApplicationAnswers>

/** The whole application, every step complete: what must hold before it is sent to the dealer. */
export function applicationSchema(now: Date) {
  return z.object(stepSchemas(now), { error: 'Please complete every step of the application.' })
}
