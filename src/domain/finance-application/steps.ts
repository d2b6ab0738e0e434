// The finance application's steps without the schema: which steps exist, which fields each asks
// for, the choices and their words, and the step a field belongs to. Free of zod, so the
// browser form can render from it and load the schema (schema.ts) only when it first validates.

export const APPLICATION_STEPS = [
  { id: 'personal', title: 'About you' },
  { id: 'employment', title: 'Your work' },
  { id: 'money', title: 'Income and expenses' },
  { id: 'car', title: 'The car' },
] as const
export type ApplicationStep = (typeof APPLICATION_STEPS)[number]['id']
export const STEP_IDS: readonly ApplicationStep[] = APPLICATION_STEPS.map((s) => s.id)

export const isApplicationStep = (value: unknown): value is ApplicationStep =>
  typeof value === 'string' && (STEP_IDS as readonly string[]).includes(value)

/** A choice as the form shows it and the value it sends. */
type Choices<T extends string> = Readonly<Record<T, string>>
const keysOf = <T extends string>(choices: Choices<T>) => Object.keys(choices) as [T, ...T[]]

export const TITLES = { Mr: 'Mr', Mrs: 'Mrs', Ms: 'Ms', Miss: 'Miss', Mx: 'Mx', Dr: 'Dr' } as const satisfies Choices<string>
export const RESIDENTIAL_STATUSES = {
  'own-outright': 'I own my home outright',
  mortgage: 'I own my home with a mortgage',
  renting: 'I rent',
  boarding: 'I board',
  'with-parents': 'I live with my parents',
  other: 'Other',
} as const satisfies Choices<string>
export const MARITAL_STATUSES = {
  single: 'Single',
  married: 'Married',
  'de-facto': 'De facto',
  separated: 'Separated',
  divorced: 'Divorced',
  widowed: 'Widowed',
} as const satisfies Choices<string>
export const LICENCE_TYPES = {
  full: 'Full licence',
  provisional: 'Provisional (P) licence',
  learner: 'Learner permit',
  overseas: 'Overseas licence',
  none: 'No licence',
} as const satisfies Choices<string>
export const EMPLOYMENT_STATUSES = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  casual: 'Casual',
  'self-employed': 'Self-employed',
  unemployed: 'Not working',
  retired: 'Retired',
} as const satisfies Choices<string>

export type Title = keyof typeof TITLES
export type ResidentialStatus = keyof typeof RESIDENTIAL_STATUSES
export type MaritalStatus = keyof typeof MARITAL_STATUSES
export type LicenceType = keyof typeof LICENCE_TYPES
export type EmploymentStatus = keyof typeof EMPLOYMENT_STATUSES

export const TITLE_VALUES = keysOf<Title>(TITLES)
export const RESIDENTIAL_STATUS_VALUES = keysOf<ResidentialStatus>(RESIDENTIAL_STATUSES)
export const MARITAL_STATUS_VALUES = keysOf<MaritalStatus>(MARITAL_STATUSES)
export const LICENCE_TYPE_VALUES = keysOf<LicenceType>(LICENCE_TYPES)
export const EMPLOYMENT_STATUS_VALUES = keysOf<EmploymentStatus>(EMPLOYMENT_STATUSES)

/** Someone not working has no employer, occupation or years in the job to tell. */
export const hasJob = (status: EmploymentStatus | undefined) => status !== 'unemployed' && status !== 'retired'

/** Each step's fields, in the order the form asks for them (the server's error keys are `step.field`). */
export const STEP_FIELDS = {
  personal: [
    'title',
    'first_name',
    'last_name',
    'date_of_birth',
    'email',
    'mobile',
    'street',
    'suburb',
    'state',
    'postcode',
    'residential_status',
    'years_at_address',
    'marital_status',
    'dependants',
    'licence_type',
  ],
  employment: ['employment_status', 'employer', 'occupation', 'years_in_job'],
  money: ['monthly_income', 'other_income', 'housing_cost', 'living_expenses', 'loan_repayments', 'credit_card_limits'],
  car: ['car_slug', 'car_description', 'purchase_price', 'deposit', 'term_years', 'balloon'],
} as const satisfies Record<ApplicationStep, readonly string[]>

/** The consent the shopper gives when sending: the box's words, and the server's refusal when it is not ticked. */
export const CONSENT_LABEL = 'I agree to the dealer and its finance partners contacting me about this application.'
export const CONSENT_MESSAGE = 'Please agree to the dealer and its finance partners contacting you about this application.'

/** A draft is erased this many days after it was last saved (its link stops working then). */
export const DRAFT_KEEP_DAYS = 30

/** The application's age and term bounds: lenders lend to adults, over 1 to 7 years. */
export const MIN_AGE = 18
export const TERM_YEARS = { min: 1, max: 7 } as const

/**
 * The step that asks for a field, so a form can go back to it when the server refuses it. Takes
 * a field name (`date_of_birth`) or an error key (`personal.date_of_birth`); null for anything else.
 */
export function stepOf(field: string): ApplicationStep | null {
  const [head, rest] = field.split(/\.(.*)/s)
  if (isApplicationStep(head) && rest !== undefined) return (STEP_FIELDS[head] as readonly string[]).includes(rest) ? head : null
  return STEP_IDS.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(field)) ?? null
}

/** The furthest of the steps given (the one the shopper has reached), or null for none. */
export function furthestStep(steps: Iterable<ApplicationStep>): ApplicationStep | null {
  let furthest = -1
  for (const step of steps) furthest = Math.max(furthest, STEP_IDS.indexOf(step))
  return furthest < 0 ? null : STEP_IDS[furthest]
}

/** The day a moment falls on in Sydney, "YYYY-MM-DD": a birthday comes on the shopper's calendar, not the server's. */
export const sydneyDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)

/** Whole years from a date of birth to a day (both "YYYY-MM-DD"): a birthday counts on the day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number)
  const [y, m, d] = day.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}
