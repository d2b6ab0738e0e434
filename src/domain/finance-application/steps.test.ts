import { describe, expect, test } from 'vitest'
import { APPLICATION_STEPS_BODY as BODY } from '@/tests/helpers/finance-application'
import { applicationSchema } from './schema'
import { STEP_FIELDS, STEP_IDS, ageOn, furthestStep, stepOf, sydneyDay } from './steps'
import { applicationLoan, applicationSummary } from './summary'

describe('stepOf', () => {
  test.each([
    ['date_of_birth', 'personal'],
    ['personal.date_of_birth', 'personal'],
    ['employer', 'employment'],
    ['money.credit_card_limits', 'money'],
    ['balloon', 'car'],
    ['car.car_slug', 'car'],
    ['personal.balloon', null],
    ['nope', null],
    ['personal', null],
    ['', null],
  ])('%s -> %s', (field, step) => {
    expect(stepOf(field)).toBe(step)
  })

  test('every field of the schemas belongs to exactly one step', () => {
    const all = STEP_IDS.flatMap((s) => STEP_FIELDS[s])
    expect(new Set(all).size).toBe(all.length)
    const shape = applicationSchema(new Date()).shape
    type Wrapped = { shape?: object; def: { in?: Wrapped } }
    const shapeOf = (schema: Wrapped): object => schema.shape ?? (schema.def.in ? shapeOf(schema.def.in) : {})
    for (const step of STEP_IDS) {
      const fields = Object.keys(shapeOf(shape[step] as unknown as Wrapped))
      expect(fields.sort(), step).toEqual([...STEP_FIELDS[step]].sort())
    }
  })
})

test.each([
  [['personal', 'money'], 'money'],
  [['car', 'personal'], 'car'],
  [[], null],
] as const)('furthestStep(%j) is %s', (steps, furthest) => {
  expect(furthestStep(steps)).toBe(furthest)
})

test.each([
  ['1990-05-31', '2026-05-30', 35],
  ['1990-05-31', '2026-05-31', 36],
  ['2008-02-29', '2026-02-28', 17],
  ['2008-02-29', '2026-03-01', 18],
])('born %s is %i on %s', (born, day, age) => {
  expect(ageOn(born, day)).toBe(age)
})

test('sydneyDay is the date in Sydney', () => {
  expect(sydneyDay(new Date('2026-12-07T13:30:00Z'))).toBe('2026-12-08')
  expect(sydneyDay(new Date('2026-06-07T13:30:00Z'))).toBe('2026-06-07')
})

describe('the summary staff read', () => {
  const now = new Date('2026-12-07T10:00:00Z')
  const answers = applicationSchema(now).parse({ ...BODY, personal: { ...BODY.personal, date_of_birth: '1990-05-31' } })

  test('names the applicant, their money and the loan, with the provider reference and the car found', () => {
    const summary = applicationSummary(answers, {
      car: { name: '2021 Toyota RAV4 GXL', stockNumber: 'HCM1001' },
      providerReference: 'FA-1234',
      now,
    })
    expect(summary.split('\n')).toEqual([
      'Finance pre-approval application.',
      'Finance provider reference: FA-1234.',
      'Applicant: Ms Tia Ng, born 1990-05-31 (age 36).',
      'Contact: tia.ng@example.com, 0412 345 678.',
      'Address: 12 Example Street, Surry Hills NSW 2010; I rent, 3 years there.',
      'Household: Single, 0 dependants; Full licence.',
      'Employment: Full-time, Nurse at Harbour Hospital, 4 years in the job.',
      'Monthly income after tax: $6,500; other income $0.',
      'Monthly expenses: rent or mortgage $2,100; living expenses $1,500; other loan repayments $0.',
      'Credit card limits: $5,000.',
      'Car: 2021 Toyota RAV4 GXL (stock HCM1001).',
      'Loan: price $32,990, deposit $5,000, to finance $27,990, over 5 years, no balloon.',
    ])
  })

  test('without a reference or a car of the site it says what the shopper described; not working is one line', () => {
    const retired = {
      ...answers,
      employment: { employment_status: 'retired' as const },
      car: { ...answers.car, balloon: 10_000, term_years: 1 },
    }
    const summary = applicationSummary(retired, { car: null, providerReference: null, now })
    expect(summary.split('\n')[1]).toBe('Not sent to the finance provider (it did not take the application): please send it on.')
    expect(summary).toContain('Employment: Retired.')
    expect(summary).toContain('Car: A small SUV, about 2021 (as the shopper described it).')
    expect(summary).toContain('over 1 year, balloon $10,000.')
  })

  test('the loan figures the lead keeps', () => {
    expect(applicationLoan(answers.car, 'FA-1')).toEqual({
      reference: 'FA-1',
      purchasePrice: 32990,
      deposit: 5000,
      amountToFinance: 27990,
      termYears: 5,
      balloon: null,
      carDescription: 'A small SUV, about 2021',
    })
  })
})
