// Reserve a car online against the real database, search index and the demo payment
// provider: one winner among racing shoppers, declined cards leave the car available, holds lapse
// on time, staff moves follow the reservation's life, and the index says reserved while held.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type PaidDeps, type ReservationRouteDeps, createReservationRoute } from '@/src/api/reservations'
import { reserveDeps } from '@/src/app/api/reserve/paid-deps'
import { mailReservationConfirmation, moveReservation } from '@/src/cms/reservations'
import { lapseReservations } from '@/src/cms/reservation-lapses'
import { fileSender } from '@/src/providers/lead-delivery/mail'
import { setMailSender } from '@/src/providers/lead-delivery'
import { storeLead } from '@/src/cms/leads'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { verifyReservationRef } from '@/src/lib/reservation-ref'
import { DEMO_CARDS, createDemoPaymentProvider } from '@/src/providers/payments/demo'
import { findCarBySlug, findVehicleBySlug } from '@/src/search/engine'
import { type DemoStock, HARBOUR, loadDemoStock, visibleTo } from '../helpers/demo-stock'
import { testPayload } from '../helpers/payload'
import { peopleOf } from '../helpers/reservation-people'

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
let used = 0

beforeAll(async () => {
  await testPayload()
  setMailSender(fileSender(mailDir))
  ;({ harbour, group, records, reservable } = await loadDemoStock())
  const deps = reserveDeps({ ...paid, shopperOf: async () => null, payments: createDemoPaymentProvider(() => clock) })
  routeDeps = deps
  reserve = createReservationRoute(deps)
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

function body(slug: string, number?: string, email?: string) {
  const person = nextPerson()
  return {
    car_id: slug,
    name: 'Ann',
    last_name: 'Lee',
    email: email ?? person.email,
    phone: person.phone,
    postcode: '2000',
    card: { number: number ?? person.card, expiry: '12/30', cvc: '123', name: 'Ann Lee' },
  }
}

async function send(payload: unknown, options: { host?: string; key?: string | null } = {}) {
  const headers: Record<string, string> = { host: options.host ?? HARBOUR, 'content-type': 'application/json' }
  if (options.key !== null) headers['idempotency-key'] = options.key ?? randomUUID()
  const response = await reserve(
    new Request(`http://${headers.host}/api/reserve`, { method: 'POST', headers, body: JSON.stringify(payload) }),
  )
  return { status: response.status, body: await response.json() }
}

const indexed = async (slug: string) => (await findCarBySlug(slug, tenantInventoryFilter(harbour, clock)))!

async function reservationsOf(objectId: string) {
  const { payload } = await testPayload()
  return (await payload.find({ collection: 'reservations', where: { carObjectId: { equals: objectId } }, overrideAccess: true, depth: 0 }))
    .docs
}

describe('reserving a car online', () => {
  test('paid: reserved for 48 hours, the index says reserved, the confirmation address is signed', async () => {
    const car = freshCar()
    const answer = await send(body(car.slug, DEMO_CARDS.success, 'first.reserver@example.com'))
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ status: 'reserved', deposit: 200, hold_until: '2026-11-27T01:00:00.000Z' })
    const url = new URL(answer.body.confirmation, 'http://x')
    expect(url.pathname).toBe(`/cars/${car.slug}/checkout`)
    expect(verifyReservationRef(String(harbour.id), url.searchParams.get('reservation'), url.searchParams.get('ref'))).toBe(true)
    expect((await indexed(car.slug)).reserved).toBe(true)
    // The car page reads the stored vehicle: it says reserved too.
    expect((await findVehicleBySlug(car.slug, tenantInventoryFilter(harbour, clock)))!.vehicle!.reserved).toBe(true)
    const [doc] = await reservationsOf(car.objectID)
    expect(doc).toMatchObject({ status: 'reserved', amount: 200, provider: 'demo', paymentReference: expect.stringMatching(/^demo_/) })
    expect(doc.history?.map((h) => h.status)).toEqual(['pending-payment', 'reserved'])
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
    expect(leads.docs[0].message).toContain('$200 deposit paid (demo_')
    // The shopper gets the confirmation by e-mail.
    const mails = mailsTo('first.reserver@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain(`Subject: Your ${car.name} is reserved`)
    expect(mails[0]).toMatch(/deposit is paid and 100% refundable/)
    // Now nobody else can.
    expect(await send(body(car.slug))).toMatchObject({ status: 409, body: { error: expect.stringContaining('someone else') } })
  })

  test('20 shoppers racing for one car: exactly one reserves it, the others are told and not charged', async () => {
    const car = freshCar()
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(body(car.slug))))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19)
    const docs = await reservationsOf(car.objectID)
    expect(docs).toHaveLength(1)
    expect(docs[0].status).toBe('reserved')
  })

  test('a declined card leaves the car available and the reservation failed', async () => {
    const car = freshCar()
    const declined = await send(body(car.slug, DEMO_CARDS.declined))
    expect(declined).toMatchObject({ status: 400, body: { reason: 'declined', error: expect.stringContaining('declined') } })
    expect((await indexed(car.slug)).reserved).toBe(false)
    expect((await reservationsOf(car.objectID)).map((d) => d.status)).toEqual(['payment-failed'])
    expect((await send(body(car.slug))).status).toBe(201)
  })

  test('the same Idempotency-Key answers the first outcome and charges once', async () => {
    const car = freshCar()
    const key = randomUUID()
    const first = await send(body(car.slug), { key })
    const again = await send(body(car.slug), { key })
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.body.reservation).toBe(first.body.reservation)
    expect(await reservationsOf(car.objectID)).toHaveLength(1)
  })

  test('bad input is a 400 naming the fields and writes nothing; other sites and unknown cars are refused', async () => {
    const car = freshCar()
    const bad = await send({ ...body(car.slug), email: 'nope', card: { number: '1', expiry: 'x', cvc: '', name: '' } })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['card.cvc', 'card.expiry', 'card.name', 'card.number', 'email'])
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
    expect(response.status).toBe(201)
    const [doc] = await reservationsOf(car.objectID)
    expect(doc).toMatchObject({ status: 'reserved', shopper: shopper.id })
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

    expect((await post({ ...body(car.slug), purchase })).status).toBe(201)
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
    expect((await send(body(car.slug))).status).toBe(201)
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
    await send(body(car.slug))
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
