// The online trade-in offer: which cars get one, and how the condition answers move the market
// estimate to an offer. Pure: the market estimate and "now" come from the caller.
import { formatMoney } from '@/src/domain/finance/money'
import { ONLINE_ESTIMATE_LIMITS } from '@/src/domain/leads/trade-in-faq'
import type { Vocabulary } from '@/src/domain/tenant/vocabulary'

/** The car being traded in, as the shopper or the rego lookup named it. */
export interface TradeInCar {
  make: string
  model: string
  year: number
  badge?: string
  vin?: string
  rego?: string
  regoState?: string
}

/**
 * The condition questions, each answer a small share of the estimate added or taken off. The
 * first answer of each is the one a well-kept car gives; only a full service history adds value.
 */
export const CONDITION_QUESTIONS = {
  accident_history: {
    label: 'Has it been in an accident?',
    answers: {
      none: ['No accidents', 0],
      repaired: ['Minor damage, professionally repaired', -0.05],
      major: ['Major accident damage', -0.15],
    },
  },
  mechanical_issues: {
    label: 'Does it have any mechanical issues or warning lights?',
    answers: { none: ['None', 0], minor: ['Minor issues', -0.04], major: ['Major issues or not driveable', -0.12] },
  },
  service_history: {
    label: 'Does it have a service history?',
    answers: { full: ['Full service history', 0.02], partial: ['Partial service history', -0.02], none: ['No service history', -0.06] },
  },
  tyres: {
    label: 'What condition are the tyres in?',
    answers: { good: ['Good tread', 0], fair: ['Some wear', -0.01], worn: ['Need replacing', -0.03] },
  },
  interior: {
    label: 'What condition is the interior in?',
    answers: { good: ['Clean, no damage', 0], fair: ['Some wear or marks', -0.02], poor: ['Stains, tears or damage', -0.05] },
  },
  exterior: {
    label: 'What condition is the paint and body in?',
    answers: { good: ['No visible damage', 0], fair: ['Minor scratches or dents', -0.02], poor: ['Major scratches, dents or rust', -0.05] },
  },
} as const satisfies Record<string, { label: string; answers: Record<string, readonly [string, number]> }>

export type ConditionQuestion = keyof typeof CONDITION_QUESTIONS
export type ConditionAnswers = { [Q in ConditionQuestion]: keyof (typeof CONDITION_QUESTIONS)[Q]['answers'] }
export const CONDITION_QUESTION_KEYS = Object.keys(CONDITION_QUESTIONS) as ConditionQuestion[]

/**
 * A dealer pays less than the retail market price it then sells at: reconditioning, holding
 * and selling the car, and its margin. The offer starts this share below the market estimate.
 */
export const DEALER_MARGIN_SHARE = 0.15
/** Offers are whole hundreds of dollars, rounded down: an offer never exceeds what the rules give. */
export const OFFER_STEP = 100
/** How long an online offer stands: prices move over weeks, and a week is time to bring the car in. */
export const OFFER_VALID_DAYS = 7

export type NoOfferReason = 'too-old' | 'too-many-km' | 'no-estimate'
export const NO_OFFER_REASONS = ['too-old', 'too-many-km', 'no-estimate'] as const satisfies readonly NoOfferReason[]

/** What the site calls what it buys in: "car" and "cars" on a car dealer's site, "caravan" on a caravan dealer's. */
type Nouns = Pick<Vocabulary, 'one' | 'many'>

/** Why there is no online offer, as the shopper reads it, in the site's own words. */
export function noOfferMessage(reason: NoOfferReason, { one, many }: Nouns): string {
  const inspection = `Request an inspection and we will make you an offer once we have seen your ${one}.`
  const why = {
    'too-old': `We do not make online offers for ${many} over ${ONLINE_ESTIMATE_LIMITS.years} years old.`,
    'too-many-km': `We do not make online offers for ${many} with over ${ONLINE_ESTIMATE_LIMITS.km.toLocaleString('en-AU')} km.`,
    'no-estimate': `We could not estimate the value of this ${one} online.`,
  }[reason]
  return `${why} ${inspection}`
}

export const offerNote = (one: string) => `This offer is indicative only and subject to an inspection of your ${one}.`

/** The car's age in whole model years ("now"'s year minus the build year). */
export const carAge = (year: number, now: Date) => now.getUTCFullYear() - year

/**
 * Why a car gets no online offer, or null when it may have one: over 7 years old (by model
 * year, so a 2019 car is 7 throughout 2026 and still gets one) or over 100,000 km.
 */
export function noOnlineOfferReason(car: { year: number; km: number }, now: Date): NoOfferReason | null {
  if (carAge(car.year, now) > ONLINE_ESTIMATE_LIMITS.years) return 'too-old'
  if (car.km > ONLINE_ESTIMATE_LIMITS.km) return 'too-many-km'
  return null
}

export interface AnswerAdjustment {
  question: ConditionQuestion
  label: string
  answer: string
  answerLabel: string
  /** Share of the estimate added (positive) or taken off (negative). */
  share: number
}

/** Each answer with its label and adjustment, in question order (what staff read). */
export function answerAdjustments(answers: ConditionAnswers): AnswerAdjustment[] {
  return CONDITION_QUESTION_KEYS.map((question) => {
    const q = CONDITION_QUESTIONS[question]
    const [answerLabel, share] = (q.answers as Record<string, readonly [string, number]>)[answers[question]]
    return { question, label: q.label, answer: answers[question], answerLabel, share }
  })
}

/**
 * A valuation as the shopper holds it (signed) and staff read it: the offer, or no amount and the
 * reason when the car gets none (the shopper may still ask for an inspection of it). The market
 * estimate stays out: the shopper can read what they hold, and the dealer's margin is the
 * dealer's business.
 */
export interface TradeInOffer {
  amount: number | null
  reason?: NoOfferReason
  car: TradeInCar
  km: number
  answers: ConditionAnswers
  issuedAt: string
  validUntil: string
}

/**
 * The offer: the market estimate less the dealer's margin, moved by the sum of the answers'
 * shares, rounded down to $100 and never below 0, valid for 7 days from now.
 */
export function tradeInOffer(input: {
  marketEstimate: number
  car: TradeInCar
  km: number
  answers: ConditionAnswers
  now: Date
}): TradeInOffer {
  const shares = answerAdjustments(input.answers).reduce((sum, a) => sum + a.share, 0)
  const raw = input.marketEstimate * (1 - DEALER_MARGIN_SHARE) * (1 + shares)
  return valuation(Math.max(0, Math.floor(raw / OFFER_STEP) * OFFER_STEP), input)
}

/** The valuation of a car that gets no online offer, kept so an inspection request carries it. */
export function noOffer(input: { reason: NoOfferReason; car: TradeInCar; km: number; answers: ConditionAnswers; now: Date }): TradeInOffer {
  return { ...valuation(null, input), reason: input.reason }
}

function valuation(amount: number | null, input: { car: TradeInCar; km: number; answers: ConditionAnswers; now: Date }): TradeInOffer {
  return {
    amount,
    car: input.car,
    km: input.km,
    answers: input.answers,
    issuedAt: input.now.toISOString(),
    validUntil: new Date(input.now.getTime() + OFFER_VALID_DAYS * 24 * 60 * 60 * 1000).toISOString(),
  }
}

/** A market estimate from a price range: its middle, or null when the range is not a usable price. */
export function marketEstimateOf(range: { market_range_min: number; market_range_max: number }): number | null {
  const { market_range_min: min, market_range_max: max } = range
  if (!Number.isFinite(min) || !Number.isFinite(max) || min <= 0 || max < min) return null
  return Math.round((min + max) / 2)
}

export const carName = (car: TradeInCar) => [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')

const day = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** Why there was no online offer, as staff read it in the lead. */
const noOfferNote = (reason: NoOfferReason, many: string) =>
  ({
    'too-old': `over ${ONLINE_ESTIMATE_LIMITS.years} years old`,
    'too-many-km': `over ${ONLINE_ESTIMATE_LIMITS.km.toLocaleString('en-AU')} km`,
    'no-estimate': `too few comparable ${many} for a market estimate`,
  })[reason]

/** What a trade-in lead's message tells staff: the decision, the offer, the vehicle and every answer. */
export function offerSummary(offer: TradeInOffer, decision: 'accept' | 'decline', words: Pick<Vocabulary, 'One' | 'many'>): string {
  const { car } = offer
  const rego = car.rego ? `, rego ${car.rego}${car.regoState ? ` ${car.regoState}` : ''}` : ''
  const vin = car.vin ? `, VIN ${car.vin}` : ''
  return [
    offer.amount === null
      ? `Online valuation without an offer (${noOfferNote(offer.reason ?? 'no-estimate', words.many)}): the shopper asks for an inspection.`
      : `Online trade-in offer ${decision === 'accept' ? 'accepted' : 'declined'}: ${formatMoney(offer.amount)} (valid until ${day(offer.validUntil)}).`,
    `${words.One}: ${carName(car)}, ${offer.km.toLocaleString('en-AU')} km${rego}${vin}.`,
    ...answerAdjustments(offer.answers).map((a) => `${a.label} ${a.answerLabel}.`),
  ].join('\n')
}
