// Working a lead in the dealer's inbox, against the real database and the seeded demo dealers:
// assigning it only to its own dealer's staff, the first-contact and close times the server
// stamps, the new-lead count each signed-in user sees, and the filter bar's redirect and the
// export that follows the list's filter.
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { NOT_THIS_DEALERS_STAFF } from '@/collections/Leads/hooks/lead-workflow'
import { countNewLeads, leadPanelFor } from '@/src/cms/lead-inbox'
import { LeadsNavLink } from '@/src/components/admin/LeadsNavLink'
import { PLATFORM_ADMIN_EMAIL, editorEmail } from '@/src/demo/site'
import { DASHBOARD_TIME_ZONE } from '@/src/domain/admin/dashboard'
import { inboxWhere, whereQueryString } from '@/src/domain/leads/inbox-filter'
import { TEST_PASSWORD, tenantBySlug, testPayload, userByEmail } from '../helpers/payload'
import { login, restClient } from '../helpers/rest'

const A = 'harbour-city-motors'
const B = 'southern-cross-auto-group'

let payload: Payload
let config: any
let tenantA: { id: number }
let tenantB: { id: number }
let editorA: any
let editorB: any
let adminA: any
let colleagueA: any
let platformAdmin: any

async function staff(email: string, tenant: number, role: 'tenant-admin' | 'editor') {
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  if (existing.docs[0]) return { ...existing.docs[0], collection: 'users' as const }
  const user = await payload.create({
    collection: 'users',
    data: { email, password: TEST_PASSWORD, name: email.split('@')[0], tenants: [{ tenant, roles: [role] }] } as never,
  })
  return { ...user, collection: 'users' as const }
}

let seq = 0
async function leadOf(tenant: number, extra: Record<string, unknown> = {}) {
  seq += 1
  return payload.create({
    collection: 'lead-inbox',
    data: {
      tenant,
      form: 'enquiry',
      name: 'Ann',
      lastName: 'Lee',
      email: `workflow-${Date.now()}-${seq}@example.com`,
      phone: '0412345678',
      postcode: '2000',
      ...extra,
    } as never,
  })
}

const stored = (id: number) => payload.findByID({ collection: 'lead-inbox', id, depth: 0 })

beforeAll(async () => {
  ;({ payload, config } = await testPayload())
  tenantA = (await tenantBySlug(payload, A)) as never
  tenantB = (await tenantBySlug(payload, B)) as never
  editorA = await userByEmail(payload, editorEmail(A))
  editorB = await userByEmail(payload, editorEmail(B))
  platformAdmin = await userByEmail(payload, PLATFORM_ADMIN_EMAIL)
  adminA = await staff(`manager@${A}.test`, tenantA.id, 'tenant-admin')
  colleagueA = await staff(`sales@${A}.test`, tenantA.id, 'editor')
})

describe('assigning a lead', () => {
  test('to another dealer’s staff is refused with a readable message, and nothing is written (REST and Local API)', async () => {
    const lead = await leadOf(tenantA.id)
    const rest = restClient(config, await login(config, adminA.email, TEST_PASSWORD))
    const res = await rest.patch(`lead-inbox/${lead.id}`, { assignedTo: editorB.id, status: 'contacted', notes: 'Passed on' })
    expect(res.status).toBe(400)
    expect(res.json.errors[0].data.errors).toEqual([expect.objectContaining({ path: 'assignedTo', message: NOT_THIS_DEALERS_STAFF })])
    for (const user of [editorA, adminA]) {
      await expect(
        payload.update({ collection: 'lead-inbox', id: lead.id, data: { assignedTo: editorB.id } as never, user, overrideAccess: false }),
      ).rejects.toThrow(/invalid/i)
    }
    // The rule is the server's, not the access layer's: it holds for the server's own writes too.
    await expect(
      payload.update({ collection: 'lead-inbox', id: lead.id, data: { assignedTo: platformAdmin.id } as never }),
    ).rejects.toThrow()
    await expect(payload.update({ collection: 'lead-inbox', id: lead.id, data: { assignedTo: 999_999 } as never })).rejects.toThrow()
    const after = await stored(lead.id)
    expect(after).toMatchObject({ assignedTo: null, status: 'new', notes: null, firstContactedAt: null, updatedAt: lead.updatedAt })
  })

  test('to the dealer’s own staff is accepted: a tenant admin hands it on, an editor takes it', async () => {
    const lead = await leadOf(tenantA.id)
    const rest = restClient(config, await login(config, adminA.email, TEST_PASSWORD))
    const res = await rest.patch(`lead-inbox/${lead.id}`, { assignedTo: colleagueA.id })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect((await stored(lead.id)).assignedTo).toBe(colleagueA.id)

    const editor = restClient(config, await login(config, editorEmail(A), TEST_PASSWORD))
    expect((await editor.patch(`lead-inbox/${lead.id}`, { assignedTo: editorA.id })).status).toBe(200)
    expect((await stored(lead.id)).assignedTo).toBe(editorA.id)
    // Unassigning is always allowed.
    expect((await editor.patch(`lead-inbox/${lead.id}`, { assignedTo: null })).status).toBe(200)
    expect((await stored(lead.id)).assignedTo).toBeNull()
  })

  test('an editor works a lead assigned to a colleague they may not read (status, notes) without tripping over the assignee', async () => {
    const lead = await leadOf(tenantA.id)
    await payload.update({
      collection: 'lead-inbox',
      id: lead.id,
      data: { assignedTo: colleagueA.id } as never,
      user: adminA,
      overrideAccess: false,
    })
    const editor = restClient(config, await login(config, editorEmail(A), TEST_PASSWORD))
    const res = await editor.patch(`lead-inbox/${lead.id}`, { status: 'won', notes: 'Sold', assignedTo: colleagueA.id })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(await stored(lead.id)).toMatchObject({ status: 'won', notes: 'Sold', assignedTo: colleagueA.id })
    // Reading the lead does not hand the editor their colleague's account either.
    const read = await editor.get(`lead-inbox/${lead.id}?depth=1`)
    expect(read.json.assignedTo).toBe(colleagueA.id)
  })

  test('editing many leads at once: each lead is checked, so only those of the assignee’s dealer change', async () => {
    const [own, other] = [await leadOf(tenantA.id), await leadOf(tenantB.id)]
    const result = await payload.update({
      collection: 'lead-inbox',
      where: { id: { in: [own.id, other.id] } },
      data: { assignedTo: colleagueA.id } as never,
      user: platformAdmin,
      overrideAccess: false,
    })
    expect(result.docs.map((d) => d.id)).toEqual([own.id])
    expect(result.errors).toEqual([expect.objectContaining({ id: other.id })])
    expect((await stored(own.id)).assignedTo).toBe(colleagueA.id)
    expect((await stored(other.id)).assignedTo).toBeNull()
  })

  test('the picker offers only the lead’s dealer’s staff', async () => {
    const field = config.collections.find((c: any) => c.slug === 'lead-inbox').flattenedFields.find((f: any) => f.name === 'assignedTo')
    const where = await field.filterOptions({ data: { tenant: tenantA.id }, user: adminA })
    const offered = await payload.find({ collection: 'users', where, limit: 0, depth: 0 })
    const emails = offered.docs.map((u) => u.email)
    expect(emails).toEqual(expect.arrayContaining([editorEmail(A), adminA.email, colleagueA.email]))
    expect(emails).not.toContain(editorEmail(B))
    expect(emails).not.toContain(PLATFORM_ADMIN_EMAIL)
    // Editing many leads at once: the staff of the user's own dealers (each lead is still checked on save).
    expect(await field.filterOptions({ data: {}, user: adminA })).toEqual({ 'tenants.tenant': { in: [String(tenantA.id)] } })
    expect(await field.filterOptions({ data: {}, user: { id: 0, tenants: [] } })).toBe(false)
  })
})

describe('the lead’s work panel', () => {
  test('call and reply links for the lead, signed with the dealer read as the user; "Assign to me" only for its own staff', async () => {
    const lead = await leadOf(tenantA.id, { phone: '0412 345 678', car: { name: '2021 Kia Rio S', slug: 'kia-rio', stockNumber: 'K1' } })
    const mine = await leadPanelFor(payload, { ...editorA, name: 'Sam Jones' }, lead)
    expect(mine.call).toEqual({ href: 'tel:+61412345678', label: '0412 345 678' })
    const reply = new URL(mine.replyHref!)
    expect(reply.protocol).toBe('mailto:')
    expect(decodeURIComponent(reply.pathname)).toBe(lead.email)
    expect(reply.searchParams.get('subject')).toBe('Your enquiry about the 2021 Kia Rio S (stock number K1) · Harbour City Motors')
    expect(reply.searchParams.get('body')).toMatch(/^Hi Ann,\r\n[\s\S]*\r\nSam Jones\r\nHarbour City Motors$/)
    expect(mine.takerId).toBe(editorA.id)
    // A platform admin works on no dealer site: they may set the status, not take the lead.
    expect((await leadPanelFor(payload, platformAdmin, lead)).takerId).toBeNull()
    // An erased lead has nobody to call or write to.
    const erased = await leadPanelFor(payload, editorA, { ...lead, phone: '-', email: 'erased@erased.invalid' })
    expect(erased).toMatchObject({ call: null, replyHref: null })
  })
})

describe('status times', () => {
  test('first contact and close are stamped by the server from the status, whatever is sent', async () => {
    const lead = await leadOf(tenantA.id)
    const rest = restClient(config, await login(config, editorEmail(A), TEST_PASSWORD))
    const forged = '2020-01-01T00:00:00.000Z'
    expect((await rest.patch(`lead-inbox/${lead.id}`, { notes: 'Looked', firstContactedAt: forged, closedAt: forged })).status).toBe(200)
    expect(await stored(lead.id)).toMatchObject({ firstContactedAt: null, closedAt: null })

    expect((await rest.patch(`lead-inbox/${lead.id}`, { status: 'contacted' })).status).toBe(200)
    const contacted = await stored(lead.id)
    expect(Date.now() - Date.parse(contacted.firstContactedAt!)).toBeLessThan(60_000)
    expect(contacted.closedAt).toBeNull()

    expect((await rest.patch(`lead-inbox/${lead.id}`, { status: 'won' })).status).toBe(200)
    const won = await stored(lead.id)
    expect(won.firstContactedAt).toBe(contacted.firstContactedAt)
    expect(won.closedAt).not.toBeNull()

    expect((await rest.patch(`lead-inbox/${lead.id}`, { status: 'contacted' })).status).toBe(200)
    expect(await stored(lead.id)).toMatchObject({ firstContactedAt: contacted.firstContactedAt, closedAt: null })
  })
})

describe('the new-lead count in the navigation', () => {
  const newOf = async (tenant?: number) =>
    (
      await payload.count({
        collection: 'lead-inbox',
        where: {
          and: [{ status: { equals: 'new' } }, { spam: { not_equals: true } }, ...(tenant ? [{ tenant: { equals: tenant } }] : [])],
        },
      })
    ).totalDocs

  test('each user counts their own dealer’s new leads, spam left out; a platform admin counts all', async () => {
    await leadOf(tenantA.id)
    await leadOf(tenantA.id, { spam: true, spamReason: 'test' })
    await leadOf(tenantB.id)
    const inA = await newOf(tenantA.id)
    const inB = await newOf(tenantB.id)
    expect(inA).toBeGreaterThan(0)
    expect(inB).toBeGreaterThan(0)
    expect(await countNewLeads(payload, editorA)).toBe(inA)
    expect(await countNewLeads(payload, adminA)).toBe(inA)
    expect(await countNewLeads(payload, editorB)).toBe(inB)
    expect(await countNewLeads(payload, platformAdmin)).toBe(await newOf())
    expect(await countNewLeads(payload, null)).toBe(0)

    const lead = await leadOf(tenantA.id)
    expect(await countNewLeads(payload, editorA)).toBe(inA + 1)
    await payload.update({
      collection: 'lead-inbox',
      id: lead.id,
      data: { status: 'contacted' } as never,
      user: editorA,
      overrideAccess: false,
    })
    expect(await countNewLeads(payload, editorA)).toBe(inA)
    expect(await countNewLeads(payload, editorB)).toBe(inB)
  })

  test('the link shows the count as a badge, and no badge when there is none', async () => {
    const nav = async (user: unknown) => renderToStaticMarkup((await LeadsNavLink({ payload, user } as never))!)
    await leadOf(tenantA.id)
    const html = await nav(editorA)
    expect(html).toContain('href="/admin/collections/lead-inbox?where%5Bor%5D%5B0%5D%5Band%5D%5B0%5D%5Bstatus%5D%5Bequals%5D=new"')
    expect(html.replace(/<[^>]+>/g, '')).toBe(`New leads${await countNewLeads(payload, editorA)} new`)
    const nobody = await staff(`new-hire@${A}.test`, tenantA.id, 'editor')
    await payload.update({ collection: 'users', id: nobody.id, data: { tenants: [] } as never })
    const empty = await nav({ ...nobody, tenants: [] })
    expect(empty).not.toContain('new-leads-count')
    expect(empty.replace(/<[^>]+>/g, '')).toBe('New leads')
  })
})

describe('filters', () => {
  test('the filter form lands on the list with the matching where query', async () => {
    const rest = restClient(config, await login(config, editorEmail(A), TEST_PASSWORD))
    const res = await rest.get('lead-inbox/filter?status=new&form=test-drive&car=K1&range=bogus')
    expect(res.status).toBe(303)
    const location = res.headers.get('location')!
    expect(location.startsWith('/admin/collections/lead-inbox?')).toBe(true)
    const expected = whereQueryString(inboxWhere({ status: 'new', form: 'test-drive', car: 'K1' }, new Date(), DASHBOARD_TIME_ZONE))
    expect(location).toBe(`/admin/collections/lead-inbox?${expected}`)
    expect((await rest.get('lead-inbox/filter?status=all')).headers.get('location')).toBe('/admin/collections/lead-inbox')
  })

  test('the list and the export follow the filter, within the user’s own dealer', async () => {
    const stock = `WF${Date.now()}`
    const mine = await leadOf(tenantA.id, { car: { name: '2021 Kia Rio S', slug: 'kia-rio', stockNumber: stock } })
    await leadOf(tenantA.id, { form: 'contact' })
    const theirs = await leadOf(tenantB.id, { car: { name: '2021 Kia Rio S', slug: 'kia-rio', stockNumber: stock } })
    const query = whereQueryString(inboxWhere({ status: 'new', car: stock, range: 'today' }, new Date(), DASHBOARD_TIME_ZONE))
    const rest = restClient(config, await login(config, editorEmail(A), TEST_PASSWORD))

    const list = await rest.get(`lead-inbox?depth=0&limit=100&${query}`)
    expect(list.status).toBe(200)
    expect(list.json.docs.map((d: { id: number }) => d.id)).toEqual([mine.id])

    const csv = await rest.get(`lead-inbox/export.csv?${query}`)
    expect(csv.status).toBe(200)
    const rows = (csv.json.raw as string).split('\r\n').filter(Boolean)
    expect(rows).toHaveLength(2)
    expect(rows[1]).toContain(mine.email)
    expect(csv.json.raw).not.toContain(theirs.email)

    const byName = whereQueryString(inboxWhere({ car: 'kia rio' }, new Date(), DASHBOARD_TIME_ZONE))
    const named = (await rest.get(`lead-inbox/export.csv?${byName}`)).json.raw as string
    expect(named).toContain(mine.email)
    expect(named).not.toContain(theirs.email)
  })

  test('an export filter that cannot be used is a 400 with a message, not a 500', async () => {
    const rest = restClient(config, await login(config, editorEmail(A), TEST_PASSWORD))
    for (const query of ['where[nope][equals]=1', 'where[status][bogus_operator]=new', 'where=text', 'where[tenant.secret][equals]=1']) {
      const res = await rest.get(`lead-inbox/export.csv?${query}`)
      expect(res.status, query).toBe(400)
      expect(res.json.errors[0].message).toMatch(/filter|where/)
    }
  })
})
