// Reserve a car with the deposit paid on Stripe Checkout, against the real database
// and search index, with Stripe's side recorded (tests/helpers/stripe.ts): what we ask Stripe
// for, how its signed webhooks settle the reservation, refunds, and the shopper's way back.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPaymentWebhookRoute } from '@/src/api/payment-webhook'
import { createCancelRoute } from '@/src/api/reservation-cancel'
import { type PaidDeps, createReservationRoute } from '@/src/api/reservations'
import { paymentWebhookDeps, reserveDeps } from '@/src/app/api/reserve/paid-deps'
import { storeLead } from '@/src/cms/leads'
import { moveReservation, reservationOf } from '@/src/cms/reservations'
import { withReservationLock } from '@/src/cms/reservation-lock'
import { getTenantByHost } from '@/src/cms/tenants'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { setPaymentProvider } from '@/src/providers/payments'
import { createDemoPaymentProvider } from '@/src/providers/payments/demo'
import { STRIPE_API_VERSION, createStripeProvider } from '@/src/providers/payments/stripe'
import { findCarBySlug } from '@/src/search/engine'
import { type DemoStock, HARBOUR, loadDemoStock } from '../helpers/demo-stock'
import { testPayload } from '../helpers/payload'
import { peopleOf } from '../helpers/reservation-people'
import { STRIPE_TEST_KEYS, recordedStripe, signedEvent } from '../helpers/stripe'

const clock = new Date('2026-11-25T03:00:00Z')
const stripe = recordedStripe()
const provider = createStripeProvider({ ...STRIPE_TEST_KEYS, fetch: stripe.fetch })
const mails: { to: string; subject: string }[] = []
const paid: PaidDeps = {
  move: (id, change, note) => moveReservation(id, change, note),
  notify: async (tenant, lead, id) => void (await storeLead(tenant, lead, `reservation-${id}`)),
  confirm: async (_tenant, r) => void mails.push({ to: r.email, subject: `Your ${r.carName} is reserved` }),
  now: () => clock,
}
let harbour: TenantConfig
let group: TenantConfig
let records: SearchRecord[]
let reservable: DemoStock['reservable']
let reserve: (request: Request) => Promise<Response>
let webhook: (request: Request) => Promise<Response>
let cancel: (request: Request) => Promise<Response>
let used = 0

beforeAll(async () => {
  ;({ harbour, group, records, reservable } = await loadDemoStock())
  // Refunds are made by the collection's hook through the app's provider.
  setPaymentProvider(provider)
  reserve = createReservationRoute(reserveDeps({ ...paid, shopperOf: async () => null, payments: provider }))
  webhook = createPaymentWebhookRoute(paymentWebhookDeps({ ...paid, payments: provider }))
  cancel = createCancelRoute({ findTenant: getTenantByHost, reservationOf, move: paid.move, payments: provider, lock: withReservationLock })
})

afterAll(() => setPaymentProvider(null))

/** A Harbour City car nobody has reserved (from the far end of the list: reservations.test takes from the front). */
function freshCar(): SearchRecord {
  const cars = records.filter(reservable(harbour))
  return cars[cars.length - 1 - used++]
}

/** Each start is someone new unless told (one person may hold only a few cars at once). */
const nextPerson = peopleOf(14)

async function start(slug: string, key = randomUUID(), email?: string) {
  const person = nextPerson()
  const response = await reserve(
    new Request(`http://${HARBOUR}/api/reserve`, {
      method: 'POST',
      headers: {
        host: HARBOUR,
        'content-type': 'application/json',
        'idempotency-key': key,
        referer: `http://${HARBOUR}/cars/${slug}/checkout`,
      },
      body: JSON.stringify({
        car_id: slug,
        name: 'Bo',
        last_name: 'Nguyen',
        email: email ?? person.email,
        phone: person.phone,
        postcode: '3000',
      }),
    }),
  )
  return { status: response.status, body: await response.json() }
}

async function deliver(event: { body: string; signature: string }) {
  const response = await webhook(
    new Request('http://platform.localhost/api/payment-events/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.body,
    }),
  )
  return { status: response.status, body: await response.json() }
}

async function stored(id: string) {
  const { payload } = await testPayload()
  return payload.findByID({ collection: 'reservations', id: Number(id), overrideAccess: true, depth: 0 })
}

const indexed = async (slug: string) => (await findCarBySlug(slug, tenantInventoryFilter(harbour, clock)))!
const session = (r: { id: string | number; paymentReference?: string | null }, extra: Record<string, unknown> = {}) => ({
  id: r.paymentReference,
  metadata: { reservation: String(r.id), tenant: String(harbour.id) },
  client_reference_id: String(r.id),
  amount_total: 20000,
  ...extra,
})
const completed = (r: { id: string | number; paymentReference?: string | null }, intent = `pi_test_${r.id}`) =>
  signedEvent('checkout.session.completed', session(r, { payment_status: 'paid', payment_intent: intent }), clock)

describe('starting a Stripe Checkout', () => {
  test('the shopper is sent to Stripe’s page with the deposit; the car is held while the page is open', async () => {
    const car = freshCar()
    const key = randomUUID()
    const answer = await start(car.slug, key, 'bo@example.com')
    expect(answer.status).toBe(202)
    expect(answer.body).toMatchObject({
      status: 'pending-payment',
      deposit: 200,
      redirect: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
    })

    const sent = stripe.requests.at(-1)!
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' })
    expect(sent.headers.authorization).toBe(`Bearer ${STRIPE_TEST_KEYS.secretKey}`)
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded')
    // The form is the one of the API version it names (the library's types check it against that version).
    expect(sent.headers['stripe-version']).toBe(STRIPE_API_VERSION)
    expect(sent.headers['idempotency-key']).toBe(`reservation-${harbour.id}-${key}`)
    const id = answer.body.reservation
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '20000',
      'line_items[0][price_data][product_data][name]': `Deposit for ${car.name} (${harbour.name})`,
      customer_email: 'bo@example.com',
      client_reference_id: id,
      'metadata[reservation]': id,
      'metadata[tenant]': String(harbour.id),
      'payment_intent_data[metadata][reservation]': id,
      'allowed_payment_method_types[0]': 'card',
      expires_at: String(clock.getTime() / 1000 + 31 * 60),
    })
    expect(sent.form.get('success_url')).toBe(`http://${HARBOUR}${answer.body.confirmation}`)
    expect(sent.form.get('cancel_url')).toMatch(new RegExp(`^http://${HARBOUR}/api/reserve/cancel\\?reservation=${id}&ref=`))
    // No card is asked for here: Stripe's page takes it.
    expect([...sent.form.keys()].filter((k) => /card|cvc|expiry|number/.test(k))).toEqual([])

    const doc = await stored(id)
    expect(doc).toMatchObject({ status: 'pending-payment', provider: 'stripe', paymentReference: expect.stringMatching(/^cs_test_/) })
    // Held five minutes past the page's end, so a payment in its last seconds still finds the car held.
    expect(doc.holdUntil).toBe(new Date(clock.getTime() + 36 * 60_000).toISOString())
    expect((await indexed(car.slug)).reserved).toBe(true)

    // Sent again with the same key (a double click, a retry): the same Stripe page, one reservation.
    const again = await start(car.slug, key, 'bo@example.com')
    expect(again).toMatchObject({ status: 200, body: { reservation: id, redirect: answer.body.redirect } })
  })

  test('back from Stripe’s page with the browser’s Back button, the shopper gets their own page again; anyone else is told it is taken', async () => {
    const car = freshCar()
    const first = await start(car.slug, randomUUID(), 'back@example.com')
    expect(first.status).toBe(202)
    // A new attempt (the form makes a new key) by the same shopper: the same Stripe page, the same reservation.
    const again = await start(car.slug, randomUUID(), 'Back@Example.com')
    expect(again).toMatchObject({ status: 200, body: { reservation: first.body.reservation, redirect: first.body.redirect } })
    const other = await start(car.slug, randomUUID(), 'someone.else@example.com')
    expect(other).toMatchObject({ status: 409, body: { error: expect.stringContaining('someone else') } })
  })

  test('five copies of one request at once: one reservation, and every answer is its Stripe page', async () => {
    const car = freshCar()
    const key = randomUUID()
    const answers = await Promise.all(Array.from({ length: 5 }, () => start(car.slug, key, 'copies@example.com')))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 202])
    const first = answers.find((a) => a.status === 202)!.body
    for (const answer of answers)
      expect(answer.body).toMatchObject({ reservation: first.reservation, status: 'pending-payment', redirect: first.redirect })
    const { payload } = await testPayload()
    // The copies' own rows: earlier files (the reserve fuzz) may have left failed reservations of this car.
    const rows = await payload.find({
      collection: 'reservations',
      where: { and: [{ car: { equals: car.slug } }, { email: { equals: 'copies@example.com' } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(rows.docs.map((d) => d.status)).toEqual(['pending-payment'])
  })

  test('Stripe refusing the session: a 503 saying nothing was charged, and the car is free again', async () => {
    const car = freshCar()
    stripe.refuseNext('Invalid API Key provided')
    const answer = await start(car.slug)
    expect(answer).toMatchObject({ status: 503, body: { error: expect.stringContaining('Nothing has been charged') } })
    expect((await indexed(car.slug)).reserved).toBe(false)
    expect((await start(car.slug)).status).toBe(202)
  })

  test('Stripe out of reach: the same 503, and the car is not left held', async () => {
    const car = freshCar()
    stripe.unreachableNext()
    const answer = await start(car.slug)
    expect(answer).toMatchObject({ status: 503, body: { error: expect.stringContaining('secure payment page') } })
    expect((await indexed(car.slug)).reserved).toBe(false)
  })
})

describe('Stripe’s webhook', () => {
  test('a bad, tampered, stale or missing signature is a 400 and changes nothing', async () => {
    const car = freshCar()
    const { body } = await start(car.slug)
    const doc = await stored(body.reservation)
    const good = completed(doc)
    const forged = signedEvent(
      'checkout.session.completed',
      session(doc, { payment_status: 'paid', payment_intent: 'pi_x' }),
      clock,
      'whsec_attacker',
    )
    const stale = signedEvent(
      'checkout.session.completed',
      session(doc, { payment_status: 'paid', payment_intent: 'pi_x' }),
      new Date(clock.getTime() - 301_000),
    )
    for (const event of [
      forged,
      stale,
      { body: good.body.replace('20000', '1'), signature: good.signature },
      { body: good.body, signature: '' },
    ]) {
      const answer = await deliver(event)
      expect(answer.status).toBe(400)
      expect(answer.body.error).toMatch(/signature|Stripe-Signature/)
    }
    expect((await stored(body.reservation)).status).toBe('pending-payment')
  })

  test('paid: reserved for 48 hours, the dealer’s lead and the shopper’s e-mail; the same event again changes nothing', async () => {
    const car = freshCar()
    const { body } = await start(car.slug, randomUUID(), 'paid.on.stripe@example.com')
    const doc = await stored(body.reservation)
    expect(await deliver(completed(doc))).toMatchObject({ status: 200, body: { received: true } })
    const after = await stored(body.reservation)
    expect(after).toMatchObject({ status: 'reserved', paymentReference: `pi_test_${doc.id}`, holdUntil: '2026-11-27T03:00:00.000Z' })
    expect(after.history?.map((h) => h.status)).toEqual(['pending-payment', 'reserved'])
    expect((await indexed(car.slug)).reserved).toBe(true)

    const { payload } = await testPayload()
    const leads = () =>
      payload.find({
        collection: 'lead-inbox',
        where: { and: [{ 'car.slug': { equals: car.slug } }, { category: { equals: 'Reservation' } }] },
        overrideAccess: true,
        depth: 0,
      })
    const [lead] = (await leads()).docs
    expect(lead).toMatchObject({ name: 'Bo', lastName: 'Nguyen', postcode: '3000', email: 'paid.on.stripe@example.com' })
    expect(lead.message).toContain(`$200 deposit paid (pi_test_${doc.id})`)
    expect(mails.filter((m) => m.to === 'paid.on.stripe@example.com')).toEqual([
      { to: 'paid.on.stripe@example.com', subject: `Your ${car.name} is reserved` },
    ])

    // Stripe sends an event more than once; the second changes nothing.
    expect((await deliver(completed(doc))).status).toBe(200)
    expect((await stored(body.reservation)).history).toHaveLength(2)
    expect((await leads()).docs).toHaveLength(1)
    expect(mails.filter((m) => m.to === 'paid.on.stripe@example.com')).toHaveLength(1)
  })

  test('the page expiring unpaid lets the car go; a payment that arrives after that is refunded', async () => {
    const car = freshCar()
    const { body } = await start(car.slug)
    const doc = await stored(body.reservation)
    expect((await deliver(signedEvent('checkout.session.expired', session(doc, { status: 'expired' }), clock))).status).toBe(200)
    expect((await stored(body.reservation)).status).toBe('payment-failed')
    expect((await indexed(car.slug)).reserved).toBe(false)

    // Another shopper reserves it meanwhile; then the first payment lands late.
    const second = await start(car.slug)
    expect(second.status).toBe(202)
    expect((await deliver(completed(doc, 'pi_test_late'))).status).toBe(200)
    const late = await stored(body.reservation)
    expect(late).toMatchObject({ status: 'refunded', paymentReference: 'pi_test_late' })
    const refund = stripe.requests.findLast((r) => r.path === '/v1/refunds')!
    expect(Object.fromEntries(refund.form)).toEqual({ payment_intent: 'pi_test_late', amount: '20000' })
    expect(refund.headers['idempotency-key']).toBe(`refund-${doc.id}`)
    // The second shopper's hold stands.
    expect((await stored(second.body.reservation)).status).toBe('pending-payment')
    expect((await indexed(car.slug)).reserved).toBe(true)
  })

  test('an event naming another site’s reservation, or none, is acknowledged and changes nothing; other events are ignored', async () => {
    const car = freshCar()
    const { body } = await start(car.slug)
    const doc = await stored(body.reservation)
    const foreign = signedEvent(
      'checkout.session.completed',
      session(doc, { payment_status: 'paid', payment_intent: 'pi_x', metadata: { reservation: String(doc.id), tenant: String(group.id) } }),
      clock,
    )
    expect(await deliver(foreign)).toMatchObject({ status: 200, body: { ignored: 'unknown reservation' } })
    expect(await deliver(signedEvent('customer.created', { id: 'cus_1' }, clock))).toMatchObject({
      status: 200,
      body: { ignored: 'customer.created' },
    })
    // Paid later by a delayed method: completed but unpaid waits for the async event.
    expect((await deliver(signedEvent('checkout.session.completed', session(doc, { payment_status: 'unpaid' }), clock))).status).toBe(200)
    expect((await stored(body.reservation)).status).toBe('pending-payment')
    expect(
      (
        await deliver(
          signedEvent(
            'checkout.session.async_payment_succeeded',
            session(doc, { payment_status: 'paid', payment_intent: 'pi_async' }),
            clock,
          ),
        )
      ).status,
    ).toBe(200)
    expect((await stored(body.reservation)).status).toBe('reserved')
  })

  test('only the payment page the reservation opened settles it: another session’s event, even for the same id, changes nothing', async () => {
    const car = freshCar()
    const { body } = await start(car.slug)
    const doc = await stored(body.reservation)
    const other = signedEvent(
      'checkout.session.completed',
      session({ ...doc, paymentReference: 'cs_test_other_deployment' }, { payment_status: 'paid', payment_intent: 'pi_other' }),
      clock,
    )
    expect(await deliver(other)).toMatchObject({ status: 200, body: { ignored: 'another payment page' } })
    const expired = signedEvent('checkout.session.expired', session({ ...doc, paymentReference: 'cs_test_other_deployment' }), clock)
    expect((await deliver(expired)).status).toBe(200)
    expect((await stored(body.reservation)).status).toBe('pending-payment')
    // A different amount than the deposit is left for staff.
    const short = signedEvent(
      'checkout.session.completed',
      session(doc, { payment_status: 'paid', payment_intent: 'pi_short', amount_total: 100 }),
      clock,
    )
    expect(await deliver(short)).toMatchObject({ status: 200, body: { ignored: 'amount differs' } })
    expect((await stored(body.reservation)).status).toBe('pending-payment')
  })

  test('one paid event delivered twice at once settles the reservation once: one history entry, one e-mail', async () => {
    const car = freshCar()
    const { body } = await start(car.slug, randomUUID(), 'twice@example.com')
    const doc = await stored(body.reservation)
    const event = completed(doc)
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const after = await stored(body.reservation)
    expect(after.status).toBe('reserved')
    expect(after.history?.map((h) => h.status)).toEqual(['pending-payment', 'reserved'])
    expect(mails.filter((m) => m.to === 'twice@example.com')).toHaveLength(1)
  })

  test('with the demo provider there are no payment events to take', async () => {
    const demo = createPaymentWebhookRoute(paymentWebhookDeps({ ...paid, payments: createDemoPaymentProvider('test-secret') }))
    const response = await demo(new Request('http://platform.localhost/api/payment-events/stripe', { method: 'POST', body: '{}' }))
    expect(response.status).toBe(404)
  })
})

describe('leaving Stripe’s page without paying', () => {
  test('the page is closed at Stripe, the hold ends and the shopper is back at the checkout; a bad link is a 404', async () => {
    const car = freshCar()
    const { body } = await start(car.slug)
    const doc = await stored(body.reservation)
    const cancelUrl = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!.form.get('cancel_url')!
    const response = await cancel(new Request(cancelUrl, { headers: { host: HARBOUR } }))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/cars/${car.slug}/checkout?cancelled=1`)
    expect(stripe.requests.at(-1)).toMatchObject({ path: `/v1/checkout/sessions/${doc.paymentReference}/expire` })
    expect((await stored(body.reservation)).status).toBe('payment-failed')
    expect((await indexed(car.slug)).reserved).toBe(false)

    // The confirmation link's reference (which a shopper may share) does not open the way back.
    const second = await start(freshCar().slug)
    const confirmationRef = new URL(second.body.confirmation, 'http://x').searchParams.get('ref')!
    const withConfirmationRef = `http://${HARBOUR}/api/reserve/cancel?reservation=${second.body.reservation}&ref=${confirmationRef}`
    expect((await cancel(new Request(withConfirmationRef, { headers: { host: HARBOUR } }))).status).toBe(404)
    expect((await stored(second.body.reservation)).status).toBe('pending-payment')
    const forged = cancelUrl.replace(/ref=[^&]+/, 'ref=forged')
    expect((await cancel(new Request(forged, { headers: { host: HARBOUR } }))).status).toBe(404)
  })
})
