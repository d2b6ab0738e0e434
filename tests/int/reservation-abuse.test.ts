// Reserving cars under abuse against the real database, search index and the demo payment
// provider: one person cannot hold every car, and parallel retries of one reservation answer its
// first outcome with one payment page.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { type PaidDeps, type ReservationRouteDeps, createReservationRoute } from '@/src/api/reservations'
import { paymentWebhookDeps, reserveDeps } from '@/src/app/api/reserve/paid-deps'
import { storeLead } from '@/src/cms/leads'
import { moveReservation } from '@/src/cms/reservations'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { MAX_ACTIVE_HOLDS } from '@/src/domain/reservations/hold-limit'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { createDemoPaymentProvider } from '@/src/providers/payments/demo'
import { HARBOUR, loadDemoStock } from '../helpers/demo-stock'
import { testPayload } from '../helpers/payload'
import { type Person, peopleOf } from '../helpers/reservation-people'
import { demoPaymentPage } from '../helpers/demo-payment'

const clock = new Date('2026-11-25T05:00:00Z')
const paid: PaidDeps = {
  move: (id, change, note) => moveReservation(id, change, note),
  notify: async (tenant, lead, id) => void (await storeLead(tenant, lead, `reservation-${id}`)),
  confirm: async () => {},
  now: () => clock,
}
let harbour: TenantConfig
let cars: SearchRecord[]
let deps: ReservationRouteDeps
let page: ReturnType<typeof demoPaymentPage>
let reserve: (request: Request) => Promise<Response>

beforeAll(async () => {
  await testPayload()
  const stock = await loadDemoStock()
  harbour = stock.harbour
  // From the middle of Harbour City's reservable cars: reservations.test takes from the front, stripe-reservations from the end.
  const reservable = stock.records.filter(stock.reservable(harbour))
  cars = reservable.slice(Math.floor(reservable.length / 2))
  const demo = createDemoPaymentProvider('abuse-test-secret')
  deps = reserveDeps({ ...paid, shopperOf: async () => null, payments: demo })
  page = demoPaymentPage(paymentWebhookDeps({ ...paid, payments: demo }))
  reserve = createReservationRoute(deps)
})

let used = 0
const freshCar = () => cars[used++]

/** Someone new: an e-mail and mobile nobody else uses. */
const person = peopleOf(72)

const body = (slug: string, who: Person) => ({
  car_id: slug,
  name: 'Sam',
  last_name: 'Hold',
  email: who.email,
  phone: who.phone,
  postcode: '2000',
})

async function send(payload: unknown, options: { key?: string; route?: (request: Request) => Promise<Response> } = {}) {
  const response = await (options.route ?? reserve)(
    new Request(`http://${HARBOUR}/api/reserve`, {
      method: 'POST',
      headers: { host: HARBOUR, 'content-type': 'application/json', 'idempotency-key': options.key ?? randomUUID() },
      body: JSON.stringify(payload),
    }),
  )
  return { status: response.status, body: await response.json() }
}

async function reservationsOf(objectId: string) {
  const { payload } = await testPayload()
  return (await payload.find({ collection: 'reservations', where: { carObjectId: { equals: objectId } }, overrideAccess: true, depth: 0 }))
    .docs
}

const LIMIT_MESSAGE = `You already have ${MAX_ACTIVE_HOLDS} cars on hold with us, the most one person can hold at once. Please call us if you would like to reserve another.`

describe('one person cannot hold every car (item 13)', () => {
  test.each([
    ['e-mail (in any case)', (n: number, first: Person) => ({ ...person(), email: n % 2 ? first.email.toUpperCase() : first.email })],
    [
      'mobile (however it is written)',
      (n: number, first: Person) => ({ ...person(), phone: n % 2 ? `+61 ${first.phone.slice(1)}` : first.phone }),
    ],
  ])('the same %s holds at most the limit; the next is refused with the reason and writes nothing', async (_what, same) => {
    const first = person()
    const answers = []
    for (let n = 0; n <= MAX_ACTIVE_HOLDS; n++) answers.push(await send(body(freshCar().slug, n === 0 ? first : same(n, first))))
    expect(answers.slice(0, MAX_ACTIVE_HOLDS).map((a) => a.status)).toEqual(Array(MAX_ACTIVE_HOLDS).fill(202))
    const refused = answers.at(-1)!
    expect(refused).toMatchObject({ status: 409, body: { error: LIMIT_MESSAGE, reason: 'hold-limit' } })
    expect(await reservationsOf(cars[used - 1].objectID)).toEqual([])
  })

  test('a signed-in shopper holds at most the limit, whatever details they type', async () => {
    const { payload } = await testPayload()
    const shopper = await payload.create({
      collection: 'shoppers',
      data: { tenant: harbour.id as number, phone: '+61413072999', sessionVersion: 0, lastSignInAt: clock.toISOString() },
      overrideAccess: true,
    })
    const route = createReservationRoute({ ...deps, shopperOf: async () => String(shopper.id) })
    const statuses = []
    for (let n = 0; n <= MAX_ACTIVE_HOLDS; n++) statuses.push((await send(body(freshCar().slug, person()), { route })).status)
    expect(statuses).toEqual([...Array(MAX_ACTIVE_HOLDS).fill(202), 409])
  })

  test('on a site that takes no deposit (no payment page at all), the e-mail still counts', async () => {
    const free = { ...harbour, reservation: { ...harbour.reservation, depositAmount: 0 } }
    const route = createReservationRoute({ ...deps, findTenant: async () => free })
    const who = person()
    const statuses = []
    for (let n = 0; n <= MAX_ACTIVE_HOLDS; n++)
      statuses.push((await send(body(freshCar().slug, { ...person(), email: who.email }), { route })).status)
    expect(statuses).toEqual([...Array(MAX_ACTIVE_HOLDS).fill(201), 409])
  })

  test('parallel reservations by one person cannot pass the limit', async () => {
    const who = person()
    const six = Array.from({ length: 6 }, () => freshCar())
    const answers = await Promise.all(six.map((car) => send(body(car.slug, { ...person(), email: who.email }))))
    expect(answers.filter((a) => a.status === 202)).toHaveLength(MAX_ACTIVE_HOLDS)
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.reason)).toEqual(Array(6 - MAX_ACTIVE_HOLDS).fill('hold-limit'))
  })

  test('a hold that ended no longer counts: after a payment page left unpaid or a release the person may reserve again', async () => {
    const who = person()
    const unpaid = await send(body(freshCar().slug, who))
    await moveReservation(unpaid.body.reservation, { status: 'payment-failed' }, 'The shopper left the payment page without paying')
    const held = []
    for (let n = 0; n < MAX_ACTIVE_HOLDS; n++) held.push(await send(body(freshCar().slug, who)))
    expect(held.map((a) => a.status)).toEqual(Array(MAX_ACTIVE_HOLDS).fill(202))
    expect((await send(body(freshCar().slug, who))).status).toBe(409)
    // The first is paid for, then released by staff.
    expect((await page.press(held[0].body.redirect, 'pay')).status).toBe(303)
    const { payload } = await testPayload()
    await payload.update({
      collection: 'reservations',
      id: Number(held[0].body.reservation),
      data: { status: 'released' },
      overrideAccess: true,
    })
    expect((await send(body(freshCar().slug, who))).status).toBe(202)
  })
})

describe('parallel retries of one reservation (item 15)', () => {
  test('eight copies of one request at once: one reservation, one payment page, every answer the first outcome', async () => {
    const car = freshCar()
    const key = randomUUID()
    const sent = body(car.slug, person())
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(sent, { key })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 202])
    const first = answers.find((a) => a.status === 202)!.body
    expect(first.status).toBe('pending-payment')
    for (const answer of answers)
      expect(answer.body).toMatchObject({
        reservation: first.reservation,
        status: 'pending-payment',
        deposit: first.deposit,
        redirect: first.redirect,
      })
    expect(await reservationsOf(car.objectID)).toHaveLength(1)
  })
})
