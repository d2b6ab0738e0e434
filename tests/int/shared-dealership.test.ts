import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { editorEmail } from '@/src/demo/site'
import { login, restClient } from '../helpers/rest'
import { TEST_PASSWORD, tenantBySlug, testPayload } from '../helpers/payload'

/**
 * A reservation made on one site holds the car on every site showing it, so
 * the staff of every such site see it and can release it; staff of a site that does not show the
 * car see nothing of it, and nobody moves a reservation to another site.
 */
const HCM = 'harbour-city-motors'
let payload: any
let config: any
const created: { tenants: (number | string)[]; users: (number | string)[] } = { tenants: [], users: [] }
let reservationId: number | string
let sharerToken: string

beforeAll(async () => {
  ;({ payload, config } = await testPayload())
  const hcm = await tenantBySlug(payload, HCM)
  const sharer = await payload.create({
    collection: 'tenants',
    data: {
      name: 'Harbour City Used',
      slug: 'harbour-city-used',
      domains: [{ domain: 'harbour-city-used.localhost' }],
      inventory: { dealerships: [HCM], ownedElsewhere: [HCM] },
    },
  })
  created.tenants.push(sharer.id)
  const user = await payload.create({
    collection: 'users',
    data: {
      email: 'editor@harbour-city-used.test',
      password: TEST_PASSWORD,
      name: 'Used editor',
      tenants: [{ tenant: sharer.id, roles: ['editor'] }],
    },
  })
  created.users.push(user.id)
  sharerToken = await login(config, 'editor@harbour-city-used.test', TEST_PASSWORD)
  const reservation = await payload.create({
    collection: 'reservations',
    overrideAccess: true,
    data: {
      tenant: hcm.id,
      status: 'reserved',
      holdUntil: new Date(Date.now() + 86_400_000).toISOString(),
      car: 'shared-dealership-car',
      carName: '2022 Mazda CX-5 Maxx',
      carObjectId: `${HCM}:shared-1`,
      name: 'Sam Shopper',
      email: 'sam@example.com',
      phone: '0412345678',
      amount: 200,
    },
  })
  reservationId = reservation.id
})

afterAll(async () => {
  await payload.delete({ collection: 'reservations', id: reservationId, overrideAccess: true })
  for (const id of created.users) await payload.delete({ collection: 'users', id })
  for (const id of created.tenants) await payload.delete({ collection: 'tenants', id })
})

describe('a reservation of a car two sites show', () => {
  test('knows its dealership', async () => {
    const doc = await payload.findByID({ collection: 'reservations', id: reservationId, depth: 0 })
    expect(doc.dealership).toBe(HCM)
  })

  test("the other site's staff see it and can release it; its history says who", async () => {
    const rest = restClient(config, sharerToken)
    const list = await rest.get(`reservations?where[carObjectId][equals]=${HCM}:shared-1`)
    expect(list.status).toBe(200)
    expect(list.json.docs.map((d: any) => d.id)).toEqual([reservationId])
    const released = await rest.patch(`reservations/${reservationId}`, { status: 'released' })
    expect(released.status).toBe(200)
    const doc = await payload.findByID({ collection: 'reservations', id: reservationId, depth: 0 })
    expect(doc.status).toBe('released')
    expect(doc.history.at(-1)).toMatchObject({ status: 'released', note: 'Changed by editor@harbour-city-used.test' })
  })

  test('it stays with the site it was made on', async () => {
    const rest = restClient(config, sharerToken)
    const moved = await rest.patch(`reservations/${reservationId}`, { tenant: created.tenants[0] })
    expect(moved.status).toBe(403)
    const doc = await payload.findByID({ collection: 'reservations', id: reservationId, depth: 0 })
    expect(String(doc.tenant)).toBe(String((await tenantBySlug(payload, HCM)).id))
  })

  test('staff of a site that does not show the car see nothing of it and cannot change it', async () => {
    const rest = restClient(config, await login(config, editorEmail('red-centre-caravans'), TEST_PASSWORD))
    const list = await rest.get(`reservations?where[carObjectId][equals]=${HCM}:shared-1`)
    expect(list.json.totalDocs).toBe(0)
    expect([403, 404]).toContain((await rest.get(`reservations/${reservationId}`)).status)
    expect([403, 404]).toContain((await rest.patch(`reservations/${reservationId}`, { status: 'sold' })).status)
  })
})
