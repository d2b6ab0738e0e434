// The finance application form's rules, free of zod and React: the five steps the shopper sees
// (the four the server saves, then Review & send), each field's label and input, the answers as
// the form holds them (text as typed), which step to open on a resumed link, where a refusal
// sends the shopper back to, and the review's rows.
import { formatMoney, parseNumber } from '@/src/domain/finance/money'
import { REGO_STATES } from '@/src/domain/leads/form-rules'
import { titleFromSlug } from '@/src/domain/navigation/slug'
import {
  type ApplicationStep,
  APPLICATION_STEPS,
  DRAFT_KEEP_DAYS,
  EMPLOYMENT_STATUSES,
  LICENCE_TYPES,
  MARITAL_STATUSES,
  RESIDENTIAL_STATUSES,
  STEP_IDS,
  TERM_YEARS,
  TITLES,
  hasJob,
  isApplicationStep,
  stepOf,
} from './steps'

/** The application's page on every dealer site (a resume link opens it too). */
export const FINANCE_PRE_APPROVAL = '/finance-pre-approval'

export const FORM_STEPS = [...APPLICATION_STEPS, { id: 'review', title: 'Review & send' }] as const
export type FormStep = (typeof FORM_STEPS)[number]['id']

/** "Step 2 of 5", for the progress indicator. */
export function progressLabel(step: FormStep): string {
  return `Step ${FORM_STEPS.findIndex((s) => s.id === step) + 1} of ${FORM_STEPS.length}`
}

export const stepTitle = (step: FormStep) => FORM_STEPS.find((s) => s.id === step)!.title

/** The step after this one (Review & send after the car). */
export const nextStep = (step: ApplicationStep): FormStep => FORM_STEPS[FORM_STEPS.findIndex((s) => s.id === step) + 1].id

/** The step before this one, or null on the first. */
export function previousStep(step: FormStep): ApplicationStep | null {
  const at = FORM_STEPS.findIndex((s) => s.id === step)
  return at > 0 ? (FORM_STEPS[at - 1].id as ApplicationStep) : null
}

type Choices = Readonly<Record<string, string>>

export interface FieldSpec {
  name: string
  label: string
  kind: 'text' | 'email' | 'tel' | 'postcode' | 'date' | 'choice' | 'count' | 'money'
  optional?: boolean
  choices?: Choices
  hint?: string
  autoComplete?: string
}

const STATES: Choices = Object.fromEntries(REGO_STATES.map((s) => [s, s]))
const TERMS: Choices = Object.fromEntries(
  Array.from({ length: TERM_YEARS.max - TERM_YEARS.min + 1 }, (_, i) => TERM_YEARS.min + i).map((y) => [
    String(y),
    `${y} year${y === 1 ? '' : 's'}`,
  ]),
)
const MONTHLY = 'A month, in dollars.'

/**
 * Each step's fields in the order the form asks for them (the names of STEP_FIELDS). The car step's
 * chosen car (car_slug) is not typed in: it comes with the link from a car, and shows as that car.
 */
export const FIELD_SPECS: { readonly [S in ApplicationStep]: readonly FieldSpec[] } = {
  personal: [
    { name: 'title', label: 'Title', kind: 'choice', choices: TITLES, optional: true, autoComplete: 'honorific-prefix' },
    { name: 'first_name', label: 'First name', kind: 'text', autoComplete: 'given-name' },
    { name: 'last_name', label: 'Last name', kind: 'text', autoComplete: 'family-name' },
    { name: 'date_of_birth', label: 'Date of birth', kind: 'date', autoComplete: 'bday' },
    { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' },
    { name: 'mobile', label: 'Mobile', kind: 'tel', autoComplete: 'tel' },
    { name: 'street', label: 'Street address', kind: 'text', autoComplete: 'address-line1' },
    { name: 'suburb', label: 'Suburb', kind: 'text', autoComplete: 'address-level2' },
    { name: 'state', label: 'State or territory', kind: 'choice', choices: STATES, autoComplete: 'address-level1' },
    { name: 'postcode', label: 'Postcode', kind: 'postcode', autoComplete: 'postal-code' },
    { name: 'residential_status', label: 'Your home', kind: 'choice', choices: RESIDENTIAL_STATUSES },
    { name: 'years_at_address', label: 'Years at this address', kind: 'count', hint: '0 if under a year.' },
    { name: 'marital_status', label: 'Marital status', kind: 'choice', choices: MARITAL_STATUSES },
    { name: 'dependants', label: 'Dependants', kind: 'count', hint: 'People who rely on your income; 0 if none.' },
    { name: 'licence_type', label: 'Driver licence', kind: 'choice', choices: LICENCE_TYPES },
  ],
  employment: [
    { name: 'employment_status', label: 'Employment status', kind: 'choice', choices: EMPLOYMENT_STATUSES },
    {
      name: 'employer',
      label: 'Employer',
      kind: 'text',
      hint: 'Your business name if you are self-employed.',
      autoComplete: 'organization',
    },
    { name: 'occupation', label: 'Occupation', kind: 'text', autoComplete: 'organization-title' },
    { name: 'years_in_job', label: 'Years in this job', kind: 'count', hint: '0 if under a year.' },
  ],
  money: [
    { name: 'monthly_income', label: 'Income after tax', kind: 'money', hint: MONTHLY },
    { name: 'other_income', label: 'Other income', kind: 'money', optional: true, hint: MONTHLY },
    { name: 'housing_cost', label: 'Rent or mortgage', kind: 'money', hint: `${MONTHLY} 0 if none.` },
    { name: 'living_expenses', label: 'Living expenses', kind: 'money', hint: `${MONTHLY} Food, bills, transport.` },
    { name: 'loan_repayments', label: 'Other loan repayments', kind: 'money', optional: true, hint: MONTHLY },
    { name: 'credit_card_limits', label: 'Credit card limits', kind: 'money', optional: true, hint: 'The total limit of all your cards.' },
  ],
  car: [
    { name: 'car_description', label: 'The car you are after', kind: 'text', hint: 'Make, model and year, or the kind of car.' },
    { name: 'purchase_price', label: 'Purchase price', kind: 'money' },
    { name: 'deposit', label: 'Deposit', kind: 'money', optional: true, hint: 'Cash or trade-in you put towards the car.' },
    { name: 'term_years', label: 'Loan term', kind: 'choice', choices: TERMS },
    {
      name: 'balloon',
      label: 'Balloon payment',
      kind: 'money',
      optional: true,
      hint: 'A lump sum at the end of the loan, which lowers the repayments.',
    },
  ],
}

/** The input a field is typed into: dates as a date picker, money with a decimal keypad. */
export function inputOf(spec: FieldSpec): { type: string; inputMode?: 'numeric' | 'decimal' | 'email' | 'tel'; maxLength?: number } {
  switch (spec.kind) {
    case 'email':
      return { type: 'email', inputMode: 'email' }
    case 'tel':
      return { type: 'tel', inputMode: 'tel' }
    case 'date':
      return { type: 'date' }
    case 'postcode':
      return { type: 'text', inputMode: 'numeric', maxLength: 4 }
    case 'count':
      return { type: 'text', inputMode: 'numeric', maxLength: 3 }
    case 'money':
      return { type: 'text', inputMode: 'decimal', maxLength: 14 }
    default:
      return { type: 'text', maxLength: 200 }
  }
}

/** The answers as the form holds them: each step's fields as text, the last step's choices. */
export type StepValues = Record<string, string | undefined>
export type FormValues = { [S in ApplicationStep]: StepValues } & {
  consent?: boolean
  opt_in?: boolean
  dealership_slug?: string
}

const JOB_FIELDS = new Set(['employer', 'occupation', 'years_in_job'])

/** The fields a step shows for these answers: no job questions for someone not working, no description for a chosen car. */
export function visibleFields(step: ApplicationStep, values: Partial<FormValues>): readonly FieldSpec[] {
  const answers = values[step] ?? {}
  if (step === 'employment' && !hasJob(answers.employment_status as never))
    return FIELD_SPECS.employment.filter((f) => !JOB_FIELDS.has(f.name))
  if (step === 'car' && answers.car_slug) return FIELD_SPECS.car.filter((f) => f.name !== 'car_description')
  return FIELD_SPECS[step]
}

/**
 * The form's names of a step's visible fields (`personal.first_name`): what it checks before
 * moving on, and whose errors it lists. A chosen car is one of them (the server may find it gone).
 */
export function fieldNames(step: ApplicationStep, values: Partial<FormValues>): string[] {
  const names = visibleFields(step, values).map((f) => `${step}.${f.name}`)
  return step === 'car' && values.car?.car_slug ? ['car.car_slug', ...names] : names
}

/** A car the page was opened from: its slug and price go into the car step. */
export interface PreselectedCar {
  slug: string
  name: string
  price: number | null
}

const asText = (value: unknown): string | undefined =>
  value === null || value === undefined ? undefined : typeof value === 'string' ? value : String(value)

/**
 * The form's answers from saved steps (the server's checked values: numbers, empty optional
 * amounts as 0) and the car the page was opened from, which fills the car step when it is not saved.
 */
export function formValues(
  saved: Partial<Record<ApplicationStep, Record<string, unknown>>> | null,
  car?: PreselectedCar | null,
): FormValues {
  const values = Object.fromEntries(
    STEP_IDS.map((step) => [step, Object.fromEntries(Object.entries(saved?.[step] ?? {}).map(([k, v]) => [k, asText(v)]))]),
  ) as Record<ApplicationStep, StepValues> as FormValues
  if (car && !saved?.car) values.car = { car_slug: car.slug, purchase_price: car.price && car.price > 0 ? String(car.price) : undefined }
  return values
}

/** The step a resumed application opens at: the first not saved yet, else Review & send. */
export function resumeStep(saved: Partial<Record<ApplicationStep, unknown>> | null): FormStep {
  return STEP_IDS.find((step) => !saved?.[step]) ?? 'review'
}

/** The save request for a step: it and every step before it (all checked already), so a draft made afresh has them all. */
export function saveBody(step: ApplicationStep, values: Partial<FormValues>, token: string | null): Record<string, unknown> {
  const upTo = STEP_IDS.slice(0, STEP_IDS.indexOf(step) + 1)
  return { ...(token && { token }), ...Object.fromEntries(upTo.map((s) => [s, values[s] ?? {}])) }
}

/** The earliest step among the server's refused fields (`personal.date_of_birth`), or null when none is a step's. */
export function refusedStep(fields: Record<string, string>): ApplicationStep | null {
  const steps = Object.keys(fields)
    .map(stepOf)
    .filter((s): s is ApplicationStep => isApplicationStep(s))
  return STEP_IDS.find((s) => steps.includes(s)) ?? null
}

/** The link that opens a saved application again. */
export const resumeHref = (token: string) => `${FINANCE_PRE_APPROVAL}?resume=${encodeURIComponent(token)}`

export const RESUME_NOTE = `Anyone with this link can continue your application, so keep it to yourself. It stops working ${DRAFT_KEEP_DAYS} days after you last save.`

/** The application opened from a car's page, that car chosen (carSlugOf reads it back). */
export const preApprovalHref = (carSlug: string) => `${FINANCE_PRE_APPROVAL}?car_id=${encodeURIComponent(carSlug)}`
export const PRE_APPROVAL_LABEL = 'Get Pre-Approved'

/** The car a page address names (`?car_id=` as the site's car links say, or `?car=`), as a slug. */
export function carSlugOf(query: Record<string, string | string[] | undefined>): string | null {
  for (const key of ['car_id', 'car']) {
    const value = query[key]
    const first = (Array.isArray(value) ? value[0] : value)?.trim()
    if (first) return first
  }
  return null
}

/** "1990-05-31" as an Australian reads it, 31/05/1990. */
const dayAsTyped = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split('-').reverse().join('/') : day)

function shown(spec: FieldSpec, raw: string | undefined): string {
  const value = raw?.trim() ?? ''
  if (value === '') return spec.optional ? 'None' : 'Not answered'
  if (spec.choices) return spec.choices[value] ?? value
  if (spec.kind === 'money') {
    const amount = parseNumber(value)
    return amount === null ? value : formatMoney(amount)
  }
  return spec.kind === 'date' ? dayAsTyped(value) : value
}

export interface ReviewSection {
  step: ApplicationStep
  title: string
  rows: { label: string; value: string }[]
}

/** The answers to check before sending, by step, as the shopper reads them. */
export function reviewSections(values: Partial<FormValues>, car?: PreselectedCar | null): ReviewSection[] {
  return APPLICATION_STEPS.map(({ id, title }) => {
    const answers = values[id] ?? {}
    const rows = visibleFields(id, values).map((spec) => ({ label: spec.label, value: shown(spec, answers[spec.name]) }))
    const slug = answers.car_slug
    if (id === 'car' && slug) rows.unshift({ label: 'The car', value: car?.slug === slug ? car.name : titleFromSlug(slug) })
    return { step: id, title, rows }
  })
}
