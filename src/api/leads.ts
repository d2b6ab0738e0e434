import { attributesSchema, leadAttributes } from '@/src/domain/leads/attributes'
import {
  type BookingForm,
  FIX_ERRORS,
  LEAD_FORMS,
  type LeadForm,
  type LeadInput,
  bookingProblem,
  distributionLocationProblem,
  isBookingForm,
  leadSchema,
} from '@/src/domain/leads/forms'
import type { BookingDay } from '@/src/domain/locations/booking-slots'
import { eventCarOf, leadEventId } from '@/src/domain/leads/events'
import { type LeadCar, type LeadRecord, leadRecord } from '@/src/domain/leads/record'
import { CAPTCHA_FAILED, CAPTCHA_FIELD, HONEYPOT_FIELD, isIdempotencyKey, spamVerdict } from '@/src/domain/leads/spam'
import { clientIp, rateLimitSubject } from '@/src/lib/client-ip'
import type { CaptchaProvider } from '@/src/providers/captcha/types'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { errorResponse, readBodyText } from '@/src/lib/api-errors'
import { escapeHtml } from '@/src/search/protocol/highlight'
import { describeJsonShapeProblem, findJsonShapeProblem } from '@/src/domain/http/json-shape'
import { tenantFromRequest, type FindTenant } from '@/src/lib/tenant-request'
import { logger } from '@/src/lib/logger'

export const LEAD_BODY_LIMIT = 20_000
export const CAR_GONE = 'This car is no longer listed on this site. Please use the contact form or give us a call.'
export const SUCCESS_PATH = '/success'

/** Refused (this address from this IP has sent too many), or counted, and held when the address is flooding the dealer. */
export type AddressLimit = { ok: true; hold: boolean } | { ok: false; retryAfterSeconds: number }

/** A stored lead (new, or the first of its idempotency key), or a key already used for another form. */
export type StoredLead = { ok: true; id: string | number; reference: string; created: boolean } | { ok: false; conflict: 'idempotency-key' }

export const KEY_REUSED =
  'This Idempotency-Key was already used to send a different form. Send a new key with a new form; resend the same form to get its lead back.'

export interface LeadRouteDeps {
  findTenant: FindTenant
  /** The car by slug inside the site's stock filter, or null. */
  findCar(tenant: TenantConfig, slug: string, now: Date): Promise<LeadCar | null>
  /**
   * Stores the lead (and its deliveries, unless held) once per idempotency key; a repeat of the
   * same form returns the first lead, another form under the same key is a conflict.
   */
  store(tenant: TenantConfig, record: LeadRecord, idempotencyKey: string | null, hold: boolean): Promise<StoredLead>
  /** Counts a lead against this site's limits for its address (per address and client IP, and per address). */
  limitAddress(tenant: TenantConfig, email: string, ip: string): Promise<AddressLimit>
  /** The open times of the location that takes a test drive or service booking; null when no location has hours. */
  bookingSlots(tenant: TenantConfig, kind: BookingForm, car: LeadCar | null, now: Date): Promise<BookingDay[] | null>
  now(): Date
  /** The robot check, when one is configured (off by default: see src/providers/captcha). */
  captcha?: CaptchaProvider | null
}

type Body = { ok: true; value: Record<string, unknown>; html: boolean } | { ok: false; response: Response }

/** Form-encoded fields as an object; a repeated name (checkbox groups) becomes a list. */
function formFields(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const current = out[key]
    out[key] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value]
  }
  return out
}

/** JSON from the site's script, or a plain form POST when the shopper's browser runs no script. */
export async function readLeadBody(request: Request): Promise<Body> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  const isForm = type === 'application/x-www-form-urlencoded'
  // A browser's own form post (no script) asks for a page back; other callers get JSON.
  const html = isForm && (request.headers.get('accept') ?? '').includes('text/html')
  if (!isForm && type !== 'application/json') {
    return { ok: false, response: errorResponse('unsupported-media', 'Send the form as JSON or as a form post.') }
  }
  const text = await readBodyText(request, LEAD_BODY_LIMIT)
  if (!text.ok) {
    return text.reason === 'too-large'
      ? { ok: false, response: errorResponse('too-large', 'The form is too large to send.') }
      : { ok: false, response: errorResponse('bad-request', 'The form could not be read.') }
  }
  let value: unknown = null
  if (isForm) value = formFields(text.text)
  else {
    try {
      value = JSON.parse(text.text)
    } catch {
      return { ok: false, response: errorResponse('bad-request', 'The request body must be JSON.') }
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, response: errorResponse('bad-request', 'The request body must be a JSON object of form fields.') }
  }
  // A NUL or a lone surrogate, in JSON or percent-encoded in a form post, is text PostgreSQL cannot store.
  const problem = findJsonShapeProblem(value, 8)
  if (problem) {
    const message = `${describeJsonShapeProblem(problem, 'The form')}.`
    return { ok: false, response: html ? htmlErrors(400, message, []) : errorResponse('bad-request', message) }
  }
  return { ok: true, value: value as Record<string, unknown>, html }
}

/** For a form posted without script: the errors on a small page with the way back. */
function htmlErrors(status: number, heading: string, items: string[]): Response {
  const list = items.length ? `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : ''
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1 style="font-size:1.4rem">${escapeHtml(heading)}</h1>${list}<p><a href="javascript:history.back()">Go back to the form</a> — what you typed is still there.</p></body></html>`
  return new Response(page, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

function invalid(html: boolean, fields: Record<string, string>): Response {
  if (html) return htmlErrors(400, FIX_ERRORS, Object.values(fields))
  return errorResponse('bad-request', FIX_ERRORS, { details: { fields } })
}

/** zod issues as one message per field (the first), keyed by the field's name. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form'
    out[key] ??= issue.message
  }
  return out
}

const isLeadForm = (value: unknown): value is LeadForm => typeof value === 'string' && (LEAD_FORMS as readonly string[]).includes(value)

type LeadRequest =
  { ok: true; tenant: TenantConfig; value: Record<string, unknown>; html: boolean; key: string | null } | { ok: false; response: Response }

/**
 * What every POST that makes a lead reads first: the visited host's dealer, the body (JSON, or a
 * form post without script) and its Idempotency-Key (the header, or a form post's own field).
 */
export async function readLeadRequest(request: Request, findTenant: FindTenant): Promise<LeadRequest> {
  const site = await tenantFromRequest(request, findTenant)
  if (!site.ok) return site
  const body = await readLeadBody(request)
  if (!body.ok) return body
  const { value, html } = body
  const key = request.headers.get('idempotency-key') ?? (typeof value.idempotency_key === 'string' ? value.idempotency_key : null)
  if (key !== null && !isIdempotencyKey(key))
    return { ok: false, response: errorResponse('bad-request', 'Idempotency-Key must be 8 to 100 letters, digits, - or _.') }
  return { ok: true, tenant: site.tenant, value, html, key }
}

/**
 * POST /api/leads. The dealer is the visited host's, whatever the body says; the car is looked up
 * in that dealer's stock; invalid input is a 400 listing each field's problem and stores nothing;
 * spam is stored marked and answered like any lead. The answer is 201 `{ lead_id, event_id }`
 * (lead_id is the lead's reference), or for a plain form post a 303 to /success; a repeat of an
 * Idempotency-Key is 200 with the same lead, or 409 when it comes with another form.
 */
export async function handleLeadRequest(request: Request, deps: LeadRouteDeps): Promise<Response> {
  const read = await readLeadRequest(request, deps.findTenant)
  if (!read.ok) return read.response
  const { tenant, value, html, key } = read
  if (!isLeadForm(value.form)) return invalid(html, { form: `form must be one of ${LEAD_FORMS.join(', ')}` })

  const now = deps.now()
  const hasCar = typeof value.car_slug === 'string' && value.car_slug.trim() !== ''
  const parsed = leadSchema(value.form, { dealerships: tenant.inventory.dealerships, now, hasCar }).safeParse(value)
  if (!parsed.success) return invalid(html, fieldErrors(parsed.error.issues))
  const attributes = attributesSchema.safeParse(value)
  if (!attributes.success) return invalid(html, fieldErrors(attributes.error.issues))

  const input = parsed.data
  const checked = await checkAgainstSite(input, { tenant, now, html, deps })
  if (!checked.ok) return checked.response
  const { car } = checked
  const robot = await robotCheckRefusal(request, value, html, deps.captcha)
  if (robot) return robot

  const spam = spamVerdict({ honeypot: value[HONEYPOT_FIELD], startedAt: value.started_at }, now.getTime())
  // Spam is stored marked and never sent, so it needs no limit of its own.
  const limit = spam.spam
    ? { ok: true as const, hold: false }
    : await deps.limitAddress(tenant, input.email, rateLimitSubject(clientIp(request.headers)))
  if (!limit.ok) return tooManyFromAddress(html, limit.retryAfterSeconds)

  const fallbackUrl = request.headers.get('referer') ?? ''
  const record = leadRecord(input, {
    car,
    attributes: leadAttributes(attributes.data, fallbackUrl),
    userAgent: request.headers.get('user-agent') ?? '',
    spam,
  })
  const stored = await deps.store(tenant, record, key, limit.hold)
  if (!stored.ok) return html ? htmlErrors(409, KEY_REUSED, []) : errorResponse('conflict', KEY_REUSED)
  return answerStored(html, stored, {
    form: input.form,
    car,
    eventId: leadEventId(input.form, car ? eventCarOf(car) : null, input.category),
    category: record.category,
  })
}

/** What only the site's own data can say: the car is in its stock, the time and place are on offer. */
async function checkAgainstSite(
  input: LeadInput,
  { tenant, now, html, deps }: { tenant: TenantConfig; now: Date; html: boolean; deps: LeadRouteDeps },
): Promise<{ ok: true; car: LeadCar | null } | { ok: false; response: Response }> {
  const car = input.car_slug ? await deps.findCar(tenant, input.car_slug, now) : null
  if (input.car_slug && !car) return { ok: false, response: html ? htmlErrors(400, CAR_GONE, []) : errorResponse('bad-request', CAR_GONE) }
  if (input.booking_at && isBookingForm(input.form)) {
    // The schema checked the window; the location's hours decide which times are on offer.
    const problem = bookingProblem(input.booking_at, now, await deps.bookingSlots(tenant, input.form, car, now))
    if (problem) return { ok: false, response: invalid(html, { booking_at: problem }) }
  }
  if (input.distribution_location) {
    const problem = distributionLocationProblem(input.distribution_location, car?.distributionLocations)
    if (problem) return { ok: false, response: invalid(html, { distribution_location: problem }) }
  }
  return { ok: true, car }
}

/** The robot check's refusal, or null: also when the service is down, which must not cost the dealer a genuine lead. */
export async function robotCheckRefusal(
  request: Request,
  value: Record<string, unknown>,
  html: boolean,
  captcha: CaptchaProvider | null | undefined,
): Promise<Response | null> {
  if (!captcha) return null
  const token = typeof value[CAPTCHA_FIELD] === 'string' ? value[CAPTCHA_FIELD] : null
  const verdict = await captcha.ask({ token, ip: clientIp(request.headers) })
  if (!verdict.ok && verdict.reason === 'none')
    return html ? htmlErrors(400, CAPTCHA_FAILED, []) : errorResponse('bad-request', CAPTCHA_FAILED)
  // The other checks still apply.
  if (!verdict.ok) logger.warn(`Robot check unavailable, lead accepted on the other checks: ${verdict.detail}`)
  return null
}

export function tooManyFromAddress(html: boolean, retryAfterSeconds: number): Response {
  const message = `We have received several forms from this address. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes or give us a call.`
  const refused = html ? htmlErrors(429, message, []) : errorResponse('too-many', message)
  refused.headers.set('retry-after', String(retryAfterSeconds))
  return refused
}

/**
 * The shopper is given the lead's reference, never its number (numbers in sequence would tell
 * anyone how many leads a dealer gets, and name other shoppers' leads): in the JSON answer's
 * lead_id, and on /success for a form posted without script.
 */
function answerStored(
  html: boolean,
  stored: Extract<StoredLead, { ok: true }>,
  lead: { form: LeadForm; car: LeadCar | null; eventId: number; category: string },
): Response {
  if (html) {
    const params = new URLSearchParams({ form: lead.form, ...(lead.car ? { car: lead.car.slug } : {}), ref: stored.reference })
    return new Response(null, { status: 303, headers: { location: `${SUCCESS_PATH}?${params}`, 'cache-control': 'no-store' } })
  }
  return Response.json(
    { lead_id: stored.reference, event_id: lead.eventId, category: lead.category },
    { status: stored.created ? 201 : 200, headers: { 'cache-control': 'no-store' } },
  )
}
