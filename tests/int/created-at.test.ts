// When a lead arrived and when a reservation was made are records, not
// settings: a dealer's staff could move them (PATCH with another createdAt) through the REST API
// (and so GraphQL and the admin, which save through the same operation). Now an update keeps the
// stored time, whatever it sends.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { login, restClient } from '../helpers/rest'
import { TEST_PASSWORD, tenantBySlug, testPayload } from '../helpers/payload'

let payload: Payload
let config: any
let token: string
let tenant: number | string

const BACKDATED = '2020-01-01T00:00:00.000Z'

beforeAll(async () => {
  ;({ payload, config } = await testPayload())
  tenant = (await tenantBySlug(payload, 'harbour-city-motors')).id
  const email = 'created-at-admin@staff.test'
  await payload.create({
    collection: 'users',
    data: { email, password: TEST_PASSWORD, name: 'Tenant Admin', tenants: [{ tenant, roles: ['tenant-admin'] }] } as never,
  })
  token = await login(config, email, TEST_PASSWORD)
})

const fixtures = {
  'lead-inbox': () => ({
    data: { tenant, form: 'contact', name: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '0412345678', postcode: '2000' },
    change: { status: 'contacted' },
  }),
  reservations: () => ({
    data: {
      tenant,
      status: 'released',
      car: `created-at-${Date.now()}`,
      carName: 'A car',
      carObjectId: `created-at:${Date.now()}`,
      name: 'Ann',
      email: 'ann@example.com',
      phone: '0412345678',
      amount: 0,
    },
    change: { holdUntil: null },
  }),
}

describe('staff cannot change when a lead or a reservation was created', () => {
  test.each(Object.keys(fixtures) as (keyof typeof fixtures)[])('%s: a PATCH with another createdAt keeps the stored one', async (slug) => {
    const { data, change } = fixtures[slug]()
    const doc = (await payload.create({ collection: slug, data: data as never })) as { id: number; createdAt: string }
    const rest = restClient(config, token)
    const res = await rest.patch(`${slug}/${doc.id}`, { ...change, createdAt: BACKDATED })
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(500)
    const stored = (await payload.findByID({ collection: slug, id: doc.id, depth: 0 })) as { createdAt: string }
    expect(stored.createdAt).toBe(doc.createdAt)
    // Sent on its own, and in a bulk update by where, it changes nothing either.
    await rest.patch(`${slug}/${doc.id}`, { createdAt: BACKDATED })
    await rest.patch(`${slug}?where[id][equals]=${doc.id}`, { createdAt: BACKDATED })
    expect(((await payload.findByID({ collection: slug, id: doc.id, depth: 0 })) as { createdAt: string }).createdAt).toBe(doc.createdAt)
  })

  test('through GraphQL too', async () => {
    const doc = (await payload.create({ collection: 'lead-inbox', data: fixtures['lead-inbox']().data as never })) as {
      id: number
      createdAt: string
    }
    await restClient(config, token).graphql(`mutation { updateLeadInbox(id: ${doc.id}, data: { createdAt: "${BACKDATED}" }) { id } }`)
    expect(((await payload.findByID({ collection: 'lead-inbox', id: doc.id, depth: 0 })) as { createdAt: string }).createdAt).toBe(
      doc.createdAt,
    )
  })

  test('the server’s own code (Local API, no user) may still set it, e.g. to repair data', async () => {
    const doc = (await payload.create({ collection: 'lead-inbox', data: fixtures['lead-inbox']().data as never })) as { id: number }
    await payload.update({ collection: 'lead-inbox', id: doc.id, data: { createdAt: BACKDATED } as never })
    expect(((await payload.findByID({ collection: 'lead-inbox', id: doc.id, depth: 0 })) as { createdAt: string }).createdAt).toBe(
      BACKDATED,
    )
  })
})
