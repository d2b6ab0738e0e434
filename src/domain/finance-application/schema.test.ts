import { describe, expect, test } from 'vitest'
import { APPLICATION_STEPS_BODY as BODY, bornYearsAgo } from '@/tests/helpers/finance-application'
import { CAR_MESSAGES, CAR_MISSING, DOB_MESSAGES, EMPLOYMENT_MESSAGES, MOBILE_MESSAGE, applicationSchema, stepSchemas } from './schema'

const now = new Date('2026-12-07T10:00:00Z')
const steps = stepSchemas(now)

/** The first message of each field a step refuses, keyed by field. */
function errorsOf(step: keyof typeof steps, values: Record<string, unknown>): Record<string, string> {
  const parsed = steps[step].safeParse(values)
  const out: Record<string, string> = {}
  for (const issue of parsed.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('the steps read what a form sends', () => {
  test('a complete application parses, numbers as typed become numbers and empty optional amounts are 0', () => {
    const parsed = applicationSchema(now).parse({ ...BODY, personal: { ...BODY.personal, date_of_birth: bornYearsAgo(34, now) } })
    expect(parsed.personal).toMatchObject({ title: 'Ms', first_name: 'Tia', years_at_address: 3, dependants: 0, state: 'NSW' })
    expect(parsed.money).toEqual({
      monthly_income: 6500,
      other_income: 0,
      housing_cost: 2100,
      living_expenses: 1500,
      loan_repayments: 0,
      credit_card_limits: 5000,
    })
    expect(parsed.car).toMatchObject({ purchase_price: 32990, deposit: 5000, term_years: 5, balloon: undefined })
  })

  test('a missing step is named by its title', () => {
    const parsed = applicationSchema(now).safeParse({ personal: BODY.personal, money: BODY.money, car: BODY.car })
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['employment', 'Please complete the "Your work" step.'],
    ])
  })
})

describe('personal', () => {
  const personal = { ...BODY.personal, date_of_birth: bornYearsAgo(34, now) }
  test.each([
    ['no date of birth', { date_of_birth: '' }, { date_of_birth: DOB_MESSAGES.missing }],
    ['a day that does not exist', { date_of_birth: '1990-02-30' }, { date_of_birth: DOB_MESSAGES.invalid }],
    ['not a date', { date_of_birth: '31/05/1990' }, { date_of_birth: DOB_MESSAGES.invalid }],
    ['17, a day before turning 18 (Sydney calendar)', { date_of_birth: '2008-12-08' }, { date_of_birth: DOB_MESSAGES.tooYoung }],
    ['born in the future', { date_of_birth: '2030-01-01' }, { date_of_birth: DOB_MESSAGES.invalid }],
    ['130 years old', { date_of_birth: '1896-01-01' }, { date_of_birth: DOB_MESSAGES.tooOld }],
    ['a landline for a mobile', { mobile: '02 9555 0123' }, { mobile: MOBILE_MESSAGE }],
    ['no first name', { first_name: ' ' }, { first_name: 'Please enter your first name.' }],
    ['a 5-digit postcode', { postcode: '20100' }, { postcode: 'Invalid postcode. Please enter a 4-digit number.' }],
    ['no state', { state: '' }, { state: 'Please choose your state or territory.' }],
    ['an unknown title', { title: 'Sir' }, { title: 'Please choose a title from the list.' }],
    ['dependants in words', { dependants: 'two' }, { dependants: 'Enter your dependants as a number.' }],
    ['half a dependant', { dependants: '1.5' }, { dependants: 'Enter your dependants as a whole number.' }],
    ['no years at the address', { years_at_address: '' }, { years_at_address: expect.stringMatching(/^Please enter how many years/) }],
  ])('%s', (_, change, errors) => {
    expect(errorsOf('personal', { ...personal, ...change })).toEqual(errors)
  })

  test('turning 18 today in Sydney is old enough, while it is still yesterday in UTC', () => {
    const earlySydneyMorning = new Date('2026-12-07T14:30:00Z') // 8 December, 1:30 am in Sydney
    expect(stepSchemas(earlySydneyMorning).personal.safeParse({ ...personal, date_of_birth: '2008-12-08' }).success).toBe(true)
    expect(stepSchemas(earlySydneyMorning).personal.safeParse({ ...personal, date_of_birth: '2008-12-09' }).success).toBe(false)
  })
})

describe('employment', () => {
  test.each([
    ['no status', { employment_status: '' }, { employment_status: 'Please choose your employment status.' }],
    [
      'working without the job',
      { employment_status: 'casual', employer: '', occupation: '', years_in_job: '' },
      { employer: EMPLOYMENT_MESSAGES.employer, occupation: EMPLOYMENT_MESSAGES.occupation, years_in_job: EMPLOYMENT_MESSAGES.years },
    ],
    ['years in the job in words', { years_in_job: 'ten' }, { years_in_job: 'Enter the years in this job as a number.' }],
  ])('%s', (_, change, errors) => {
    expect(errorsOf('employment', { ...BODY.employment, ...change })).toEqual(errors)
  })

  test('a retired applicant needs no job, and one left in the form is dropped', () => {
    expect(steps.employment.parse({ ...BODY.employment, employment_status: 'retired' })).toEqual({ employment_status: 'retired' })
  })
})

describe('money', () => {
  test.each([
    ['no income', { monthly_income: '' }, { monthly_income: 'Please enter your monthly income after tax.' }],
    ['income in words', { monthly_income: 'lots' }, { monthly_income: 'Enter your monthly income in dollars, e.g. 1,200.' }],
    ['negative expenses', { living_expenses: '-5' }, { living_expenses: 'Your living expenses cannot be negative.' }],
    [
      'an absurd amount',
      { housing_cost: '99999999' },
      { housing_cost: 'Please check your rent or mortgage: it is more than we can take.' },
    ],
  ])('%s', (_, change, errors) => {
    expect(errorsOf('money', { ...BODY.money, ...change })).toEqual(errors)
  })
})

describe('car', () => {
  test.each([
    ['neither a car nor a description', { car_description: '' }, { car_description: CAR_MISSING }],
    ['no price', { purchase_price: '' }, { purchase_price: CAR_MESSAGES.price }],
    ['a $500 car', { purchase_price: '500', deposit: '' }, { purchase_price: CAR_MESSAGES.minPrice }],
    ['a deposit of the whole price', { deposit: '32990' }, { deposit: CAR_MESSAGES.deposit }],
    ['an 8-year term', { term_years: '8' }, { term_years: CAR_MESSAGES.term }],
    ['no term', { term_years: '' }, { term_years: CAR_MESSAGES.term }],
    ['a balloon of the whole loan', { balloon: '27990' }, { balloon: CAR_MESSAGES.balloon }],
  ])('%s', (_, change, errors) => {
    expect(errorsOf('car', { ...BODY.car, ...change })).toEqual(errors)
  })

  test('a car of the site is enough without a description; a balloon below the loan is kept', () => {
    expect(steps.car.parse({ car_slug: 'a-car', purchase_price: 30000, term_years: 7, balloon: '9,000' })).toEqual({
      car_slug: 'a-car',
      purchase_price: 30000,
      deposit: 0,
      term_years: 7,
      balloon: 9000,
    })
  })
})
