import { describe, expect, it } from 'vitest'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import { valuationRequestSchema } from './request'
import {
  type ConditionAnswers,
  answerAdjustments,
  marketEstimateOf,
  noOffer,
  noOfferMessage,
  noOnlineOfferReason,
  offerNote,
  offerSummary,
  tradeInOffer,
} from './valuation'

const now = new Date('2026-12-07T10:00:00Z')
const cars = vocabularyOf('cars')
const wellKept: ConditionAnswers = {
  accident_history: 'none',
  mechanical_issues: 'none',
  service_history: 'partial',
  tyres: 'good',
  interior: 'good',
  exterior: 'good',
}
const car = { make: 'Toyota', model: 'Corolla', year: 2022, badge: 'ZR', rego: 'TRD22A', regoState: 'NSW' }

describe('which cars get an online offer', () => {
  it.each([
    [2019, 60_000, null],
    [2018, 60_000, 'too-old'],
    [2026, 100_000, null],
    [2026, 100_001, 'too-many-km'],
    [2015, 150_000, 'too-old'],
  ] as const)('a %i car with %i km: %s', (year, km, reason) => {
    expect(noOnlineOfferReason({ year, km }, now)).toBe(reason)
  })
  it('tells the shopper why and to ask for an inspection, in the site’s own words', () => {
    expect(noOfferMessage('too-old', cars)).toBe(
      'We do not make online offers for cars over 7 years old. Request an inspection and we will make you an offer once we have seen your car.',
    )
    expect(noOfferMessage('too-many-km', cars)).toMatch(/^We do not make online offers for cars with over 100,000 km\. .*inspection/)
    expect(noOfferMessage('no-estimate', vocabularyOf('caravans'))).toBe(
      'We could not estimate the value of this caravan online. Request an inspection and we will make you an offer once we have seen your caravan.',
    )
    expect(noOfferMessage('too-old', vocabularyOf('motorcycles'))).toMatch(/^We do not make online offers for motorcycles over 7/)
    expect(offerNote('caravan')).toBe('This offer is indicative only and subject to an inspection of your caravan.')
  })
})

describe('the offer', () => {
  it('is the estimate less the dealer margin, moved by the answers, rounded down to $100', () => {
    // 20,000 x 0.85 x (1 - 0.02) = 16,660 -> 16,600
    const offer = tradeInOffer({ marketEstimate: 20_000, car, km: 40_000, answers: wellKept, now })
    expect(offer.amount).toBe(16_600)
    expect(offer).toEqual(expect.objectContaining({ car, km: 40_000, answers: wellKept }))
    expect(offer).not.toHaveProperty('marketEstimate')
  })
  it('adds up every answer', () => {
    const rough: ConditionAnswers = {
      accident_history: 'major',
      mechanical_issues: 'major',
      service_history: 'none',
      tyres: 'worn',
      interior: 'poor',
      exterior: 'poor',
    }
    // shares: -0.15 -0.12 -0.06 -0.03 -0.05 -0.05 = -0.46; 20,000 x 0.85 x 0.54 = 9,180
    expect(tradeInOffer({ marketEstimate: 20_000, car, km: 40_000, answers: rough, now }).amount).toBe(9_100)
    const best = { ...wellKept, service_history: 'full' } as const
    expect(tradeInOffer({ marketEstimate: 20_000, car, km: 40_000, answers: best, now }).amount).toBe(17_300)
  })
  it('is never below 0', () => {
    expect(tradeInOffer({ marketEstimate: 0, car, km: 1, answers: wellKept, now }).amount).toBe(0)
    expect(tradeInOffer({ marketEstimate: -5_000, car, km: 1, answers: wellKept, now }).amount).toBe(0)
  })
  it('stands for 7 days from now', () => {
    const offer = tradeInOffer({ marketEstimate: 20_000, car, km: 40_000, answers: wellKept, now })
    expect(offer.issuedAt).toBe('2026-12-07T10:00:00.000Z')
    expect(offer.validUntil).toBe('2026-12-14T10:00:00.000Z')
  })
  it('takes the middle of a market range as the estimate, and no estimate from an empty or broken one', () => {
    expect(marketEstimateOf({ market_range_min: 18_000, market_range_max: 22_001 })).toBe(20_001)
    expect(marketEstimateOf({ market_range_min: 0, market_range_max: 0 })).toBeNull()
    expect(marketEstimateOf({ market_range_min: 30_000, market_range_max: 20_000 })).toBeNull()
  })
  it('tells staff the decision, the offer, the car and every answer', () => {
    const offer = tradeInOffer({ marketEstimate: 20_000, car: { ...car, vin: 'JTNB00000X0000001' }, km: 40_000, answers: wellKept, now })
    const summary = offerSummary(offer, 'accept', cars)
    expect(summary).toContain('Online trade-in offer accepted: $16,600 (valid until 14 Dec 2026).')
    expect(summary).toContain('Car: 2022 Toyota Corolla ZR, 40,000 km, rego TRD22A NSW, VIN JTNB00000X0000001.')
    expect(summary).toContain('Does it have a service history? Partial service history.')
    expect(summary.split('\n')).toHaveLength(2 + answerAdjustments(wellKept).length)
    expect(offerSummary(offer, 'decline', cars)).toMatch(/^Online trade-in offer declined: \$16,600/)
    expect(offerSummary(offer, 'accept', vocabularyOf('caravans'))).toContain('\nCaravan: 2022 Toyota Corolla ZR, 40,000 km')
  })
  it.each([
    ['too-old', 'over 7 years old'],
    ['too-many-km', 'over 100,000 km'],
    ['no-estimate', 'too few comparable cars for a market estimate'],
  ] as const)('keeps a car without an offer (%s) for an inspection request, which tells staff why', (reason, why) => {
    const valuation = noOffer({ reason, car, km: 40_000, answers: wellKept, now })
    expect(valuation).toMatchObject({ amount: null, reason, km: 40_000, validUntil: '2026-12-14T10:00:00.000Z' })
    const summary = offerSummary(valuation, 'decline', cars).split('\n')
    expect(summary[0]).toBe(`Online valuation without an offer (${why}): the shopper asks for an inspection.`)
    expect(summary).toHaveLength(2 + answerAdjustments(wellKept).length)
  })
})

describe('the valuation request', () => {
  const schema = valuationRequestSchema(now)
  it('takes a rego and state, normalised', () => {
    const parsed = schema.parse({ rego: ' trd-22a ', rego_state: 'NSW', km: '40,000 kms', answers: wellKept })
    expect(parsed).toMatchObject({ rego: 'TRD22A', rego_state: 'NSW', km: 40_000 })
  })
  it('takes make, model and year instead', () => {
    expect(schema.parse({ make: 'Mazda', model: 'CX-5', year: '2021', km: 1, answers: wellKept })).toMatchObject({ year: 2021 })
  })
  it('says what is missing or wrong, field by field', () => {
    const fields = (body: unknown) => {
      const r = schema.safeParse(body)
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
    }
    expect(fields({ rego: 'ABC123', km: 5, answers: wellKept })).toEqual({ rego_state: 'Choose a state or territory.' })
    expect(fields({ make: 'Mazda', km: 5, answers: wellKept })).toEqual({
      model: 'Enter the rego and state, or the model.',
      year: 'Enter the rego and state, or the year.',
    })
    expect(fields({ make: 'Mazda', model: 'CX-5', year: 2028, km: 5, answers: wellKept })).toEqual({ year: 'Enter a year up to 2027.' })
    expect(fields({ make: 'Mazda', model: 'CX-5', year: 2021, answers: { ...wellKept, tyres: 'bald' } })).toMatchObject({
      km: 'Enter the kilometres as a number.',
      'answers.tyres': 'What condition are the tyres in? Please choose an answer.',
    })
    expect(fields({ make: 'Mazda', model: 'CX-5', year: 2021, km: 5 })).toEqual({ answers: 'Please answer the condition questions.' })
    // Every problem at once, the missing car fields too.
    expect(Object.keys(fields({ make: 'Mazda', km: 'lots', answers: wellKept })).sort()).toEqual(['km', 'model', 'year'])
  })
})
