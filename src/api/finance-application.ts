// A shopper's finance application (pre-approval) on the visited dealer's site.
// POST /api/finance-application: save one or more steps; creates a draft, or updates the one the
// resume token names, and answers the token (a link the shopper can come back with).
// GET /api/finance-application?token=: the saved answers, for whoever holds the token.
// POST /api/finance-application/submit: the token, every step complete and the shopper's consent
// -> the application to the finance provider and a finance lead through the lead pipeline.
// The token is signed with the app's secret for this dealer and names the application only; the
// answers stay in the database, encrypted (src/cms/finance-applications.ts).
import { z } from 'zod'
import { attributesSchema, leadAttributes } from '@/src/domain/leads/attributes'
import { leadEventId } from '@/src/domain/leads/events'
import { FIX_ERRORS, isTicked, leadCategory, leadSchema } from '@/src/domain/leads/forms'
import { type LeadRecord, leadRecord } from '@/src/domain/leads/record'
import { HONEYPOT_FIELD, spamVerdict } from '@/src/domain/leads/spam'
import { type ApplicationAnswers, type SavedAnswers, applicationSchema, stepSchemas } from '@/src/domain/finance-application/schema'
import { type ApplicationStep, CONSENT_MESSAGE, DRAFT_KEEP_DAYS, STEP_IDS, furthestStep } from '@/src/domain/finance-application/steps'
import { APPLICATION_SUBCATEGORY, applicationLoan, applicationSummary } from '@/src/domain/finance-application/summary'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { errorResponse } from '@/src/lib/api-errors'
import { clientIp, rateLimitSubject } from '@/src/lib/client-ip'
import { logger } from '@/src/lib/logger'
import { type FindTenant, tenantFromRequest } from '@/src/lib/tenant-request'
import type { FinanceApplicationProvider } from '@/src/providers/finance-application'
import {
  CAR_GONE,
  type LeadRouteDeps,
  type StoredLead,
  fieldErrors,
  readLeadBody,
  readLeadRequest,
  robotCheckRefusal,
  tooManyFromAddress,
} from './leads'
import type { OfferSigner } from './trade-in'

export const LINK_NOT_VERIFIED = 'This application link could not be verified. Please start a new application.'
export const LINK_MISSING = 'Open the link we gave you when you saved your application.'
export const APPLICATION_GONE = `This application is no longer available: unsent applications are kept for ${DRAFT_KEEP_DAYS} days after they were last saved. Please start a new one.`
export const ALREADY_SENT = 'This application has already been sent to the dealer.'
export const NOTHING_TO_SAVE = `Send at least one step of the application: ${STEP_IDS.join(', ')}.`
export { CONSENT_MESSAGE }

export type ApplicationStatus = 'draft' | 'submitted'

/** What a draft's save writes: the answers (sealed by the store), how far they go, when they lapse. */
export interface ApplicationDraft {
  answers: SavedAnswers
  stepReached: ApplicationStep | null
  expiresAt: string
}

export interface StoredApplication {
  id: string
  status: ApplicationStatus
  stepReached: ApplicationStep | null
  /** The saved steps; null when they cannot be read (the key changed, the row was tampered with). */
  answers: SavedAnswers | null
  expiresAt: string | null
  /** The reference of the lead it was sent as. */
  leadReference: string | null
  /** The finance provider's reference, once it has taken the application. */
  providerReference: string | null
}

/** A sent application: its lead (stored once per application, under `key`) and its final answers. */
export interface ApplicationSending {
  answers: SavedAnswers
  lead: LeadRecord
  key: string
  /** An address flooding the dealer: the lead is stored without its deliveries, for staff. */
  hold: boolean
}

/** The applications of one dealer's site: every call names the site, and finds nothing of another's. */
export interface ApplicationStore {
  create(tenant: TenantConfig, draft: ApplicationDraft): Promise<{ id: string }>
  find(tenant: TenantConfig, id: string): Promise<StoredApplication | null>
  save(tenant: TenantConfig, id: string, draft: ApplicationDraft): Promise<void>
  /** Keeps the provider's reference, so a resend does not ask the provider again. */
  referenced(tenant: TenantConfig, id: string, reference: string): Promise<void>
  /** Stores the lead and marks the application sent, in one transaction: both or neither. */
  send(tenant: TenantConfig, id: string, sending: ApplicationSending): Promise<StoredLead>
}

export interface ApplicationDeps {
  findTenant: FindTenant
  applications: ApplicationStore
  signer: OfferSigner
  now(): Date
}

export type SubmitDeps = ApplicationDeps &
  Pick<LeadRouteDeps, 'findCar' | 'limitAddress' | 'captcha'> & { provider(): FinanceApplicationProvider }

const invalid = (fields: Record<string, string>) => errorResponse('bad-request', FIX_ERRORS, { details: { fields } })
const noStore = { 'cache-control': 'no-store' }

const claimsSchema = z.object({ tenant: z.string(), application: z.string().regex(/^\d{1,12}$/) })

/** The application a token names, when this site signed it; another site's token reads as unverified. */
export function applicationIdOf(token: unknown, signer: OfferSigner, tenant: TenantConfig): string | null {
  const claims = claimsSchema.safeParse(signer.read(typeof token === 'string' ? token : null))
  return claims.success && claims.data.tenant === String(tenant.id) ? claims.data.application : null
}

const tokenFor = (signer: OfferSigner, tenant: TenantConfig, id: string) => signer.sign({ tenant: String(tenant.id), application: id })

const lapsed = (application: StoredApplication, now: Date) =>
  application.status === 'draft' && application.expiresAt !== null && Date.parse(application.expiresAt) <= now.getTime()

type Found = { ok: true; application: StoredApplication } | { ok: false; response: Response }

/** The application a token names on this site, still there and readable; else the answer that says why not. */
async function applicationOf(token: unknown, tenant: TenantConfig, deps: ApplicationDeps, now: Date): Promise<Found> {
  if (token === undefined || token === null || token === '') return { ok: false, response: invalid({ token: LINK_MISSING }) }
  const id = applicationIdOf(token, deps.signer, tenant)
  if (id === null) return { ok: false, response: invalid({ token: LINK_NOT_VERIFIED }) }
  const application = await deps.applications.find(tenant, id)
  if (!application || lapsed(application, now) || (application.status === 'draft' && application.answers === null))
    return { ok: false, response: errorResponse('not-found', APPLICATION_GONE) }
  return { ok: true, application }
}

/** The steps a body carries, each checked by its own schema; errors keyed `step.field`. */
function checkSteps(value: Record<string, unknown>, now: Date): { ok: true; steps: SavedAnswers } | { ok: false; response: Response } {
  const schemas = stepSchemas(now)
  const sent = STEP_IDS.filter((step) => value[step] !== undefined)
  const steps: Record<string, unknown> = {}
  const errors: Record<string, string> = {}
  for (const step of sent) {
    const parsed = schemas[step].safeParse(value[step])
    if (parsed.success) steps[step] = parsed.data
    else Object.assign(errors, fieldErrors(parsed.error.issues.map((i) => ({ ...i, path: [step, ...i.path] }))))
  }
  if (Object.keys(errors).length > 0) return { ok: false, response: invalid(errors) }
  return { ok: true, steps: steps as SavedAnswers }
}

const draftOf = (answers: SavedAnswers, now: Date): ApplicationDraft => ({
  answers,
  stepReached: furthestStep(STEP_IDS.filter((s) => answers[s] !== undefined)),
  expiresAt: new Date(now.getTime() + DRAFT_KEEP_DAYS * 86_400_000).toISOString(),
})

export async function handleApplicationSave(request: Request, deps: ApplicationDeps): Promise<Response> {
  const site = await tenantFromRequest(request, deps.findTenant)
  if (!site.ok) return site.response
  const { tenant } = site
  const body = await readLeadBody(request)
  if (!body.ok) return body.response
  const { value } = body
  const now = deps.now()
  if (!STEP_IDS.some((step) => value[step] !== undefined)) return errorResponse('bad-request', NOTHING_TO_SAVE)
  const checked = checkSteps(value, now)
  if (!checked.ok) return checked.response

  const hasToken = value.token !== undefined && value.token !== null && value.token !== ''
  const existing = hasToken ? await applicationOf(value.token, tenant, deps, now) : null
  if (existing && !existing.ok) return existing.response
  if (existing?.application.status === 'submitted') return errorResponse('conflict', ALREADY_SENT)
  // A step sent replaces the one saved; the others stay.
  const draft = draftOf({ ...existing?.application.answers, ...checked.steps }, now)
  const id = existing ? existing.application.id : (await deps.applications.create(tenant, draft)).id
  if (existing) await deps.applications.save(tenant, id, draft)
  return Response.json(
    { application_id: id, token: tokenFor(deps.signer, tenant, id), step_reached: draft.stepReached, expires_at: draft.expiresAt },
    { headers: noStore },
  )
}

export async function handleApplicationRead(request: Request, deps: ApplicationDeps): Promise<Response> {
  const site = await tenantFromRequest(request, deps.findTenant)
  if (!site.ok) return site.response
  const found = await applicationOf(new URL(request.url).searchParams.get('token'), site.tenant, deps, deps.now())
  if (!found.ok) return found.response
  const { application } = found
  // Once sent, the answers are the dealer's to read in the lead; the link only says it was sent.
  const sent = application.status === 'submitted'
  return Response.json(
    {
      application_id: application.id,
      status: application.status,
      step_reached: application.stepReached,
      expires_at: application.expiresAt,
      steps: sent ? null : application.answers,
      lead_id: sent ? application.leadReference : null,
    },
    { headers: noStore },
  )
}

export async function handleApplicationSubmit(request: Request, deps: SubmitDeps): Promise<Response> {
  const read = await readLeadRequest(request, deps.findTenant)
  if (!read.ok) return read.response
  const { tenant, value } = read
  const now = deps.now()
  const found = await applicationOf(value.token, tenant, deps, now)
  if (!found.ok) return found.response
  const { application } = found
  // Sent already (a double click, a retry): the same lead, not a second one.
  if (application.status === 'submitted') return sentAnswer(application.id, application.leadReference, false)

  // Steps sent with the submit (the last one, usually) are checked and count as saved.
  const checked = checkSteps(value, now)
  if (!checked.ok) return checked.response
  const whole = applicationSchema(now).safeParse({ ...application.answers, ...checked.steps })
  const errors = whole.success ? {} : fieldErrors(whole.error.issues)
  if (!isTicked(value.consent)) errors.consent = CONSENT_MESSAGE
  if (!whole.success || errors.consent) return invalid(errors)
  const answers = whole.data

  const { personal } = answers
  const contact = leadSchema('finance', {
    dealerships: tenant.inventory.dealerships,
    now,
    hasCar: Boolean(answers.car.car_slug),
  }).safeParse({
    form: 'finance',
    name: personal.first_name,
    last_name: personal.last_name,
    email: personal.email,
    phone: personal.mobile,
    postcode: personal.postcode,
    car_slug: answers.car.car_slug,
    dealership_slug: value.dealership_slug,
    preferred_contact: value.preferred_contact,
    opt_in: value.opt_in,
  })
  if (!contact.success) return invalid(fieldErrors(contact.error.issues))
  const attributes = attributesSchema.safeParse(value)
  if (!attributes.success) return invalid(fieldErrors(attributes.error.issues))
  const car = answers.car.car_slug ? await deps.findCar(tenant, answers.car.car_slug, now) : null
  if (answers.car.car_slug && !car) return invalid({ 'car.car_slug': CAR_GONE })
  const robot = await robotCheckRefusal(request, value, false, deps.captcha)
  if (robot) return robot

  const input = contact.data
  const spam = spamVerdict({ honeypot: value[HONEYPOT_FIELD], startedAt: value.started_at }, now.getTime())
  const limit = spam.spam
    ? { ok: true as const, hold: false }
    : await deps.limitAddress(tenant, input.email, rateLimitSubject(clientIp(request.headers)))
  if (!limit.ok) return tooManyFromAddress(false, limit.retryAfterSeconds)

  const foundCar = car ? { name: car.name, stockNumber: car.stockNumber } : null
  // Spam is stored marked and never sent anywhere, the provider included. A resend after a
  // failure further on reuses the reference the provider gave, rather than filing it again.
  let providerReference = application.providerReference
  if (!spam.spam && providerReference === null) {
    providerReference = await submitToProvider(deps.provider(), { id: application.id, tenant, answers, car: foundCar, now })
    if (providerReference !== null) await deps.applications.referenced(tenant, application.id, providerReference)
  }
  const record = leadRecord(input, {
    car,
    attributes: leadAttributes(attributes.data, request.headers.get('referer') ?? ''),
    userAgent: request.headers.get('user-agent') ?? '',
    spam,
  })
  // One lead per application, whatever key each attempt came with: two sends racing (a double
  // click, a retry while the first is in flight) meet at the lead's unique key.
  const stored = await deps.applications.send(tenant, application.id, {
    answers,
    lead: {
      ...record,
      subcategory: APPLICATION_SUBCATEGORY,
      message: applicationSummary(answers, { car: foundCar, providerReference, now }),
      financeApplication: applicationLoan(answers.car, providerReference),
    },
    key: applicationLeadKey(application.id),
    hold: limit.hold,
  })
  if (stored.ok) return sentAnswer(application.id, stored.reference, stored.created)
  // The racing send won with other details (another contact preference): its lead is the answer.
  const sent = await deps.applications.find(tenant, application.id)
  if (sent?.status === 'submitted') return sentAnswer(sent.id, sent.leadReference, false)
  throw new Error(`Finance application ${application.id}: its lead key is taken but the application is not sent`)
}

/** The idempotency key of an application's lead: the application itself. */
export const applicationLeadKey = (applicationId: string) => `finance-application-${applicationId}`

/** The provider's reference, or null when it did not take the application (the lead says so, for staff to send it on). */
async function submitToProvider(
  provider: FinanceApplicationProvider,
  submission: {
    id: string
    tenant: TenantConfig
    answers: ApplicationAnswers
    car: { name: string; stockNumber?: string } | null
    now: Date
  },
): Promise<string | null> {
  const result = await provider.ask(
    {
      applicationId: submission.id,
      dealer: { id: String(submission.tenant.id), name: submission.tenant.name },
      answers: submission.answers,
      car: submission.car,
      submittedAt: submission.now.toISOString(),
    },
    undefined,
  )
  if (result.ok) return result.value.reference
  if (result.reason === 'unavailable') logger.error(`Finance application provider ${provider.name}: ${result.detail}`)
  else logger.warn(`Finance application provider ${provider.name} did not take application ${submission.id}`)
  return null
}

/** As a lead form's answer (201, or 200 for one sent before), with the application it came from. */
function sentAnswer(applicationId: string, leadReference: string | null, created: boolean): Response {
  return Response.json(
    {
      application_id: applicationId,
      lead_id: leadReference,
      event_id: leadEventId('finance', null),
      category: leadCategory('finance', undefined).category,
      subcategory: APPLICATION_SUBCATEGORY,
    },
    { status: created ? 201 : 200, headers: noStore },
  )
}
