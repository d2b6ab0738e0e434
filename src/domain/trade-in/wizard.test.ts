import { describe, expect, it } from 'vitest'
import { TRADE_IN_ANSWERS } from '@/tests/helpers/trade-in'
import { valuationRequestSchema, wizardSchema } from './request'
import { type WizardValues, stepFields, stepOfField, valuationBody } from './wizard'

const answers = TRADE_IN_ANSWERS
const typed = { rego: 'trd 22a', rego_state: 'NSW', make: 'Mazda', model: 'CX-5', year: '2021', badge: '', km: '40,000', answers }

describe('the trade-in wizard', () => {
  it.each([
    ['car', 'rego', ['rego', 'rego_state', 'km']],
    ['car', 'details', ['make', 'model', 'year', 'badge', 'km']],
    [
      'condition',
      'rego',
      [
        'answers.accident_history',
        'answers.mechanical_issues',
        'answers.service_history',
        'answers.tyres',
        'answers.interior',
        'answers.exterior',
      ],
    ],
    ['offer', 'rego', []],
  ] as const)('checks on the %s step (car named by %s): %j', (step, by, fields) => {
    expect(stepFields(step, by)).toEqual(fields)
  })

  it('asks for a valuation with only the way of naming the car the shopper chose', () => {
    expect(valuationBody({ ...typed, by: 'rego' })).toEqual({ rego: 'trd 22a', rego_state: 'NSW', km: '40,000', answers })
    expect(valuationBody({ ...typed, by: 'details' })).toEqual({
      make: 'Mazda',
      model: 'CX-5',
      year: '2021',
      badge: '',
      km: '40,000',
      answers,
    })
    expect(valuationBody({ by: 'rego' })).toEqual({ rego: undefined, rego_state: undefined, km: undefined, answers: {} })
  })

  it('makes requests the server reads as the shopper meant: typed text is normalised, the other way is ignored', () => {
    const schema = valuationRequestSchema(new Date('2026-12-07T00:00:00Z'))
    const byRego = schema.parse(valuationBody({ ...typed, by: 'rego' }))
    expect(byRego).toMatchObject({ rego: 'TRD22A', km: 40_000 })
    expect(byRego.make).toBeUndefined()
    const byDetails = schema.parse(valuationBody({ ...typed, by: 'details' }))
    expect(byDetails).toMatchObject({ make: 'Mazda', year: 2021 })
    expect(byDetails.rego).toBeUndefined()
  })

  it('checks the way the shopper chose: nothing typed on the rego way asks for the rego and state', () => {
    const issues = (values: WizardValues) =>
      wizardSchema(new Date('2026-12-07T00:00:00Z'))
        .safeParse(values)
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(issues({ by: 'rego', answers })).toEqual([
      'km: Enter the kilometres as a number.',
      'rego: Please enter the rego.',
      'rego_state: Choose a state or territory.',
    ])
    expect(issues({ by: 'details', km: '1', answers })).toEqual([
      'make: Enter the rego and state, or the make.',
      'model: Enter the rego and state, or the model.',
      'year: Enter the rego and state, or the year.',
    ])
    expect(issues({ ...typed, by: 'rego' })).toBeUndefined()
  })

  it.each([
    ['rego', 'car'],
    ['rego_state', 'car'],
    ['year', 'car'],
    ['km', 'car'],
    ['answers.tyres', 'condition'],
    ['answers', 'condition'],
  ] as const)('sends the shopper back to the step that asks for %s', (field, step) => {
    expect(stepOfField(field)).toBe(step)
  })
})
