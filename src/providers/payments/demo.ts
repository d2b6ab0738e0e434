// The offline demo payment provider (the default: no payment service is reachable from our
// machines). It works as Stripe Checkout does, so the dealer site never sees a card: the
// reservation opens the demo's own payment page (GET /api/reserve/demo-payment, served by
// src/api/demo-payment.ts, outside every dealer page), the shopper pays or tries a declined card
// there, and the payment settles the reservation exactly as Stripe's webhook would. The page has
// no card fields at all: a demo takes no money, so it asks for none.
//
// The page's address carries the session signed with the server's secret, so no store is
// needed (any app process can serve it) and nobody can make up a session for another amount or
// reservation. Whether it is still open is the reservation's own state (pending payment with
// this session), as Stripe's session state would be.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { CheckoutStart, HostedPaymentProvider, PaymentEvent } from './types'

/** Where the demo's payment page is served (on the dealer's own host, as a path no page uses). */
export const DEMO_PAYMENT_PATH = '/api/reserve/demo-payment'

/** Long enough to read the page, as short as Stripe allows: the car is held meanwhile. */
export const DEMO_PAYMENT_WINDOW_MS = 31 * 60 * 1000

/** What the demo's payment page shows and where it leads; signed into the page's address. */
export interface DemoSession {
  sessionId: string
  reservationId: string
  tenantId: string
  amountCents: number
  description: string
  successUrl: string
  cancelUrl: string
  /** Epoch milliseconds after which the page no longer takes a payment. */
  expiresAt: number
}

export interface DemoPaymentProvider extends HostedPaymentProvider {
  readonly name: 'demo'
  /** The session a page address carries: null when it was not signed by us (or is malformed). */
  openSession(token: string | null): DemoSession | null
  /** The event paying a session makes, as Stripe's checkout.session.completed would. */
  paidEvent(session: DemoSession): Extract<PaymentEvent, { type: 'paid' }>
}

const SESSION_ID = /^demo_cs_[A-Za-z0-9_-]{24}$/
const ID = /^\d{1,15}$/

const isSession = (value: unknown): value is DemoSession => {
  const s = value as Partial<DemoSession> | null
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.sessionId === 'string' &&
    SESSION_ID.test(s.sessionId) &&
    typeof s.reservationId === 'string' &&
    ID.test(s.reservationId) &&
    typeof s.tenantId === 'string' &&
    ID.test(s.tenantId) &&
    Number.isSafeInteger(s.amountCents) &&
    (s.amountCents as number) > 0 &&
    typeof s.description === 'string' &&
    typeof s.successUrl === 'string' &&
    typeof s.cancelUrl === 'string' &&
    Number.isFinite(s.expiresAt)
  )
}

export function createDemoPaymentProvider(secret: string): DemoPaymentProvider {
  const mac = (purpose: string, text: string) => createHmac('sha256', `demo-payments:${purpose}:${secret}`).update(text).digest('base64url')

  return {
    name: 'demo',
    offline: true,
    paymentWindowMs: DEMO_PAYMENT_WINDOW_MS,

    async startCheckout(input): Promise<CheckoutStart> {
      let origin: string
      try {
        origin = new URL(input.successUrl).origin
      } catch {
        return { ok: false, message: 'The demo payment page needs an absolute return address.' }
      }
      // The same key opens the same page, as Stripe's idempotency key does.
      const session: DemoSession = {
        sessionId: `demo_cs_${mac('session', input.idempotencyKey).slice(0, 24)}`,
        reservationId: input.reservationId,
        tenantId: input.tenantId,
        amountCents: input.amountCents,
        description: input.description,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt.getTime(),
      }
      const body = Buffer.from(JSON.stringify(session)).toString('base64url')
      const token = `${body}.${mac('page', body)}`
      return { ok: true, sessionId: session.sessionId, url: `${origin}${DEMO_PAYMENT_PATH}?session=${token}` }
    },

    openSession(token) {
      if (typeof token !== 'string' || token.length > 4000) return null
      const [body, signature, ...rest] = token.split('.')
      if (!body || !signature || rest.length > 0) return null
      const expected = Buffer.from(mac('page', body))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
      try {
        const session: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
        return isSession(session) ? session : null
      } catch {
        return null
      }
    },

    paidEvent(session) {
      const { reservationId, tenantId, sessionId, amountCents } = session
      return {
        type: 'paid',
        reservationId,
        tenantId,
        sessionId,
        amountCents,
        reference: `demo_pi_${mac('payment', sessionId).slice(0, 24)}`,
      }
    },

    // The page is closed by the reservation leaving "pending payment": nothing to tell a service.
    async cancelCheckout() {
      return true
    },

    async refund({ reference }) {
      return reference.startsWith('demo_') ? { ok: true } : { ok: false, message: 'Not a demo payment.' }
    },

    readWebhook() {
      return { ok: false, message: 'The demo payment provider sends no events; its page settles payments itself.' }
    },
  }
}
