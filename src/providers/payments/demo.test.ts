import { describe, expect, test } from 'vitest'
import { DEMO_PAYMENT_PATH, createDemoPaymentProvider } from './demo'
import { DEMO_PAGE_TEXT, demoPaymentPage } from './demo-page'

const checkout = {
  amountCents: 20000,
  description: 'Deposit for 2021 Mazda CX-5 (Harbour City Motors)',
  idempotencyKey: 'reservation-3-k',
  reservationId: '12',
  tenantId: '3',
  customerEmail: 'bo@example.com',
  successUrl: 'http://harbour.localhost:3000/cars/x/checkout?reservation=12&ref=abc',
  cancelUrl: 'http://harbour.localhost:3000/api/reserve/cancel?reservation=12&ref=def',
  expiresAt: new Date('2026-11-25T00:31:00Z'),
}

async function started(secret = 'secret-a', input = checkout) {
  const demo = createDemoPaymentProvider(secret)
  const start = await demo.startCheckout(input)
  if (!start.ok) throw new Error(start.message)
  const url = new URL(start.url)
  return { demo, start, url, token: url.searchParams.get('session')! }
}

describe('the demo payment provider', () => {
  test('opens its own page on the dealer’s host; the page carries the signed session and no card', async () => {
    const { demo, start, url, token } = await started()
    expect(url.origin).toBe('http://harbour.localhost:3000')
    expect(url.pathname).toBe(DEMO_PAYMENT_PATH)
    expect(start.sessionId).toMatch(/^demo_cs_[A-Za-z0-9_-]{24}$/)
    expect(demo.openSession(token)).toEqual({
      sessionId: start.sessionId,
      reservationId: '12',
      tenantId: '3',
      amountCents: 20000,
      description: checkout.description,
      successUrl: checkout.successUrl,
      cancelUrl: checkout.cancelUrl,
      expiresAt: checkout.expiresAt.getTime(),
    })
  })

  test('the same key opens the same page; another key another page', async () => {
    const first = await started()
    const again = await started()
    const other = await started('secret-a', { ...checkout, idempotencyKey: 'reservation-3-other' })
    expect(again.start).toEqual(first.start)
    expect(other.start.ok && other.start.sessionId).not.toBe(first.start.sessionId)
  })

  test('a page address we did not sign opens nothing: tampered, another secret, malformed', async () => {
    const { demo, token } = await started()
    const [body, signature] = token.split('.')
    const cheaper = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), amountCents: 1 })).toString(
      'base64url',
    )
    expect(demo.openSession(`${cheaper}.${signature}`)).toBeNull()
    expect(createDemoPaymentProvider('secret-b').openSession(token)).toBeNull()
    for (const bad of [null, '', 'x', `${body}.`, `${body}.${signature}.x`, `${token}x`, 'a'.repeat(5000)])
      expect(demo.openSession(bad)).toBeNull()
  })

  test('paying makes a paid event for the session’s reservation and amount, with a stable reference', async () => {
    const { demo, token } = await started()
    const session = demo.openSession(token)!
    const event = demo.paidEvent(session)
    expect(event).toEqual({
      type: 'paid',
      reservationId: '12',
      tenantId: '3',
      sessionId: session.sessionId,
      amountCents: 20000,
      reference: expect.stringMatching(/^demo_pi_[A-Za-z0-9_-]{24}$/),
    })
    expect(demo.paidEvent(session).reference).toBe(event.reference)
    expect(await demo.refund({ reference: event.reference, amountCents: 20000, idempotencyKey: 'r' })).toEqual({ ok: true })
    expect(await demo.refund({ reference: 'pi_123', amountCents: 20000, idempotencyKey: 'r' })).toMatchObject({ ok: false })
    expect(demo.readWebhook('{}', 'sig', new Date())).toMatchObject({ ok: false })
  })

  test('a relative return address cannot make a page', async () => {
    const demo = createDemoPaymentProvider('secret-a')
    expect(await demo.startCheckout({ ...checkout, successUrl: '/cars/x/checkout' })).toMatchObject({ ok: false })
  })
})

describe('the demo payment page', () => {
  test('shows the merchant, what is paid and the amount; its only field is the session; names are escaped', async () => {
    const { demo, token } = await started()
    const session = demo.openSession(token)!
    const { status, html } = demoPaymentPage({ state: 'open', session, token, merchant: 'Bo & <Co>' })
    expect(status).toBe(200)
    expect(html).toContain('<h1>Pay Bo &amp; &lt;Co&gt;</h1>')
    expect(html).toContain('$200.00')
    expect(html).toContain(DEMO_PAGE_TEXT.demo)
    expect(html.match(/<input[^>]*>/g)).toEqual([`<input type="hidden" name="session" value="${token}">`])
    expect(html).not.toMatch(/autocomplete="cc-|card number|cvc/i)
    expect(html).toContain(`<form method="post" action="${DEMO_PAYMENT_PATH}">`)
    expect(html).toContain(`href="${checkout.cancelUrl.replace(/&/g, '&amp;')}"`)
    expect(html).not.toContain('role="alert"')
  })

  test('a declined card is said on the page; expired and unknown pages say so with their status', async () => {
    const { demo, token } = await started()
    const session = demo.openSession(token)!
    expect(demoPaymentPage({ state: 'declined', session, token, merchant: 'Bo' }).html).toContain(
      `<p class="alert" role="alert">${DEMO_PAGE_TEXT.declined}</p>`,
    )
    const expired = demoPaymentPage({ state: 'expired', session, merchant: 'Bo' })
    expect(expired.status).toBe(410)
    expect(expired.html).toContain(DEMO_PAGE_TEXT.expired)
    expect(expired.html).not.toContain('<form')
    expect(demoPaymentPage({ state: 'unknown' })).toMatchObject({ status: 404, html: expect.stringContaining(DEMO_PAGE_TEXT.unknown) })
  })
})
