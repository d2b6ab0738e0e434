// The online trade-in valuation of the visited dealer's site.
// POST /api/trade-in/valuation: the car (rego and state, or make, model and year), its km and the
// condition answers -> an offer signed for this site, or the reason there is none.
// POST /api/trade-in/decision: the signed offer, accept or decline, the shopper's contact details
// and any photos uploaded for it (src/api/trade-in-photos.ts) -> a trade-in lead through the lead
// pipeline (stored with its deliveries queued, and its photos, in one transaction).
// The offer is signed with the app's secret for this dealer, so an amount the shopper edits, or
// an offer from another dealer's site, is refused.
import { z } from 'zod'
import { attributesSchema, leadAttributes } from '@/src/domain/leads/attributes'
import { LEAD_EVENTS } from '@/src/domain/analytics/events'
import { leadEventId } from '@/src/domain/leads/events'
import { FIX_ERRORS, leadSchema } from '@/src/domain/leads/forms'
import { leadRecord } from '@/src/domain/leads/record'
import { spamVerdict, HONEYPOT_FIELD } from '@/src/domain/leads/spam'
import { REGO_STATES } from '@/src/domain/leads/form-rules'
import { DECISIONS, type OfferDecision, valuationRequestSchema } from '@/src/domain/trade-in/request'
import {
  type ConditionAnswers,
  CONDITION_QUESTIONS,
  CONDITION_QUESTION_KEYS,
  NO_OFFER_REASONS,
  type TradeInCar,
  type TradeInOffer,
  answerAdjustments,
  marketEstimateOf,
  noOffer,
  noOnlineOfferReason,
  noOfferMessage,
  offerNote,
  offerSummary,
  tradeInOffer,
} from '@/src/domain/trade-in/valuation'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { type Vocabulary, vocabularyOf } from '@/src/domain/tenant/vocabulary'
import type { FilterNode } from '@/src/search/protocol'
import { errorResponse } from '@/src/lib/api-errors'
import { clientIp, rateLimitSubject } from '@/src/lib/client-ip'
import { logger } from '@/src/lib/logger'
import { tenantFromRequest, type FindTenant } from '@/src/lib/tenant-request'
import type { PriceComparisonProvider } from '@/src/providers/price-comparison'
import type { RegoLookupProvider } from '@/src/providers/rego-lookup'
import { type ProviderResult, answered, noAnswer } from '@/src/providers/result'
import { PHOTO_GONE, photoTokens, photosLine } from '@/src/domain/trade-in/photos'
import type { LeadRecord } from '@/src/domain/leads/record'
import {
  type LeadRouteDeps,
  type StoredLead,
  CAR_GONE,
  KEY_REUSED,
  fieldErrors,
  readLeadBody,
  readLeadRequest,
  robotCheckRefusal,
  tooManyFromAddress,
} from './leads'
import { PhotosGone, photoIdsOf } from './trade-in-photos'

export const REGO_NOT_FOUND = 'We could not find a car with this rego in this state. Check the rego, or enter the make, model and year.'
export const REGO_UNAVAILABLE = 'We cannot look up regos right now. Please enter the make, model and year instead.'
export const OFFER_NOT_VERIFIED = 'This offer could not be verified. Please get a new valuation.'
export const OFFER_EXPIRED = 'This offer has expired. Please get a new valuation.'
export const NO_OFFER_TO_ACCEPT = 'There is no online offer for this car to accept. Request an inspection instead.'
/** The lead's subcategory, by what the shopper did with the offer. */
export const DECISION_SUBCATEGORY: Record<OfferDecision, string> = { accept: 'Offer accepted', decline: 'Valuation' }

export interface OfferSigner {
  sign(claims: object): string
  read(token: string | undefined | null): Record<string, unknown> | null
}

export interface ValuationDeps {
  findTenant: FindTenant
  regoLookup(): RegoLookupProvider
  /** The car's market price (a retail estimate) on this site, from the price comparison provider. */
  marketEstimate(tenant: TenantConfig, car: TradeInCar, km: number, now: Date): Promise<ProviderResult<number>>
  signer: OfferSigner
  now(): Date
}

export type DecisionDeps = Pick<LeadRouteDeps, 'findTenant' | 'findCar' | 'limitAddress' | 'now' | 'captcha'> & {
  signer: OfferSigner
  /** Signs the photos' tokens (POST /api/trade-in/photos). */
  photoSigner: OfferSigner
  /**
   * Stores the lead as every lead form does, its photos given to it in the same transaction;
   * throws PhotosGone (and keeps nothing) when one is another lead's, lapsed or not this site's.
   */
  store(tenant: TenantConfig, record: LeadRecord, key: string | null, hold: boolean, photoIds: readonly string[]): Promise<StoredLead>
}

const invalid = (fields: Record<string, string>) => errorResponse('bad-request', FIX_ERRORS, { details: { fields } })
const noStore = { 'cache-control': 'no-store' }

/**
 * The market estimate from the price comparison provider: the middle of the market range of
 * comparable cars in this site's stock. The provider places a listing price inside the range;
 * a trade-in has none, so it is asked with a nominal $1, which moves neither end of the range.
 */
export function marketEstimateFrom(provider: () => PriceComparisonProvider, scope: (tenant: TenantConfig, now: Date) => FilterNode | null) {
  return async (tenant: TenantConfig, car: TradeInCar, km: number, now: Date): Promise<ProviderResult<number>> => {
    const result = await provider().ask(
      {
        objectID: 'trade-in',
        slug: '',
        make: car.make,
        model: car.model,
        year: car.year,
        km,
        price: 1,
        vin: car.vin,
        badge: car.badge,
        car_type: 'used',
      },
      { scope: scope(tenant, now) },
    )
    if (!result.ok) return result
    const estimate = marketEstimateOf(result.value)
    return estimate === null ? noAnswer : answered(estimate)
  }
}

/**
 * What the wizard shows: the offer (null when there is none, with the reason), the car and the
 * answers, and the signed valuation the shopper accepts or declines (asking for an inspection).
 */
function valuationAnswer(valuation: TradeInOffer, token: string, words: Vocabulary): Response {
  const { amount, reason } = valuation
  return Response.json(
    {
      offer:
        amount === null ? null : { amount, issued_at: valuation.issuedAt, valid_until: valuation.validUntil, note: offerNote(words.one) },
      offer_token: token,
      reason: reason ?? null,
      message: reason ? noOfferMessage(reason, words) : null,
      car: valuation.car,
      km: valuation.km,
      answers: answerAdjustments(valuation.answers).map(({ question, label, answer, answerLabel }) => ({
        question,
        label,
        answer,
        answer_label: answerLabel,
      })),
    },
    { headers: noStore },
  )
}

export async function handleValuationRequest(request: Request, deps: ValuationDeps): Promise<Response> {
  const site = await tenantFromRequest(request, deps.findTenant)
  if (!site.ok) return site.response
  const { tenant } = site
  const body = await readLeadBody(request)
  if (!body.ok) return body.response
  const now = deps.now()
  const parsed = valuationRequestSchema(now).safeParse(body.value)
  if (!parsed.success) return invalid(fieldErrors(parsed.error.issues))
  const input = parsed.data

  let car: TradeInCar
  if (input.rego !== undefined && input.rego_state !== undefined) {
    const provider = deps.regoLookup()
    const found = await provider.ask({ rego: input.rego, state: input.rego_state })
    if (!found.ok && found.reason === 'none') return invalid({ rego: REGO_NOT_FOUND })
    if (!found.ok) {
      logger.error(`Rego lookup provider ${provider.name}: ${found.detail}`)
      return errorResponse('upstream', REGO_UNAVAILABLE)
    }
    car = { ...found.value, rego: input.rego, regoState: input.rego_state }
  } else {
    car = { make: input.make!, model: input.model!, year: input.year!, ...(input.badge ? { badge: input.badge } : {}) }
  }

  const valuation = await valueCar({ car, km: input.km, answers: input.answers, now }, (c) => deps.marketEstimate(tenant, c, input.km, now))
  return valuationAnswer(valuation, deps.signer.sign({ tenant: String(tenant.id), offer: valuation }), vocabularyOf(tenant.vehicleKind))
}

async function valueCar(
  input: { car: TradeInCar; km: number; answers: ConditionAnswers; now: Date },
  marketEstimate: (car: TradeInCar) => Promise<ProviderResult<number>>,
): Promise<TradeInOffer> {
  const refused = noOnlineOfferReason({ year: input.car.year, km: input.km }, input.now)
  if (refused) return noOffer({ ...input, reason: refused })
  const estimate = await marketEstimate(input.car)
  if (estimate.ok) return tradeInOffer({ ...input, marketEstimate: estimate.value })
  // No estimate is not the shopper's fault: they are offered an inspection instead.
  if (estimate.reason === 'unavailable') logger.error(`Trade-in market estimate unavailable: ${estimate.detail}`)
  return noOffer({ ...input, reason: 'no-estimate' })
}

const answersClaim = z.object(
  Object.fromEntries(CONDITION_QUESTION_KEYS.map((q) => [q, z.enum(Object.keys(CONDITION_QUESTIONS[q].answers) as [string, ...string[]])])),
)

/** A signed offer's shape: the signature says we made it, this says it is one we can still read. */
const offerClaims = z.object({
  tenant: z.string(),
  offer: z.object({
    amount: z.number().nonnegative().nullable(),
    reason: z.enum(NO_OFFER_REASONS).optional(),
    car: z.object({
      make: z.string(),
      model: z.string(),
      year: z.number().int(),
      badge: z.string().optional(),
      vin: z.string().optional(),
      rego: z.string().optional(),
      regoState: z.enum(REGO_STATES).optional(),
    }),
    km: z.number().int().nonnegative(),
    answers: answersClaim,
    issuedAt: z.iso.datetime(),
    validUntil: z.iso.datetime(),
  }),
})

/** The offer in a token, when this site signed it; for accepting it must also still stand. */
export function verifiedOffer(
  token: unknown,
  context: { signer: OfferSigner; tenant: TenantConfig; now: Date; decision: OfferDecision },
): { ok: true; offer: TradeInOffer } | { ok: false; message: string } {
  const claims = offerClaims.safeParse(context.signer.read(typeof token === 'string' ? token : null))
  // Another dealer's offer reads as unverified: it says nothing about that dealer.
  if (!claims.success || claims.data.tenant !== String(context.tenant.id)) return { ok: false, message: OFFER_NOT_VERIFIED }
  const offer = claims.data.offer as TradeInOffer
  if (context.decision === 'accept' && offer.amount === null) return { ok: false, message: NO_OFFER_TO_ACCEPT }
  // Declining an expired offer still asks for an inspection, which is worth a lead.
  if (context.decision === 'accept' && Date.parse(offer.validUntil) < context.now.getTime()) return { ok: false, message: OFFER_EXPIRED }
  return { ok: true, offer }
}

export async function handleOfferDecision(request: Request, deps: DecisionDeps): Promise<Response> {
  const read = await readLeadRequest(request, deps.findTenant)
  if (!read.ok) return read.response
  const { tenant, value, key } = read

  const decision = value.decision
  if (!(DECISIONS as readonly unknown[]).includes(decision)) return invalid({ decision: 'decision must be accept or decline.' })
  const now = deps.now()
  const verified = verifiedOffer(value.offer_token, { signer: deps.signer, tenant, now, decision: decision as OfferDecision })
  if (!verified.ok) return invalid({ offer_token: verified.message })
  const { offer } = verified

  // The shopper's car, its km and rego are the signed offer's, whatever else the body says;
  // `car_slug` is the site's car the trade-in goes towards (from that car's trade-in page).
  const form = {
    ...value,
    form: 'trade-in',
    rego: offer.car.rego,
    rego_state: offer.car.regoState,
    kms: offer.km,
  }
  const hasCar = typeof value.car_slug === 'string' && value.car_slug.trim() !== ''
  const parsed = leadSchema('trade-in', { dealerships: tenant.inventory.dealerships, now, hasCar }).safeParse(form)
  if (!parsed.success) return invalid(fieldErrors(parsed.error.issues))
  const car = parsed.data.car_slug ? await deps.findCar(tenant, parsed.data.car_slug, now) : null
  if (parsed.data.car_slug && !car) return invalid({ car_slug: CAR_GONE })
  const attributes = attributesSchema.safeParse(value)
  if (!attributes.success) return invalid(fieldErrors(attributes.error.issues))
  const tokens = photoTokens(value.photos)
  if (!tokens.ok) return invalid({ photos: tokens.message })
  const photos = photoIdsOf(tokens.tokens, deps.photoSigner, tenant)
  if (!photos.ok) return invalid({ photos: photos.message })
  const robot = await robotCheckRefusal(request, value, false, deps.captcha)
  if (robot) return robot

  const input = parsed.data
  const spam = spamVerdict({ honeypot: value[HONEYPOT_FIELD], startedAt: value.started_at }, now.getTime())
  const limit = spam.spam
    ? { ok: true as const, hold: false }
    : await deps.limitAddress(tenant, input.email, rateLimitSubject(clientIp(request.headers)))
  if (!limit.ok) return tooManyFromAddress(false, limit.retryAfterSeconds)

  const chosen = decision as OfferDecision
  const record = leadRecord(input, {
    car,
    attributes: leadAttributes(attributes.data, request.headers.get('referer') ?? ''),
    userAgent: request.headers.get('user-agent') ?? '',
    spam,
  })
  const summary = [offerSummary(offer, chosen, vocabularyOf(tenant.vehicleKind)), photosLine(photos.ids.length)].filter(Boolean).join('\n')
  const stored = await deps
    .store(
      tenant,
      {
        ...record,
        subcategory: DECISION_SUBCATEGORY[chosen],
        message: input.message ? `${summary}\n\nThe shopper wrote:\n${input.message}` : summary,
      },
      key,
      limit.hold,
      photos.ids,
    )
    .catch((error: unknown) => {
      if (error instanceof PhotosGone) return null
      throw error
    })
  if (stored === null) return invalid({ photos: PHOTO_GONE })
  if (!stored.ok) return errorResponse('conflict', KEY_REUSED)
  return Response.json(
    {
      lead_id: stored.reference,
      event_id: chosen === 'accept' ? LEAD_EVENTS.offerAccepted : leadEventId('trade-in', null),
      category: record.category,
      subcategory: DECISION_SUBCATEGORY[chosen],
      offer: { amount: offer.amount, valid_until: offer.validUntil },
    },
    { status: stored.created ? 201 : 200, headers: noStore },
  )
}
