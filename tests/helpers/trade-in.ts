// Valid trade-in requests, shared by the trade-in, isolation and fuzz tests: each test changes
// only the part it is about, so a change to the forms' rules is made here once.
import { type ConditionAnswers, tradeInOffer } from '@/src/domain/trade-in/valuation'

/** Every condition question answered; a minor mechanical issue, so the lead's message shows an answer's words. */
export const TRADE_IN_ANSWERS: ConditionAnswers = {
  accident_history: 'none',
  mechanical_issues: 'minor',
  service_history: 'full',
  tyres: 'fair',
  interior: 'good',
  exterior: 'good',
}

/** A valuation request that validates: a car of the demo stock's make and model, young and low-km enough for an offer. */
export const VALUATION_BODY = {
  make: 'Toyota',
  model: 'Corolla',
  year: new Date().getUTCFullYear() - 2,
  km: 30_000,
  answers: TRADE_IN_ANSWERS,
}

/** An offer for that car as the valuation route makes it, for a test to sign for a site. */
export const valuationOffer = (now: Date, marketEstimate = 20_000) => {
  const { answers, km, ...car } = VALUATION_BODY
  return tradeInOffer({ marketEstimate, car, km, answers, now })
}

/**
 * A decision body that validates: accept `offer_token`, with the shopper's contact details;
 * `fields` adds or replaces any (undefined leaves a field out of the JSON). Started a minute ago,
 * so the spam check's too-fast rule is not what answers.
 */
export const decisionBody = (offer_token: unknown, fields: Record<string, unknown> = {}) => ({
  decision: 'accept',
  offer_token,
  name: 'Tia',
  last_name: 'Ng',
  email: 'trade-in@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  started_at: String(Date.now() - 60_000),
  ...fields,
})
