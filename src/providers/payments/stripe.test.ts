import Stripe from 'stripe'
import { describe, expect, test } from 'vitest'
import { STRIPE_API_VERSION, createStripeProvider, paymentEventOf } from './stripe'

/** Answers every request with `reply` (Stripe's documented bodies), recording it; `null` fails as an unreachable host does. */
function stripeAnswering(reply: { status: number; body: unknown } | null) {
  const requests: { path: string; headers: Headers; form: URLSearchParams }[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push({
      path: new URL(String(input)).pathname,
      headers: new Headers(init?.headers),
      form: new URLSearchParams(String(init?.body)),
    })
    if (!reply) throw new TypeError('fetch failed')
    return Response.json(reply.body, { status: reply.status })
  }
  return { requests, provider: createStripeProvider({ secretKey: 'sk_test_unit', webhookSecret: 'whsec_unit', fetch }) }
}

describe("Stripe's webhook signature (t=…,v1=… over '{t}.{body}'), checked by Stripe's library", () => {
  const secret = 'whsec_unit'
  const body = '{"id":"evt_1","object":"event","type":"customer.created","data":{"object":{"object":"customer","id":"cus_1"}}}'
  const now = new Date('2026-11-25T00:00:00Z')
  const t = now.getTime() / 1000
  const { provider } = stripeAnswering(null)
  // Signed as Stripe's library documents for tests; `v1` alone is the signature part of the header.
  const header = (at: number, payload = body, key = secret) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: key, timestamp: at })
  const v1 = (at: number, key = secret) => header(at, body, key).split(',')[1]
  const read = (signature: string | null, payload = body) => provider.readWebhook(payload, signature, now)

  test('a signature of this body with our secret, within 5 minutes of our clock, is accepted and the event read', () => {
    expect(read(header(t))).toEqual({ ok: true, eventId: 'evt_1', event: { type: 'ignored', eventType: 'customer.created' } })
    expect(read(header(t - 300)).ok).toBe(true)
    // Only a replay's age matters: a timestamp ahead of our clock (skew) is accepted, as Stripe's libraries do.
    expect(read(header(t + 3600)).ok).toBe(true)
  })
  test('during a secret rotation Stripe sends several v1 signatures; one matching is enough', () =>
    expect(read(`t=${t},${v1(t, 'whsec_old')},${v1(t)},v0=abc`).ok).toBe(true))
  test.each([
    ['missing', null, 'The Stripe-Signature header is missing.'],
    ['empty', '', 'The Stripe-Signature header is missing.'],
    ['malformed', 'nonsense', 'The Stripe-Signature header is malformed.'],
    ['no v1', () => `t=${t},${v1(t).replace('v1=', 'v0=')}`, 'The Stripe-Signature header is malformed.'],
    ['another secret', () => header(t, body, 'whsec_other'), 'The signature does not match.'],
    ['another body', () => header(t, '{"id":"evt_2"}'), 'The signature does not match.'],
    ['another timestamp', () => `t=${t + 1},${v1(t)}`, 'The signature does not match.'],
    ['too old', () => header(t - 301), 'The signature is too old.'],
  ])('%s is refused, in one line', (_name, signature, message) => {
    expect(read(typeof signature === 'function' ? signature() : signature)).toEqual({ ok: false, message })
  })
  test('a signed body that is not an event is refused; so is an empty one', () => {
    expect(read(header(t, 'not json'), 'not json')).toEqual({ ok: false, message: 'The event is not JSON.' })
    expect(read(header(t, '[1]'), '[1]')).toEqual({ ok: false, message: 'The event is not a JSON object.' })
    expect(read(header(t, ''), '')).toEqual({ ok: false, message: 'The event is empty.' })
  })
})

describe("Stripe's answers, through its library", () => {
  const checkout = {
    amountCents: 20000,
    description: 'Deposit',
    idempotencyKey: 'reservation-3-k',
    reservationId: '12',
    tenantId: '3',
    customerEmail: 'bo@example.com',
    successUrl: 'https://harbour.example/done',
    cancelUrl: 'https://harbour.example/back',
    expiresAt: new Date('2026-11-25T00:31:00Z'),
  }
  const refused = { status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } }

  test('a Checkout Session is created with our key, form and Idempotency-Key, once', async () => {
    const { provider, requests } = stripeAnswering({
      status: 200,
      body: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
    })
    expect(await provider.startCheckout(checkout)).toEqual({
      ok: true,
      sessionId: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    })
    expect(requests).toHaveLength(1)
    const [sent] = requests
    expect(sent.path).toBe('/v1/checkout/sessions')
    expect(sent.headers.get('authorization')).toBe('Bearer sk_test_unit')
    expect(sent.headers.get('idempotency-key')).toBe('reservation-3-k')
    expect(sent.headers.get('stripe-version')).toBe(STRIPE_API_VERSION)
    expect(Object.fromEntries(sent.form)).toMatchObject({
      'line_items[0][price_data][unit_amount]': '20000',
      'allowed_payment_method_types[0]': 'card',
      'metadata[reservation]': '12',
      expires_at: String(Date.parse('2026-11-25T00:31:00Z') / 1000),
    })
  })

  test("Stripe's refusal is its message; out of reach is said so, after one try", async () => {
    const refusing = stripeAnswering(refused)
    expect(await refusing.provider.startCheckout(checkout)).toEqual({ ok: false, message: 'Invalid API Key provided' })
    expect(await refusing.provider.refund({ reference: 'pi_1', amountCents: 100, idempotencyKey: 'r' })).toEqual({
      ok: false,
      message: 'Invalid API Key provided',
    })
    const away = stripeAnswering(null)
    expect(await away.provider.startCheckout(checkout)).toEqual({ ok: false, message: 'Stripe could not be reached.' })
    expect(away.requests).toHaveLength(1)
  })

  test('closing a page: expired lets the hold go; refused (paid meanwhile) keeps it; out of reach lets it go', async () => {
    const expired = stripeAnswering({ status: 200, body: { id: 'cs_1', object: 'checkout.session', status: 'expired' } })
    expect(await expired.provider.cancelCheckout('cs_1')).toBe(true)
    expect(expired.requests.map((r) => r.path)).toEqual(['/v1/checkout/sessions/cs_1/expire'])
    expect(await stripeAnswering(refused).provider.cancelCheckout('cs_1')).toBe(false)
    expect(await stripeAnswering(null).provider.cancelCheckout('cs_1')).toBe(true)
  })
})

describe('Stripe events in our terms', () => {
  const session = (extra: Record<string, unknown> = {}) => ({
    object: 'checkout.session',
    id: 'cs_1',
    metadata: { reservation: '12', tenant: '3' },
    amount_total: 20000,
    ...extra,
  })
  const ids = { reservationId: '12', tenantId: '3', sessionId: 'cs_1' }
  test('a completed, paid session is a payment with its payment intent', () =>
    expect(
      paymentEventOf({ type: 'checkout.session.completed', data: { object: session({ payment_status: 'paid', payment_intent: 'pi_1' }) } }),
    ).toEqual({
      type: 'paid',
      ...ids,
      reference: 'pi_1',
      amountCents: 20000,
    }))
  test('a delayed payment waits for its own event', () => {
    expect(paymentEventOf({ type: 'checkout.session.completed', data: { object: session({ payment_status: 'unpaid' }) } }).type).toBe(
      'ignored',
    )
    expect(
      paymentEventOf({ type: 'checkout.session.async_payment_succeeded', data: { object: session({ payment_intent: { id: 'pi_2' } }) } }),
    ).toMatchObject({ type: 'paid', reference: 'pi_2' })
    expect(paymentEventOf({ type: 'checkout.session.async_payment_failed', data: { object: session() } })).toMatchObject({
      type: 'failed',
      ...ids,
    })
  })
  test('an expired page is a failure', () =>
    expect(paymentEventOf({ type: 'checkout.session.expired', data: { object: session() } })).toMatchObject({ type: 'failed', ...ids }))
  test('other events, and sessions without our reservation, are ignored', () => {
    expect(paymentEventOf({ type: 'charge.refunded', data: { object: { object: 'charge', id: 'ch_1' } as never } })).toEqual({
      type: 'ignored',
      eventType: 'charge.refunded',
    })
    expect(
      paymentEventOf({
        type: 'checkout.session.expired',
        data: { object: session({ metadata: { reservation: 'x', tenant: '3' }, client_reference_id: null }) },
      }).type,
    ).toBe('ignored')
  })
})
