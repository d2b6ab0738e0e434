import { createHmac } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { paymentEventOf, stripeForm, verifyStripeSignature } from './stripe'

describe("Stripe's form encoding", () => {
  test('nested objects and arrays use brackets; values are URL-encoded; undefined is left out', () =>
    expect(
      stripeForm({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'aud' } }],
        metadata: { a: 'x&y' },
        skip: undefined,
      }),
    ).toBe('mode=payment&line_items%5B0%5D%5Bquantity%5D=1&line_items%5B0%5D%5Bprice_data%5D%5Bcurrency%5D=aud&metadata%5Ba%5D=x%26y'))
})

describe("Stripe's webhook signature (t=…,v1=… over '{t}.{body}')", () => {
  const secret = 'whsec_unit'
  const body = '{"id":"evt_1"}'
  const now = new Date('2026-11-25T00:00:00Z')
  const t = now.getTime() / 1000
  // Computed independently of the code under test, as Stripe's documentation describes.
  const sig = (at: number, payload = body, key = secret) => createHmac('sha256', key).update(`${at}.${payload}`).digest('hex')

  test('a signature of this body with our secret, within 5 minutes, is accepted', () => {
    expect(verifyStripeSignature(body, `t=${t},v1=${sig(t)}`, secret, now)).toEqual({ ok: true })
    expect(verifyStripeSignature(body, `t=${t - 299},v1=${sig(t - 299)}`, secret, now).ok).toBe(true)
  })
  test('during a secret rotation Stripe sends several v1 signatures; one matching is enough', () =>
    expect(verifyStripeSignature(body, `t=${t},v1=${sig(t, body, 'whsec_old')},v1=${sig(t)},v0=abc`, secret, now).ok).toBe(true))
  test.each([
    ['missing', null, /missing/],
    ['malformed', 'nonsense', /malformed/],
    ['no v1', `t=${t},v0=${sig(t)}`, /malformed/],
    ['another secret', `t=${t},v1=${sig(t, body, 'whsec_other')}`, /does not match/],
    ['another body', `t=${t},v1=${sig(t, '{"id":"evt_2"}')}`, /does not match/],
    ['another timestamp', `t=${t + 1},v1=${sig(t)}`, /does not match/],
    ['too old', `t=${t - 301},v1=${sig(t - 301)}`, /too old/],
    ['from the future', `t=${t + 301},v1=${sig(t + 301)}`, /too old/],
  ])('%s is refused', (_name, header, message) => {
    const result = verifyStripeSignature(body, header, secret, now)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toMatch(message)
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
