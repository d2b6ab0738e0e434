// Reserving cars under abuse (issue 72, items 13 and 15) against the real database, search
// index and demo card provider: one person cannot hold every car, and parallel retries of one
// reservation answer its first outcome and charge once.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { type PaidDeps, createReservationRoute } from '@/src/api/reservations'
import { reserveDeps } from '@/src/app/api/reserve/paid-deps'
import { storeLead } from '@/src/cms/leads'
import { moveReservation } from '@/src/cms/reservations'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import type { CardPaymentProvider } from '@/src/providers/payments/types'
import { createDemoPaymentProvider } from '@/src/providers/payments/demo'
import { HARBOUR, loadDemoStock, visibleTo } from '../helpers/demo-stock'
import { testPayload } from '../helpers/payload'

const clock = new Date('2026-11-25T05:00:00Z')
const paid: PaidDeps = {
  move: (id, change, note) => moveReservation(id, change, note),
  notify: async (tenant, lead, id) => void (await storeLead(tenant, lead, `reservation-${id}`)),
  confirm: async () => {},
  now: () => clock,
}
let cars: SearchRecord[]
let charges = 0
let reserve: (request: Request) => Promise<Response>

beforeAll(async () => {
  await testPayload()
  const stock = await loadDemoStock()
  const { harbour } = stock
  // From the middle of Harbour City's reservable cars: reservations.test takes from the front, stripe-reservations from the end.
  const reservable = stock.records.filter(
    (r) => visibleTo(harbour)(r) && r.status === 'in_stock' && !r.sold && !r.reserved && (r.price ?? 0) > 200,
  )
  cars = reservable.slice(Math.floor(reservable.length / 2))
  const demo = createDemoPaymentProvider(() => clock)
  const counted: CardPaymentProvider = {
    ...demo,
    charge: async (input) => {
      charges++
      return demo.charge(input)
    },
  }
  const deps = reserveDeps({ ...paid, shopperOf: async () => null, payments: counted })
  reserve = createReservationRoute(deps)
})

let used = 0
const freshCar = () => cars[used++]

/** A card number of its own that passes the Luhn check (the demo provider charges it). */
function card(n: number): string {
  const body = `4111${String(n).padStart(11, '0')}`
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i])
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return `${body}${(10 - (sum % 10)) % 10}`
}

let people = 0
/** Someone new: an e-mail, mobile and card nobody else in this file uses. */
function person() {
  const n = ++people
  return { email: `holder-${n}@example.com`, phone: `0413 072 ${String(n).padStart(3, '0')}`, card: card(7200 + n) }
}

const body = (slug: string, who: { email: string; phone: string; card: string }) => ({
  car_id: slug,
  name: 'Sam',
  last_name: 'Hold',
  email: who.email,
  phone: who.phone,
  postcode: '2000',
  card: { number: who.card, expiry: '12/30', cvc: '123', name: 'Sam Hold' },
})

async function send(payload: unknown, options: { key?: string } = {}) {
  const response = await reserve(
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

describe('parallel retries of one reservation (item 15)', () => {
  test('eight copies of one request at once: one reservation, one charge, every answer the first outcome', async () => {
    const car = freshCar()
    const key = randomUUID()
    const sent = body(car.slug, person())
    const before = charges
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(sent, { key })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201])
    const first = answers.find((a) => a.status === 201)!.body
    expect(first.status).toBe('reserved')
    for (const answer of answers)
      expect(answer.body).toMatchObject({ reservation: first.reservation, status: 'reserved', deposit: first.deposit })
    expect(charges - before).toBe(1)
    expect(await reservationsOf(car.objectID)).toHaveLength(1)
  })
})
