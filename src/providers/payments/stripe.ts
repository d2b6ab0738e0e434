// Stripe: the deposit is paid on Stripe's hosted Checkout page, so card details never reach our
// servers. Stripe's own Node library makes the calls (Checkout Session create and expire, Refund
// create, each with our Idempotency-Key where a repeat must not act twice) and verifies each
// webhook's Stripe-Signature header before we read the event. The calls name the API version
// whose types the library carries (STRIPE_API_VERSION), so the compiler checks what we send.
// Its errors become short messages here: a shopper, or Stripe's delivery log, sees one line, not
// the library's advice to developers. Stripe cannot be reached from our machines: tests hand the
// library a fetch that records the requests and answers as Stripe documents
// (tests/helpers/stripe.ts), and sign events with the library's generateTestHeaderString.
import Stripe from 'stripe'
import type { CheckoutStart, HostedPaymentProvider, PaymentEvent, WebhookRead } from './types'
import { logger } from '@/src/lib/logger'

export interface StripeSettings {
  secretKey: string
  webhookSecret: string
  /** What the library sends its requests with; tests hand in a recorder. */
  fetch?: typeof fetch
}

/**
 * The API version our calls are written for, sent with each (Stripe-Version): the one the
 * installed library's types describe. Updating the library to one with another version fails
 * to compile here: read Stripe's changelog for that version, then change this.
 */
export const STRIPE_API_VERSION = '2026-11-18.endive'

/** Stripe's limit on how soon a Checkout Session may expire is 30 minutes; a minute more leaves room for clock skew. */
export const STRIPE_PAYMENT_WINDOW_MS = 31 * 60 * 1000

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

/**
 * Why the library refused a webhook, in one line. Its messages for a bad signature go on with
 * advice for developers (and name the expected secret's length), so each known one is told
 * shortly; any other refusal of the signature reads as a mismatch.
 */
function webhookProblem(error: unknown): string {
  if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
    const { message } = error
    if (message.startsWith('No stripe-signature header')) return 'The Stripe-Signature header is missing.'
    if (/^(Unable to extract timestamp|No signatures found with expected scheme)/.test(message))
      return 'The Stripe-Signature header is malformed.'
    if (message.startsWith('Timestamp outside the tolerance zone')) return 'The signature is too old.'
    if (message.startsWith('No webhook payload')) return 'The event is empty.'
    return 'The signature does not match.'
  }
  // Verified, then not readable: not JSON, or not an event this endpoint takes.
  return error instanceof SyntaxError ? 'The event is not JSON.' : 'The event could not be read.'
}

type Called<T> = { ok: true; value: T } | { ok: false; reached: boolean; message: string }

export function createStripeProvider(settings: StripeSettings): HostedPaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(settings.fetch ?? fetch),
    // A shopper waits on these calls; when Stripe is out of reach they are told at once (the
    // checkout form's own key makes their retry safe). The library would retry twice.
    maxNetworkRetries: 0,
    timeout: 15_000,
  })

  async function call<T>(what: string, request: () => Promise<T>): Promise<Called<T>> {
    try {
      return { ok: true, value: await request() }
    } catch (error) {
      // Stripe's refusal (a 4xx or 5xx with its message), or never an answer (network, timeout).
      if (error instanceof Stripe.errors.StripeError && !(error instanceof Stripe.errors.StripeConnectionError))
        return { ok: false, reached: true, message: error.message || 'Stripe refused the request.' }
      logger.error({ err: error }, `Stripe could not be reached (${what})`)
      return { ok: false, reached: false, message: 'Stripe could not be reached.' }
    }
  }

  return {
    name: 'stripe',
    offline: false,
    paymentWindowMs: STRIPE_PAYMENT_WINDOW_MS,

    async startCheckout(input): Promise<CheckoutStart> {
      const metadata = { reservation: input.reservationId, tenant: input.tenantId }
      const created = await call('creating a Checkout Session', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            // Cards settle at once; a delayed method (e.g. direct debit) would settle after the hold had ended.
            allowed_payment_method_types: ['card'],
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
          { idempotencyKey: input.idempotencyKey },
        ),
      )
      if (!created.ok || !created.value.url) {
        const message = created.ok ? 'Stripe answered without a payment page.' : created.message
        logger.error(`Stripe Checkout Session not created: ${message}`)
        return { ok: false, message }
      }
      return { ok: true, sessionId: created.value.id, url: created.value.url }
    },

    async cancelCheckout(sessionId) {
      if (!/^cs_[A-Za-z0-9_]+$/.test(sessionId)) return true
      const expired = await call('expiring a Checkout Session', () => stripe.checkout.sessions.expire(sessionId))
      // Stripe refuses to expire a page that is no longer open (paid): keep the hold. Out of
      // reach, let it go: if the shopper pays after all, that late payment is refunded.
      return expired.ok ? expired.value.status === 'expired' : !expired.reached
    },

    async refund({ reference, amountCents, idempotencyKey }) {
      if (!/^pi_[A-Za-z0-9_]+$/.test(reference)) return { ok: false, message: 'Not a Stripe payment.' }
      const refunded = await call('creating a Refund', () =>
        stripe.refunds.create({ payment_intent: reference, amount: amountCents }, { idempotencyKey }),
      )
      return refunded.ok ? { ok: true } : { ok: false, message: refunded.message }
    },

    readWebhook(rawBody, signature, now): WebhookRead {
      let event: unknown
      try {
        // Stripe's tolerance (five minutes), measured from our clock's `now`.
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret, undefined, undefined, now.getTime())
      } catch (error) {
        return { ok: false, message: webhookProblem(error) }
      }
      if (!isObject(event)) return { ok: false, message: 'The event is not a JSON object.' }
      return { ok: true, eventId: String(event.id ?? ''), event: paymentEventOf(event) }
    },
  }
}
