// Stripe as our tests meet it: the requests we send are recorded, and each is answered with the
// body Stripe documents for it (Checkout Session create and expire, Refund create, an error),
// reusing the answer for a repeated Idempotency-Key as Stripe does. Stripe cannot be reached
// from our machines; this checks what we send (through Stripe's library, which sends with the
// fetch handed to it) and how we read the answers. Webhook events are signed as Stripe's library
// documents for tests (generateTestHeaderString: HMAC-SHA256 of "{t}.{body}" with the endpoint secret).
import Stripe from 'stripe'

export const STRIPE_TEST_KEYS = { secretKey: 'sk_test_51DealerPlatformTestKey', webhookSecret: 'whsec_dealerPlatformTestSecret' }

export interface RecordedRequest {
  method: string
  path: string
  headers: Record<string, string>
  form: URLSearchParams
}

export function recordedStripe() {
  const requests: RecordedRequest[] = []
  const byKey = new Map<string, unknown>()
  let refuseNext: string | null = null
  let unreachable = false
  let count = 0

  const answer = (path: string, form: URLSearchParams): { status: number; body: unknown } => {
    if (refuseNext) {
      const message = refuseNext
      refuseNext = null
      return { status: 400, body: { error: { type: 'invalid_request_error', message } } }
    }
    if (path === '/v1/checkout/sessions') {
      const id = `cs_test_a1${String(++count).padStart(4, '0')}RecordedSession`
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          mode: 'payment',
          currency: 'aud',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          client_reference_id: form.get('client_reference_id'),
          metadata: { reservation: form.get('metadata[reservation]'), tenant: form.get('metadata[tenant]') },
          expires_at: Number(form.get('expires_at')),
        },
      }
    }
    const expire = /^\/v1\/checkout\/sessions\/(cs_[\w]+)\/expire$/.exec(path)
    if (expire) return { status: 200, body: { id: expire[1], object: 'checkout.session', status: 'expired', payment_status: 'unpaid' } }
    if (path === '/v1/refunds')
      return {
        status: 200,
        body: {
          id: `re_test_${++count}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        },
      }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (POST: ${path})` } } }
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (unreachable) {
      unreachable = false
      throw new TypeError('fetch failed')
    }
    const url = new URL(String(input))
    const headers = Object.fromEntries(new Headers(init?.headers).entries())
    const form = new URLSearchParams(String(init?.body ?? ''))
    requests.push({ method: init?.method ?? 'GET', path: url.pathname, headers, form })
    const key = headers['idempotency-key']
    const reply =
      key && byKey.has(`${url.pathname} ${key}`)
        ? (byKey.get(`${url.pathname} ${key}`) as ReturnType<typeof answer>)
        : answer(url.pathname, form)
    if (key && reply.status < 400) byKey.set(`${url.pathname} ${key}`, reply)
    return Response.json(reply.body, { status: reply.status })
  }

  return {
    fetch,
    requests,
    /** The next request is refused with this message, as Stripe refuses an invalid request. */
    refuseNext: (message: string) => void (refuseNext = message),
    /** The next request fails as when Stripe cannot be reached (DNS, network, timeout). */
    unreachableNext: () => void (unreachable = true),
  }
}

/** A Checkout Session event and its Stripe-Signature header, signed at `at`. */
export function signedEvent(
  type: string,
  session: Record<string, unknown>,
  at: Date,
  secret: string = STRIPE_TEST_KEYS.webhookSecret,
): { body: string; signature: string } {
  const body = JSON.stringify({
    id: `evt_test_${type.replace(/\W/g, '_')}_${String(session.id)}`,
    object: 'event',
    api_version: '2025-03-31.basil',
    created: Math.floor(at.getTime() / 1000),
    type,
    data: { object: { object: 'checkout.session', ...session } },
  })
  return { body, signature: stripeSignatureHeader(body, at, secret) }
}

/** The Stripe-Signature header Stripe would send with `body`, signed at `at` (`t=…,v1=…`). */
export const stripeSignatureHeader = (body: string, at: Date, secret: string = STRIPE_TEST_KEYS.webhookSecret) =>
  Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor(at.getTime() / 1000) })
