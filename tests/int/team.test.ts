// Staff per location against the seeded demo dealers: what the site reads (visible members of its
// own dealer only), what the CMS refuses (another dealer's location, a number no one can dial), and
// the team pages' lookup.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { requireTeam, siteTeams } from '@/src/app/(site)/[host]/teams/load'
import { getLocations } from '@/src/cms/locations'
import { getTeam } from '@/src/cms/team'
import { getTenantByHost } from '@/src/cms/tenants'
import { TeamGrid } from '@/src/components/team/TeamGrid'
import { editorEmail } from '@/src/demo/site'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { login, restClient } from '../helpers/rest'
import { TEST_PASSWORD, testPayload, userByEmail } from '../helpers/payload'

const HARBOUR = 'harbour-city-motors.localhost'
const GROUP = 'southern-cross-auto-group.localhost'
/** Seeded hidden (on leave): in the database, never on the site. */
const HIDDEN = 'Grace Kowalski'

let payload: Payload
let config: any
let harbour: TenantConfig
let group: TenantConfig
let editorA: any
let tokenA: string

beforeAll(async () => {
  ;({ payload, config } = await testPayload())
  harbour = (await getTenantByHost(HARBOUR))!
  group = (await getTenantByHost(GROUP))!
  editorA = await userByEmail(payload, editorEmail('harbour-city-motors'))
  tokenA = await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD)
})

const membersOf = async (tenant: TenantConfig) =>
  (await payload.find({ collection: 'team-members', where: { tenant: { equals: tenant.id } }, limit: 0, depth: 0 })).docs
const locationAt = async (tenant: TenantConfig) => (await getLocations(tenant))[0]

describe('the site reads its own visible staff', () => {
  test('each dealer sees only its own members, and none the editor hid', async () => {
    const stored = await membersOf(harbour)
    expect(stored.map((m) => m.name)).toContain(HIDDEN)
    const shown = await getTeam(harbour)
    expect(shown.map((m) => m.name)).not.toContain(HIDDEN)
    expect(shown).toHaveLength(stored.filter((m) => m.visible !== false).length)
    const ownLocations = new Set((await getLocations(harbour)).map((l) => String(l.id)))
    expect(shown.every((m) => ownLocations.has(m.locationId))).toBe(true)
    const theirs = await getTeam(group)
    expect(theirs.length).toBeGreaterThan(0)
    expect(theirs.some((m) => ownLocations.has(m.locationId))).toBe(false)
    expect(theirs.some((m) => shown.some((s) => s.id === m.id))).toBe(false)
  })

  test('an anonymous API reader on a dealer host gets only that dealer’s visible members', async () => {
    for (const [tenant, host] of [
      [harbour, HARBOUR],
      [group, GROUP],
    ] as const) {
      const { docs } = await payload.find({
        collection: 'team-members',
        overrideAccess: false,
        limit: 0,
        depth: 0,
        req: { headers: new Headers({ host }), payloadAPI: 'REST' } as never,
      })
      expect(docs.length).toBeGreaterThan(0)
      expect(docs.every((d) => String(d.tenant) === String(tenant.id) && d.visible === true)).toBe(true)
    }
  })

  test('hiding a member takes them off the site; showing them again brings them back', async () => {
    const member = (await membersOf(harbour)).find((m) => m.name === 'Mia Chen')!
    const rest = restClient(config, tokenA)
    try {
      expect((await rest.patch(`team-members/${member.id}`, { visible: false })).status).toBe(200)
      expect((await getTeam(harbour)).map((m) => m.name)).not.toContain('Mia Chen')
      // Staff still see and edit the hidden member.
      expect((await rest.get(`team-members/${member.id}`)).json.name).toBe('Mia Chen')
    } finally {
      expect((await rest.patch(`team-members/${member.id}`, { visible: true })).status).toBe(200)
    }
    expect((await getTeam(harbour)).map((m) => m.name)).toContain('Mia Chen')
  })
})

describe('what the CMS refuses', () => {
  test('a member at another dealer’s location is refused, for an editor and below access alike; nothing is written', async () => {
    const before = (await payload.count({ collection: 'team-members' })).totalDocs
    const theirs = await locationAt(group)
    const data = { tenant: harbour.id, location: theirs.id, name: 'Planted Staff' } as never
    await expect(payload.create({ collection: 'team-members', data, user: editorA, overrideAccess: false })).rejects.toThrow(
      /does not belong to this dealer site/,
    )
    await expect(payload.create({ collection: 'team-members', data })).rejects.toThrow(/does not belong to this dealer site/)
    const res = await restClient(config, tokenA).post('team-members', data)
    expect(res.status).toBe(400)
    expect((await payload.count({ collection: 'team-members' })).totalDocs).toBe(before)
  })

  test.each([
    ['a phone number no one can dial', { phone: '12' }, /phone number shoppers can dial/],
    ['an e-mail that is not one', { email: 'call me' }, /email/i],
    ['no name', { name: '' }, /name/i],
    ['no location', { location: null }, /location/i],
  ])('%s is a 400 with a message; nothing is written', async (_name, change, message) => {
    const before = (await payload.count({ collection: 'team-members' })).totalDocs
    const res = await restClient(config, tokenA).post('team-members', {
      tenant: harbour.id,
      location: (await locationAt(harbour)).id,
      name: 'New Starter',
      ...change,
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toMatch(message)
    expect((await payload.count({ collection: 'team-members' })).totalDocs).toBe(before)
  })
})

describe('team pages', () => {
  test('/teams lists the visible locations with staff; an unknown, hidden or other dealer’s location is the 404 page', async () => {
    const teams = await siteTeams(harbour)
    expect(teams.map((t) => t.location.slug).sort()).toEqual([
      'harbour-city-chatswood',
      'harbour-city-newcastle',
      'harbour-city-parramatta',
    ])
    const parramatta = await requireTeam(harbour, 'harbour-city-parramatta')
    // The dealer principal (sort order 1) leads; members without an order follow alphabetically.
    expect(parramatta.members.map((m) => m.name)).toEqual(['Priya Natarajan', 'Daniel Okafor', 'Mia Chen', 'Tom Fitzgerald'])
    for (const slug of ['no-such-yard', 'southern-cross-toyota-dandenong']) {
      await expect(requireTeam(harbour, slug)).rejects.toMatchObject({ digest: expect.stringContaining('404') })
    }
  })

  test('a card dials its member by tel: and offers an e-mail button without printing the address', async () => {
    const { members } = await requireTeam(harbour, 'harbour-city-parramatta')
    const html = renderToStaticMarkup(createElement(TeamGrid, { members, headingLevel: 2, label: 'Our Team at Harbour City Parramatta' }))
    const priya = members.find((m) => m.name === 'Priya Natarajan')!
    expect(priya.phone).toBeTruthy()
    expect(html).toContain('href="tel:+61491570156"')
    expect(html).toContain('0491 570 156')
    expect(html).toContain(`href="mailto:${priya.email}"`)
    expect(html).toContain('Send an e-mail')
    // The address is in the link only, never as text on the page.
    expect(html.replace(/href="[^"]*"/g, '')).not.toContain(priya.email!)
    expect(html).toContain('>PN<')
  })
})
