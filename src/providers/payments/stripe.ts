// Stripe (issue 13): the deposit is paid on Stripe's hosted Checkout page, so card details never
// reach our servers. We talk to Stripe's REST API directly (form-encoded POSTs with the secret
// key and an Idempotency-Key, as Stripe documents), and read its webhooks only after checking
// the Stripe-Signature header: HMAC-SHA256 of "{timestamp}.{raw body}" with the endpoint's
// signing secret, within five minutes of the timestamp. Stripe cannot be reached from our own
// machines, so this is tested against recorded requests and signatures made the documented way.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { CheckoutStart, HostedPaymentProvider, PaymentEvent, WebhookRead } from './types'
import { logger } from '@/src/lib/logger'

export interface StripeSettings {
  secretKey: string
  webhookSecret: string
  /** Stripe's API; only tests point it elsewhere. */
  apiBase?: string
  fetch?: typeof fetch
}

/** Stripe's limit on how soon a Checkout Session may expire is 30 minutes; a minute more leaves room for clock skew. */
export const STRIPE_PAYMENT_WINDOW_MS = 31 * 60 * 1000
/** Stripe's own libraries refuse signatures older than this. */
export const SIGNATURE_TOLERANCE_S = 300

type Form = { [key: string]: string | number | boolean | string[] | Form | Form[] | undefined }

/** Stripe's form encoding: nested objects and arrays as `a[b][0][c]=v`. */
export function stripeForm(params: Form): string {
  const pairs: string[] = []
  const add = (prefix: string, value: Form[string]) => {
    if (value === undefined) return
    if (Array.isArray(value)) value.forEach((item, i) => add(`${prefix}[${i}]`, item))
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${prefix}[${k}]`, v)
    else pairs.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`)
  }
  for (const [key, value] of Object.entries(params)) add(key, value)
  return pairs.join('&')
}

export const stripeSignature = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

/** Checks a Stripe-Signature header (`t=…,v1=…[,v1=…]`) against the raw body. */
export function verifyStripeSignature(
  body: string,
  header: string | null,
  secret: string,
  now: Date,
): { ok: true } | { ok: false; message: string } {
  if (!header) return { ok: false, message: 'The Stripe-Signature header is missing.' }
  const parts = header.split(',').map((p) => p.trim().split('='))
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1])
  const given = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v)
  if (!Number.isInteger(timestamp) || given.length === 0) return { ok: false, message: 'The Stripe-Signature header is malformed.' }
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_S)
    return { ok: false, message: 'The signature is too old (or from the future).' }
  const expected = Buffer.from(stripeSignature(secret, timestamp, body))
  const match = given.some((sig) => {
    const candidate = Buffer.from(sig)
    return candidate.length === expected.length && timingSafeEqual(candidate, expected)
  })
  return match ? { ok: true } : { ok: false, message: 'The signature does not match.' }
}

interface SessionObject {
  id?: string
  object?: string
  payment_status?: string
  payment_intent?: unknown
  amount_total?: number | null
  client_reference_id?: string | null
  metadata?: Record<string, string> | null
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A verified Stripe event in our terms: Checkout Session outcomes only; everything else (or anything malformed) is ignored. */
export function paymentEventOf(event: { type?: unknown; data?: unknown }): PaymentEvent {
  const type = text(event.type).slice(0, 100)
  const data = isObject(event.data) ? event.data : {}
  const session = (isObject(data.object) ? data.object : {}) as SessionObject
  const metadata = isObject(session.metadata) ? session.metadata : {}
  const reservationId = text(metadata.reservation) || text(session.client_reference_id)
  const tenantId = text(metadata.tenant)
  if (session.object !== 'checkout.session' || !text(session.id) || !/^\d{1,15}$/.test(reservationId) || !/^\d{1,15}$/.test(tenantId))
    return { type: 'ignored', eventType: type }
  const ids = { reservationId, tenantId, sessionId: text(session.id).slice(0, 255) }
  const paid =
    type === 'checkout.session.async_payment_succeeded' || (type === 'checkout.session.completed' && session.payment_status === 'paid')
  if (paid) {
    const intent = isObject(session.payment_intent) ? text(session.payment_intent.id) : text(session.payment_intent)
    if (!intent) return { type: 'ignored', eventType: type }
    return { type: 'paid', ...ids, reference: intent.slice(0, 255), amountCents: Number(session.amount_total) || 0 }
  }
  if (type === 'checkout.session.expired') return { type: 'failed', ...ids, reason: 'The payment page expired unpaid' }
  if (type === 'checkout.session.async_payment_failed') return { type: 'failed', ...ids, reason: 'The payment failed' }
  // checkout.session.completed with a delayed payment method ("unpaid"): wait for the async event.
  return { type: 'ignored', eventType: type }
}

export function createStripeProvider(settings: StripeSettings): HostedPaymentProvider {
  const api = settings.apiBase ?? 'https://api.stripe.com'
  const send = settings.fetch ?? fetch

  async function post(
    path: string,
    form: Form,
    idempotencyKey?: string,
  ): Promise<{ ok: boolean; reached: boolean; json: Record<string, unknown> }> {
    try {
      const res = await send(`${api}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: stripeForm(form),
        signal: AbortSignal.timeout(15_000),
      })
      const json = (await res.json().catch(() => ({}))) as Record<string, unknown>
      return { ok: res.ok, reached: true, json }
    } catch (error) {
      // Unreachable or too slow: an answer like Stripe's own errors, so every caller handles it one way.
      logger.error({ err: error }, `Stripe could not be reached (POST ${path})`)
      return { ok: false, reached: false, json: { error: { message: 'Stripe could not be reached.' } } }
    }
  }
  const errorOf = (json: Record<string, unknown>) =>
    (json.error as { message?: string } | undefined)?.message ?? 'Stripe refused the request.'

  return {
    kind: 'hosted',
    name: 'stripe',
    offline: false,
    paymentWindowMs: STRIPE_PAYMENT_WINDOW_MS,

    async startCheckout(input): Promise<CheckoutStart> {
      const metadata = { reservation: input.reservationId, tenant: input.tenantId }
      const { ok, json } = await post(
        '/v1/checkout/sessions',
        {
          mode: 'payment',
          // Cards settle at once; a delayed method (e.g. direct debit) would settle after the hold had ended.
          payment_method_types: ['card'],
          line_items: [
            { quantity: 1, price_data: { currency: 'aud', unit_amount: input.amountCents, product_data: { name: input.description } } },
          ],
          customer_email: input.customerEmail,
          client_reference_id: input.reservationId,
          metadata,
          payment_intent_data: { description: input.description, metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        },
        input.idempotencyKey,
      )
      if (!ok || typeof json.id !== 'string' || typeof json.url !== 'string') {
        logger.error(`Stripe Checkout Session not created: ${errorOf(json)}`)
        return { ok: false, message: errorOf(json) }
      }
      return { ok: true, sessionId: json.id, url: json.url }
    },

    async cancelCheckout(sessionId) {
      if (!/^cs_[A-Za-z0-9_]+$/.test(sessionId)) return true
      const { ok, json, reached } = await post(`/v1/checkout/sessions/${sessionId}/expire`, {})
      // Stripe refuses to expire a page that is no longer open (paid): keep the hold. Out of
      // reach, let it go: if the shopper pays after all, that late payment is refunded.
      return !reached || (ok && json.status === 'expired')
    },

    async refund({ reference, amountCents, idempotencyKey }) {
      if (!/^pi_[A-Za-z0-9_]+$/.test(reference)) return { ok: false, message: 'Not a Stripe payment.' }
      const { ok, json } = await post('/v1/refunds', { payment_intent: reference, amount: amountCents }, idempotencyKey)
      return ok ? { ok: true } : { ok: false, message: errorOf(json) }
    },

    readWebhook(rawBody, signature, now): WebhookRead {
      const verified = verifyStripeSignature(rawBody, signature, settings.webhookSecret, now)
      if (!verified.ok) return verified
      let event: unknown
      try {
        event = JSON.parse(rawBody)
      } catch {
        return { ok: false, message: 'The event is not JSON.' }
      }
      if (!isObject(event)) return { ok: false, message: 'The event is not a JSON object.' }
      return { ok: true, eventId: String(event.id ?? ''), event: paymentEventOf(event) }
    },
  }
}
