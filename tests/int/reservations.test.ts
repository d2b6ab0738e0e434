// Reserve a car online against the real database, search index and the demo payment
// provider's own page: one winner among racing shoppers, no card ever sent to the site, a declined
// card keeps the page open and leaving it frees the car, holds lapse on time, staff moves follow
// the reservation's life, and the index says reserved while held.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type PaidDeps, type ReservationRouteDeps, createReservationRoute } from '@/src/api/reservations'
import { paymentWebhookDeps, reserveDeps } from '@/src/app/api/reserve/paid-deps'
import { createCancelRoute } from '@/src/api/reservation-cancel'
import { mailReservationConfirmation, moveReservation, reservationOf } from '@/src/cms/reservations'
import { withReservationLock } from '@/src/cms/reservation-lock'
import { getTenantByHost } from '@/src/cms/tenants'
import { lapseReservations } from '@/src/cms/reservation-lapses'
import { fileSender } from '@/src/providers/lead-delivery/mail'
import { setMailSender } from '@/src/providers/lead-delivery'
import { storeLead } from '@/src/cms/leads'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { verifyReservationRef } from '@/src/lib/reservation-ref'
import { DEMO_PAYMENT_PATH, createDemoPaymentProvider } from '@/src/providers/payments/demo'
import { DEMO_PAGE_TEXT } from '@/src/providers/payments/demo-page'
import { findCarBySlug, findVehicleBySlug } from '@/src/search/engine'
import { type DemoStock, HARBOUR, loadDemoStock, visibleTo } from '../helpers/demo-stock'
import { testPayload } from '../helpers/payload'
import { peopleOf } from '../helpers/reservation-people'
import { demoPaymentPage } from '../helpers/demo-payment'

const clock = new Date('2026-11-25T01:00:00Z')
const mailDir = mkdtempSync(path.join(tmpdir(), 'reservation-mail-'))
/** The steps after payment as the app wires them, on the test clock, e-mail written to a folder. */
const paid: PaidDeps = {
  move: (id, change, note) => moveReservation(id, change, note),
  notify: async (tenant, lead, id) => void (await storeLead(tenant, lead, `reservation-${id}`)),
  confirm: mailReservationConfirmation,
  now: () => clock,
}
let harbour: TenantConfig
let group: TenantConfig
let records: SearchRecord[]
let reservable: DemoStock['reservable']
let reserve: (request: Request) => Promise<Response>
let routeDeps: ReservationRouteDeps
let page: ReturnType<typeof demoPaymentPage>
let cancel: (request: Request) => Promise<Response>
let used = 0
const demo = createDemoPaymentProvider('reservations-test-secret')

beforeAll(async () => {
  await testPayload()
  setMailSender(fileSender(mailDir))
  ;({ harbour, group, records, reservable } = await loadDemoStock())
  const deps = reserveDeps({ ...paid, shopperOf: async () => null, payments: demo })
  routeDeps = deps
  reserve = createReservationRoute(deps)
  page = demoPaymentPage(paymentWebhookDeps({ ...paid, payments: demo }))
  cancel = createCancelRoute({
    findTenant: getTenantByHost,
    reservationOf,
    move: (id, change, note) => moveReservation(id, change, note),
    payments: demo,
    lock: withReservationLock,
  })
})

afterAll(() => setMailSender(null))

/** The confirmation e-mails written for an address. */
const mailsTo = (address: string) =>
  readdirSync(mailDir)
    .map((f) => readFileSync(path.join(mailDir, f), 'utf8'))
    .filter((m) => m.includes(`To: ${address}`))

/** A car of Harbour City nobody has reserved yet (each test takes its own). */
function freshCar(): SearchRecord {
  const cars = records.filter(reservable(harbour))
  return cars[used++]
}

/** Each reservation is someone new unless told (one person may hold only a few cars at once). */
const nextPerson = peopleOf(13)

function body(slug: string, email?: string) {
  const person = nextPerson()
  return { car_id: slug, name: 'Ann', last_name: 'Lee', email: email ?? person.email, phone: person.phone, postcode: '2000' }
}

async function send(payload: unknown, options: { host?: string; key?: string | null } = {}) {
  const headers: Record<string, string> = { host: options.host ?? HARBOUR, 'content-type': 'application/json' }
  if (options.key !== null) headers['idempotency-key'] = options.key ?? randomUUID()
  const response = await reserve(
    new Request(`http://${headers.host}/api/reserve`, { method: 'POST', headers, body: JSON.stringify(payload) }),
  )
  return { status: response.status, body: await response.json() }
}

/** Reserves a car and pays on the demo page. */
async function reserveAndPay(payload: ReturnType<typeof body>) {
  const answer = await send(payload)
  expect(answer.status).toBe(202)
  expect((await page.press(answer.body.redirect, 'pay')).status).toBe(303)
}

const indexed = async (slug: string) => (await findCarBySlug(slug, tenantInventoryFilter(harbour, clock)))!

async function reservationsOf(objectId: string) {
  const { payload } = await testPayload()
  return (await payload.find({ collection: 'reservations', where: { carObjectId: { equals: objectId } }, overrideAccess: true, depth: 0 }))
    .docs
}

describe('reserving a car online', () => {
  test('the checkout opens the demo’s payment page and sends no card; paid there: reserved for 48 hours, the dealer and shopper told', async () => {
    const car = freshCar()
    const answer = await send(body(car.slug, 'first.reserver@example.com'))
    expect(answer.status).toBe(202)
    expect(answer.body).toMatchObject({ status: 'pending-payment', deposit: 200 })
    // The page is the demo provider's own, on the dealer's host; the car is held while it is open.
    const address = new URL(answer.body.redirect)
    expect(`${address.host}${address.pathname}`).toBe(`${HARBOUR}${DEMO_PAYMENT_PATH}`)
    expect((await indexed(car.slug)).reserved).toBe(true)
    const shown = await page.open(answer.body.redirect)
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(html).toContain(`<h1>Pay ${harbour.name}</h1>`)
    expect(html).toContain('$200.00')
    expect(html).not.toMatch(/cc-number|card number/i)

    const paying = await page.press(answer.body.redirect, 'pay')
    expect(paying.status).toBe(303)
    const url = new URL(paying.headers.get('location')!)
    expect(url.host).toBe(HARBOUR)
    expect(url.pathname).toBe(`/cars/${car.slug}/checkout`)
    expect(`${url.pathname}${url.search}`).toBe(answer.body.confirmation)
    expect(verifyReservationRef(String(harbour.id), url.searchParams.get('reservation'), url.searchParams.get('ref'))).toBe(true)
    expect((await indexed(car.slug)).reserved).toBe(true)
    // The car page reads the stored vehicle: it says reserved too.
    expect((await findVehicleBySlug(car.slug, tenantInventoryFilter(harbour, clock)))!.vehicle!.reserved).toBe(true)
    const [doc] = await reservationsOf(car.objectID)
    expect(doc).toMatchObject({
      status: 'reserved',
      amount: 200,
      provider: 'demo',
      holdUntil: '2026-11-27T01:00:00.000Z',
      paymentReference: expect.stringMatching(/^demo_pi_/),
    })
    expect(doc.history?.map((h) => h.status)).toEqual(['pending-payment', 'reserved'])
    // Nothing of a card was ever stored.
    expect(JSON.stringify(doc)).not.toMatch(/card/i)
    // The dealer hears of it as a Reservation lead about the car.
    const { payload } = await testPayload()
    const leads = await payload.find({
      collection: 'lead-inbox',
      where: { and: [{ 'car.slug': { equals: car.slug } }, { category: { equals: 'Reservation' } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(leads.docs).toHaveLength(1)
    expect(leads.docs[0]).toMatchObject({
      category: 'Reservation',
      subcategory: 'Deposit paid',
      name: 'Ann',
      lastName: 'Lee',
      postcode: '2000',
    })
    expect(leads.docs[0].message).toContain('$200 deposit paid (demo_pi_')
    // The shopper gets the confirmation by e-mail.
    const mails = mailsTo('first.reserver@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain(`Subject: Your ${car.name} is reserved`)
    expect(mails[0]).toMatch(/deposit is paid and 100% refundable/)
    // Now nobody else can, and the page, paid, only leads to the confirmation.
    expect(await send(body(car.slug))).toMatchObject({ status: 409, body: { error: expect.stringContaining('someone else') } })
    const again = await page.press(answer.body.redirect, 'pay')
    expect(again.headers.get('location')).toBe(paying.headers.get('location'))
    expect((await reservationsOf(car.objectID))[0].history).toHaveLength(2)
  })

  test('20 shoppers racing for one car: exactly one reserves it, the others are told and not charged', async () => {
    const car = freshCar()
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(body(car.slug))))
    expect(answers.filter((a) => a.status === 202)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19)
    const docs = await reservationsOf(car.objectID)
    expect(docs).toHaveLength(1)
    expect(docs[0].status).toBe('pending-payment')
  })

  test('a declined card is said on the page and keeps it open; leaving the page frees the car, and it cannot be paid after', async () => {
    const car = freshCar()
    const answer = await send(body(car.slug))
    const declined = await page.press(answer.body.redirect, 'decline')
    expect(declined.status).toBe(303)
    const declinedPage = await page.open(new URL(declined.headers.get('location')!, answer.body.redirect).href)
    expect(declinedPage.status).toBe(200)
    expect(await declinedPage.text()).toContain(DEMO_PAGE_TEXT.declined)
    expect((await reservationsOf(car.objectID)).map((d) => d.status)).toEqual(['pending-payment'])
    expect((await indexed(car.slug)).reserved).toBe(true)

    // "Cancel and go back": the cancel link the page shows lets the hold go.
    const back = /href="([^"]+)">Cancel and go back/.exec(await (await page.open(answer.body.redirect)).text())![1].replace(/&amp;/g, '&')
    const left = await cancel(new Request(back, { headers: { host: HARBOUR } }))
    expect(left.headers.get('location')).toBe(`/cars/${car.slug}/checkout?cancelled=1`)
    expect((await reservationsOf(car.objectID)).map((d) => d.status)).toEqual(['payment-failed'])
    expect((await indexed(car.slug)).reserved).toBe(false)
    // The closed page only leads to the confirmation (which says the reservation ended); nothing is paid.
    const late = await page.press(answer.body.redirect, 'pay')
    expect(late.headers.get('location')).toBe(new URL(answer.body.confirmation, answer.body.redirect).href)
    expect((await reservationsOf(car.objectID)).map((d) => d.status)).toEqual(['payment-failed'])
    expect((await send(body(car.slug))).status).toBe(202)
  })

  test('the page refuses what it did not make: forged or altered sessions, other buttons, expired pages', async () => {
    const car = freshCar()
    const answer = await send(body(car.slug))
    const address = new URL(answer.body.redirect)
    const token = address.searchParams.get('session')!
    const other = createDemoPaymentProvider('another-secret')
    const forged = await other.startCheckout({
      amountCents: 1,
      description: 'x',
      idempotencyKey: 'k',
      reservationId: answer.body.reservation,
      tenantId: String(harbour.id),
      customerEmail: 'x@example.com',
      successUrl: `http://${HARBOUR}/`,
      cancelUrl: `http://${HARBOUR}/`,
      expiresAt: new Date('2030-01-01'),
    })
    for (const bad of [forged.ok ? forged.url : '', `${address.origin}${DEMO_PAYMENT_PATH}?session=${token.slice(0, -2)}xx`]) {
      expect((await page.open(bad)).status).toBe(404)
      expect((await page.press(bad, 'pay')).status).toBe(404)
    }
    expect((await page.press(answer.body.redirect, 'steal')).status).toBe(400)
    const lateDeps = paymentWebhookDeps({ ...paid, now: () => new Date(clock.getTime() + 40 * 60 * 1000), payments: demo })
    const lateView = demoPaymentPage(lateDeps)
    const expired = await lateView.open(answer.body.redirect)
    expect(expired.status).toBe(410)
    expect(await expired.text()).toContain(DEMO_PAGE_TEXT.expired)
    expect((await lateView.press(answer.body.redirect, 'pay')).status).toBe(410)
    expect((await reservationsOf(car.objectID)).map((d) => d.status)).toEqual(['pending-payment'])
    // With Stripe taking payments there is no demo page at all.
    const stripeLike = { ...demo, name: 'stripe', offline: false }
    expect((await demoPaymentPage(paymentWebhookDeps({ ...paid, payments: stripeLike })).open(answer.body.redirect)).status).toBe(404)
  })

  test('the same Idempotency-Key answers the first outcome and charges once', async () => {
    const car = freshCar()
    const key = randomUUID()
    const first = await send(body(car.slug), { key })
    const again = await send(body(car.slug), { key })
    expect(first.status).toBe(202)
    expect(again.status).toBe(200)
    expect(again.body.reservation).toBe(first.body.reservation)
    expect(again.body.redirect).toBe(first.body.redirect)
    expect(await reservationsOf(car.objectID)).toHaveLength(1)
  })

  test('bad input is a 400 naming the fields and writes nothing; other sites and unknown cars are refused', async () => {
    const car = freshCar()
    const bad = await send({ ...body(car.slug), email: 'nope', postcode: '20' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'postcode'])
    expect((await send(body(car.slug), { key: null })).status).toBe(400)
    expect(await reservationsOf(car.objectID)).toHaveLength(0)
    const foreign = records.find((r) => visibleTo(group)(r) && !visibleTo(harbour)(r))!
    expect((await send(body(foreign.slug))).status).toBe(404)
    expect((await send(body('no-such-car-1'))).status).toBe(404)
    expect((await send(body(car.slug), { host: 'nobody.example' })).status).toBe(404)
  })
})

describe('a site where reserving needs sign-in (gatedCheckout)', () => {
  test('a stranger is told to sign in (401 with the sign-in address) and nothing is written; a signed-in shopper reserves', async () => {
    expect(group.features.gatedCheckout).toBe(true)
    const car = records.find(reservable(group))!
    const GROUP_HOST = 'southern-cross-auto-group.localhost'
    const anonymous = await send(body(car.slug), { host: GROUP_HOST })
    expect(anonymous).toMatchObject({ status: 401, body: { error: expect.stringContaining('sign in') } })
    const signIn = new URL(anonymous.body.sign_in, 'http://x')
    expect(signIn.pathname).toBe('/sign-in')
    expect(signIn.searchParams.get('type')).toBe('checkout')
    expect(signIn.searchParams.get('redirect')).toBe(`/cars/${car.slug}/checkout`)
    expect(await reservationsOf(car.objectID)).toHaveLength(0)

    const { payload } = await testPayload()
    const shopper = await payload.create({
      collection: 'shoppers',
      data: {
        tenant: group.id as number,
        phone: `+614${String(Date.now()).slice(-8)}`,
        sessionVersion: 0,
        lastSignInAt: clock.toISOString(),
      },
      overrideAccess: true,
    })
    const signedIn = createReservationRoute({ ...routeDeps, shopperOf: async () => String(shopper.id) })
    const response = await signedIn(
      new Request(`http://${GROUP_HOST}/api/reserve`, {
        method: 'POST',
        headers: { host: GROUP_HOST, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(body(car.slug)),
      }),
    )
    expect(response.status).toBe(202)
    const [doc] = await reservationsOf(car.objectID)
    expect(doc).toMatchObject({ status: 'pending-payment', shopper: shopper.id })
  })
})

describe('Online Purchase (/checkout-journey)', () => {
  const GROUP_HOST = 'southern-cross-auto-group.localhost'
  const purchase = { payment: 'finance', handover: 'delivery', trade_in: { make: 'Mazda', model: 'CX-5', year: '2017', km: '98000' } }

  test('a site that does not sell online refuses the purchase; bad choices are a 400 naming them and write nothing', async () => {
    const car = freshCar()
    expect(harbour.features.onlinePurchase).toBe(false)
    expect(await send({ ...body(car.slug), purchase })).toMatchObject({
      status: 404,
      body: { error: 'This site does not sell cars online.' },
    })
    expect(await reservationsOf(car.objectID)).toHaveLength(0)
  })

  test('buying online always needs sign-in, even where reserving does not: a 401 pointing at the purchase page', async () => {
    const car = records.filter(reservable(group)).at(-3)!
    const openGroup = { ...group, features: { ...group.features, gatedCheckout: false } }
    const buy = createReservationRoute({ ...routeDeps, findTenant: async () => openGroup })
    const response = await buy(
      new Request(`http://${GROUP_HOST}/api/reserve`, {
        method: 'POST',
        headers: { host: GROUP_HOST, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ ...body(car.slug), purchase }),
      }),
    )
    expect(response.status).toBe(401)
    const signIn = new URL(((await response.json()) as { sign_in: string }).sign_in, 'http://x')
    expect(signIn.searchParams.get('type')).toBe('purchase')
    expect(signIn.searchParams.get('redirect')).toBe(`/checkout-journey?car_id=${car.slug}`)
    expect(await reservationsOf(car.objectID)).toHaveLength(0)
  })

  test('the order is held like a reservation and reaches the dealer as an "Online Purchase" lead with every choice', async () => {
    const cars = records.filter(reservable(group))
    const car = cars[cars.length - 2]
    const { payload } = await testPayload()
    const shopper = await payload.create({
      collection: 'shoppers',
      data: {
        tenant: group.id as number,
        phone: `+614${String(Date.now() + 7).slice(-8)}`,
        sessionVersion: 0,
        lastSignInAt: clock.toISOString(),
      },
      overrideAccess: true,
    })
    const buy = createReservationRoute({ ...routeDeps, shopperOf: async () => String(shopper.id) })
    const post = async (payload: unknown) => {
      const response = await buy(
        new Request(`http://${GROUP_HOST}/api/reserve`, {
          method: 'POST',
          headers: { host: GROUP_HOST, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(payload),
        }),
      )
      return { status: response.status, body: await response.json() }
    }
    const bad = await post({
      ...body(car.slug),
      purchase: { payment: 'barter', trade_in: { make: '', model: 'CX-5', year: 'old', km: '98000' } },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'purchase.handover',
      'purchase.payment',
      'purchase.trade_in.make',
      'purchase.trade_in.year',
    ])
    expect(await reservationsOf(car.objectID)).toHaveLength(0)

    const ordered = await post({ ...body(car.slug), purchase })
    expect(ordered.status).toBe(202)
    expect((await page.press(ordered.body.redirect, 'pay')).status).toBe(303)
    const [doc] = await reservationsOf(car.objectID)
    expect(doc).toMatchObject({ status: 'reserved', shopper: shopper.id })
    const leads = await payload.find({
      collection: 'lead-inbox',
      where: { and: [{ 'car.slug': { equals: car.slug } }, { category: { equals: 'Online Purchase' } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(leads.docs).toHaveLength(1)
    expect(leads.docs[0].message).toContain(
      'Bought online. Paying by: Car finance. Trade-in: 2017 Mazda CX-5, 98,000 km. Handover: Deliver to my address.',
    )
  })
})

describe('after the reservation', () => {
  test('a hold lapses after 48 hours and the car is available again', async () => {
    const car = freshCar()
    await reserveAndPay(body(car.slug))
    // The lapse job sees every site's holds (other test files' too): judge this car's alone.
    await lapseReservations(new Date(clock.getTime() + 47 * 3600 * 1000), (await testPayload()).payload)
    expect((await reservationsOf(car.objectID))[0].status).toBe('reserved')
    expect((await indexed(car.slug)).reserved).toBe(true)
    await lapseReservations(new Date(clock.getTime() + 48 * 3600 * 1000 + 1), (await testPayload()).payload)
    expect((await reservationsOf(car.objectID))[0].status).toBe('lapsed')
    expect((await indexed(car.slug)).reserved).toBe(false)
  })

  test('staff moves follow the reservation’s life: release frees the car, a final status cannot go back', async () => {
    const car = freshCar()
    await reserveAndPay(body(car.slug))
    const [doc] = await reservationsOf(car.objectID)
    const { payload } = await testPayload()
    await payload.update({ collection: 'reservations', id: doc.id, data: { status: 'released' }, overrideAccess: true })
    expect((await indexed(car.slug)).reserved).toBe(false)
    await expect(
      payload.update({ collection: 'reservations', id: doc.id, data: { status: 'reserved' }, overrideAccess: true }),
    ).rejects.toThrow(/cannot become reserved/)
    await payload.update({ collection: 'reservations', id: doc.id, data: { status: 'refunded' }, overrideAccess: true })
    const after = (await reservationsOf(car.objectID))[0]
    expect(after.history?.map((h) => h.status)).toEqual(['pending-payment', 'reserved', 'released', 'refunded'])
  })
})
