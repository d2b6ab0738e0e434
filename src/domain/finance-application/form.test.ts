import { describe, expect, test } from 'vitest'
import { successCopy, successKind } from '@/src/domain/leads/form-rules'
import { APPLICATION_STEPS_BODY as BODY } from '@/tests/helpers/finance-application'
import {
  FIELD_SPECS,
  FORM_STEPS,
  carSlugOf,
  fieldNames,
  formValues,
  inputOf,
  nextStep,
  previousStep,
  progressLabel,
  refusedStep,
  resumeHref,
  resumeStep,
  reviewSections,
  saveBody,
} from './form'
import { stepSchemas } from './schema'
import { STEP_FIELDS, STEP_IDS } from './steps'

describe('the steps', () => {
  test('five steps, the review last; progress reads "Step n of 5"', () => {
    expect(FORM_STEPS.map((s) => s.title)).toEqual(['About you', 'Your work', 'Income and expenses', 'The car', 'Review & send'])
    expect(progressLabel('personal')).toBe('Step 1 of 5')
    expect(progressLabel('employment')).toBe('Step 2 of 5')
    expect(progressLabel('review')).toBe('Step 5 of 5')
  })

  test('next and previous', () => {
    expect(nextStep('personal')).toBe('employment')
    expect(nextStep('car')).toBe('review')
    expect(previousStep('personal')).toBeNull()
    expect(previousStep('employment')).toBe('personal')
    expect(previousStep('review')).toBe('car')
  })

  test('every field the server asks for has a label and input, in its order (the chosen car shows as the car)', () => {
    for (const step of STEP_IDS)
      expect(FIELD_SPECS[step].map((f) => f.name)).toEqual(STEP_FIELDS[step].filter((name) => name !== 'car_slug'))
  })

  test('dates are date pickers, money has the decimal keypad, counts the numeric one', () => {
    const spec = (step: keyof typeof FIELD_SPECS, name: string) => FIELD_SPECS[step].find((f) => f.name === name)!
    expect(inputOf(spec('personal', 'date_of_birth')).type).toBe('date')
    expect(inputOf(spec('money', 'monthly_income')).inputMode).toBe('decimal')
    expect(inputOf(spec('car', 'purchase_price')).inputMode).toBe('decimal')
    expect(inputOf(spec('personal', 'dependants')).inputMode).toBe('numeric')
    expect(inputOf(spec('personal', 'email'))).toEqual({ type: 'email', inputMode: 'email' })
  })
})

describe('which fields a step checks', () => {
  test('no job questions for someone not working', () => {
    expect(fieldNames('employment', { employment: { employment_status: 'retired' } })).toEqual(['employment.employment_status'])
    expect(fieldNames('employment', { employment: { employment_status: 'casual' } })).toEqual([
      'employment.employment_status',
      'employment.employer',
      'employment.occupation',
      'employment.years_in_job',
    ])
    // Not chosen yet: the questions show, as most applicants work.
    expect(fieldNames('employment', {})).toHaveLength(4)
  })

  test('no description when a car of the site is chosen', () => {
    expect(fieldNames('car', { car: { car_slug: 'toyota-corolla-abc' } })).toEqual([
      'car.car_slug',
      'car.purchase_price',
      'car.deposit',
      'car.term_years',
      'car.balloon',
    ])
    expect(fieldNames('car', { car: {} })).toContain('car.car_description')
  })
})

describe('formValues', () => {
  test('saved answers come back as text the inputs hold, and pass the step schemas again', () => {
    const now = new Date()
    const saved = Object.fromEntries(STEP_IDS.map((s) => [s, stepSchemas(now)[s].parse(BODY[s])])) as Record<
      string,
      Record<string, unknown>
    >
    const values = formValues(saved)
    expect(values.money.monthly_income).toBe('6500')
    expect(values.money.other_income).toBe('0')
    expect(values.car.balloon).toBeUndefined()
    for (const step of STEP_IDS) expect(stepSchemas(now)[step].safeParse(values[step]).success).toBe(true)
  })

  test('a car the page was opened from fills the car step, unless a car is saved', () => {
    const car = { slug: '2021-toyota-rav4-abc', name: '2021 Toyota RAV4', price: 38_990 }
    expect(formValues(null, car).car).toEqual({ car_slug: car.slug, purchase_price: '38990' })
    expect(formValues(null, { ...car, price: null }).car).toEqual({ car_slug: car.slug, purchase_price: undefined })
    expect(formValues({ car: { car_description: 'A ute', purchase_price: 20_000 } }, car).car).toEqual({
      car_description: 'A ute',
      purchase_price: '20000',
    })
    expect(formValues(null).personal).toEqual({})
  })
})

describe('resumeStep', () => {
  test('the first step not saved, else the review', () => {
    expect(resumeStep(null)).toBe('personal')
    expect(resumeStep({})).toBe('personal')
    expect(resumeStep({ personal: {} })).toBe('employment')
    expect(resumeStep({ personal: {}, employment: {}, car: {} })).toBe('money')
    expect(resumeStep({ personal: {}, employment: {}, money: {}, car: {} })).toBe('review')
  })
})

describe('saveBody', () => {
  test('the step and those before it, with the token when there is one', () => {
    const values = formValues({ personal: { first_name: 'Tia' }, employment: { employment_status: 'retired' } })
    expect(saveBody('personal', values, null)).toEqual({ personal: { first_name: 'Tia' } })
    expect(saveBody('employment', values, 'tok')).toEqual({
      token: 'tok',
      personal: { first_name: 'Tia' },
      employment: { employment_status: 'retired' },
    })
    expect(Object.keys(saveBody('car', values, null))).toEqual(['personal', 'employment', 'money', 'car'])
  })
})

describe('refusedStep', () => {
  test('the earliest step the server refused a field of', () => {
    expect(refusedStep({ 'money.monthly_income': 'x', 'personal.date_of_birth': 'y' })).toBe('personal')
    expect(refusedStep({ 'car.car_slug': 'gone' })).toBe('car')
    expect(refusedStep({ consent: 'agree' })).toBeNull()
    expect(refusedStep({ token: 'lapsed' })).toBeNull()
    expect(refusedStep({})).toBeNull()
  })
})

test('resumeHref and carSlugOf', () => {
  expect(resumeHref('a.b+c/d')).toBe('/finance-pre-approval?resume=a.b%2Bc%2Fd')
  expect(carSlugOf({ car_id: 'toyota-1' })).toBe('toyota-1')
  expect(carSlugOf({ car: ' kia-2 ' })).toBe('kia-2')
  expect(carSlugOf({ car_id: ['a', 'b'] })).toBe('a')
  expect(carSlugOf({ car_id: '', car: '' })).toBeNull()
  expect(carSlugOf({})).toBeNull()
})

describe('reviewSections', () => {
  test('by step, choices and amounts in words, dates as Australians write them', () => {
    const values = formValues(null)
    Object.assign(values, {
      personal: { ...BODY.personal, date_of_birth: '1990-05-31' },
      employment: BODY.employment,
      money: BODY.money,
      car: BODY.car,
    })
    const sections = reviewSections(values)
    expect(sections.map((s) => s.title)).toEqual(['About you', 'Your work', 'Income and expenses', 'The car'])
    const row = (step: number, label: string) => sections[step].rows.find((r) => r.label === label)?.value
    expect(row(0, 'Date of birth')).toBe('31/05/1990')
    expect(row(0, 'Your home')).toBe('I rent')
    expect(row(1, 'Employment status')).toBe('Full-time')
    expect(row(2, 'Income after tax')).toBe('$6,500')
    expect(row(2, 'Other income')).toBe('None')
    expect(row(3, 'Loan term')).toBe('5 years')
    expect(row(3, 'Purchase price')).toBe('$32,990')
  })

  test('a chosen car shows by its name, and someone retired has no job rows', () => {
    const car = { slug: '2021-toyota-rav4-abc', name: '2021 Toyota RAV4 GX', price: 38_990 }
    const values = formValues(null, car)
    values.employment = { employment_status: 'retired', employer: 'Left over' }
    const sections = reviewSections(values, car)
    expect(sections[3].rows[0]).toEqual({ label: 'The car', value: '2021 Toyota RAV4 GX' })
    expect(sections[3].rows.map((r) => r.label)).not.toContain('The car you are after')
    expect(sections[1].rows).toEqual([{ label: 'Employment status', value: 'Retired' }])
    // A saved car the page does not know by name reads from its slug.
    expect(reviewSections(values, null)[3].rows[0].value).toBe('2021 Toyota Rav4 Abc')
  })
})

describe('the success page', () => {
  test('names the finance application apart from a finance enquiry; anything else is no form', () => {
    expect(successKind('finance-application')).toBe('finance-application')
    expect(successKind('finance')).toBe('finance')
    expect(successKind('nope')).toBeNull()
    expect(successKind(['finance'])).toBeNull()
    expect(successCopy('finance-application').heading).toBe('Your finance application is in')
    expect(successCopy('finance').heading).toBe('Your finance enquiry is in')
  })
})
