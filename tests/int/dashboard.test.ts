// The staff dashboard against the seeded demo dealers: each staff member sees their own
// dealer's figures, a platform admin every dealer's.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { markdownToLexical } from '@/src/cms/lexical'
import { dashboardFor } from '@/src/cms/dashboard'
import { PLATFORM_ADMIN_EMAIL, editorEmail } from '@/src/demo/site'
import { tenantBySlug, testPayload, userByEmail } from '../helpers/payload'

let payload: Payload
const ADMIN_ORIGIN = 'http://localhost:3000'

beforeAll(async () => {
  ;({ payload } = await testPayload())
})

describe('dashboard', () => {
  test('an editor sees only their dealer: site link, expiring offer, draft, new and unanswered leads', async () => {
    const now = new Date()
    const harbour = await tenantBySlug(payload, 'harbour-city-motors')
    const editor = await userByEmail(payload, editorEmail('harbour-city-motors'))
    const offer = await payload.create({
      collection: 'offers',
      data: {
        tenant: harbour.id,
        name: 'Ends in three days',
        category: 'Finance offer',
        description: 'Soon gone',
        expiresAt: new Date(now.getTime() + 3 * 86_400_000).toISOString(),
      } as never,
    })
    const draft = await payload.create({
      collection: 'pages',
      draft: true,
      data: {
        tenant: harbour.id,
        title: 'Unfinished landing page',
        _status: 'draft',
        layout: [{ blockType: 'richText', content: markdownToLexical('x') }],
      } as never,
    })
    const lead = (createdAt: Date, status: string) =>
      payload.create({
        collection: 'lead-inbox',
        data: {
          tenant: harbour.id,
          form: 'contact',
          name: 'A',
          lastName: 'B',
          email: `dash-${createdAt.getTime()}@example.com`,
          phone: '0412345678',
          postcode: '2000',
          status,
        } as never,
      })
    const old = await lead(new Date(now.getTime() - 2 * 86_400_000), 'new')
    await payload.update({
      collection: 'lead-inbox',
      id: old.id,
      data: { createdAt: new Date(now.getTime() - 2 * 86_400_000).toISOString() } as never,
    })
    const fresh = await lead(now, 'new')
    try {
      const sites = await dashboardFor(payload, editor as never, ADMIN_ORIGIN, now)
      expect(sites.map((s) => s.name)).toEqual(['Harbour City Motors'])
      const [site] = sites
      expect(site.url).toBe('http://harbour-city-motors.localhost:3000')
      expect(site.homePageId).not.toBeNull()
      expect(site.expiring.map((i) => i.title)).toContain('Ends in three days')
      expect(site.expiring.every((i) => i.collection === 'offers' || i.collection === 'promo-tiles')).toBe(true)
      expect(site.drafts.map((d) => d.title)).toContain('Unfinished landing page')
      expect(site.leads.today).toBeGreaterThanOrEqual(1)
      expect(site.leads.unanswered).toBeGreaterThanOrEqual(1)
      expect(site.feeds.map((f) => f.dealership)).toContain('harbour-city-motors')
    } finally {
      await payload.delete({ collection: 'offers', id: offer.id })
      await payload.delete({ collection: 'pages', id: draft.id })
      for (const id of [old.id, fresh.id]) await payload.delete({ collection: 'lead-inbox', id })
    }
  })

  test('broken links: none on the demo; a menu link to a page that is then unpublished shows up, named by where it is', async () => {
    const harbour = await tenantBySlug(payload, 'harbour-city-motors')
    const editor = await userByEmail(payload, editorEmail('harbour-city-motors'))
    const [before] = await dashboardFor(payload, editor as never, ADMIN_ORIGIN)
    // Every link the demo renders leads somewhere.
    expect(before.brokenLinks).toEqual([])

    const page = await payload.create({
      collection: 'pages',
      data: {
        tenant: harbour.id,
        title: 'Spring event',
        slug: `spring-event-${Date.now()}`,
        _status: 'published',
        layout: [{ blockType: 'richText', content: markdownToLexical('Spring event') }],
      } as never,
    })
    const { docs } = await payload.find({ collection: 'navigation', where: { tenant: { equals: harbour.id } }, depth: 0, limit: 1 })
    const nav = docs[0] as unknown as { id: number; header: Record<string, unknown>[] }
    const header = nav.header.map(({ id: _id, ...item }) => item)
    await payload.update({
      collection: 'navigation',
      id: nav.id,
      data: { header: [...header, { label: 'Spring event', kind: 'link', link: { type: 'page', page: page.id } }] } as never,
    })
    try {
      expect((await dashboardFor(payload, editor as never, ADMIN_ORIGIN))[0].brokenLinks).toEqual([])
      await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' } as never, draft: false })
      const [site] = await dashboardFor(payload, editor as never, ADMIN_ORIGIN)
      expect(site.brokenLinks).toHaveLength(1)
      expect(site.brokenLinks[0]).toMatchObject({ collection: 'navigation', id: nav.id })
      expect(site.brokenLinks[0].where).toMatch(/not published on this site/)
    } finally {
      await payload.update({ collection: 'navigation', id: nav.id, data: { header } as never })
      await payload.delete({ collection: 'pages', id: page.id })
    }
  })

  test('a platform admin sees every dealer; another dealer’s editor never sees Harbour City’s items', async () => {
    const admin = await userByEmail(payload, PLATFORM_ADMIN_EMAIL)
    const all = await dashboardFor(payload, admin as never, ADMIN_ORIGIN)
    expect(all.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Harbour City Motors', 'Red Centre Caravans', 'Southern Cross Auto Group']),
    )
    const other = await userByEmail(payload, editorEmail('southern-cross-auto-group'))
    const theirs = await dashboardFor(payload, other as never, ADMIN_ORIGIN)
    expect(theirs.map((s) => s.name)).toEqual(['Southern Cross Auto Group'])
  })
})
