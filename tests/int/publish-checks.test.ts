// Publish checks: publishing content with a blocking problem is refused with a 400
// that names each block and field, and nothing is published; the same content saves as a draft.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { dashboardFor } from '@/src/cms/dashboard'
import { markdownToLexical } from '@/src/cms/lexical'
import { editorEmail } from '@/src/demo/site'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { loadDemoStock } from '../helpers/demo-stock'
import { TEST_PASSWORD, testPayload, userByEmail } from '../helpers/payload'
import { login, restClient } from '../helpers/rest'

let payload: Payload
let config: any
let harbour: TenantConfig
let editor: ReturnType<typeof restClient>

beforeAll(async () => {
  ;({ harbour } = await loadDemoStock())
  ;({ payload, config } = await testPayload())
  editor = restClient(config, await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD))
})

const run = Date.now().toString(36)
const WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.'
const copy = (markdown: string) => [{ blockType: 'richText', content: markdownToLexical(markdown) }]
const RATE_ONLY = copy('Summer Sale: 2.99% p.a. finance on selected demo cars.')
const RATE_WITH_COMPARISON = copy(`Summer Sale: 2.99% p.a. (comparison rate 3.49% p.a.*) on selected demo cars.\n\n*${WARNING}`)
const publishedText = async (id: number | string) =>
  JSON.stringify((await payload.findByID({ collection: 'pages', id, draft: false, depth: 0 })).layout)
const fieldErrors = (json: any) => json.errors.flatMap((e: any) => e.data?.errors ?? [])

describe('publish checks', () => {
  test('a rate without its comparison rate: publishing is a 400 naming the block and field; a draft saves; fixed, it publishes', async () => {
    const refused = await editor.post('pages', {
      tenant: harbour.id,
      title: 'Sale',
      slug: `sale-${run}`,
      layout: RATE_ONLY,
      _status: 'published',
    })
    expect(refused.status).toBe(400)
    expect(refused.json.errors[0].message).toBe('Publishing is blocked until these are fixed: Block 1 "Rich text" → Content')
    expect(refused.json.errors[0].data.summary).toMatch(
      /^Publishing is blocked \(1 problem\): Block 1 "Rich text" → Content: Shows the rate "2.99% p.a."/,
    )
    expect(fieldErrors(refused.json)).toEqual([{ path: 'layout.0.content', message: expect.stringMatching(/comparison rate/) }])
    expect((await payload.count({ collection: 'pages', where: { slug: { equals: `sale-${run}` } } })).totalDocs).toBe(0)

    const published = await editor.post('pages', {
      tenant: harbour.id,
      title: 'Sale',
      slug: `sale-${run}`,
      layout: copy('Sale on now.'),
      _status: 'published',
    })
    expect(published.status).toBe(201)
    const id = published.json.doc.id

    const blocked = await editor.patch(`pages/${id}`, { layout: RATE_ONLY, _status: 'published' })
    expect(blocked.status).toBe(400)
    expect(await publishedText(id)).toMatch(/Sale on now/)

    expect((await editor.patch(`pages/${id}?draft=true`, { layout: RATE_ONLY, _status: 'draft' })).status).toBe(200)
    expect(await publishedText(id)).toMatch(/Sale on now/)
    // Publishing the saved draft as it is is refused too.
    expect((await editor.patch(`pages/${id}`, { _status: 'published' })).status).toBe(400)

    expect((await editor.patch(`pages/${id}`, { layout: RATE_WITH_COMPARISON, _status: 'published' })).status).toBe(200)
    expect(await publishedText(id)).toMatch(/comparison rate 3.49% p.a./)
  })

  test('the Local API throws the same 400', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        data: { tenant: harbour.id, title: 'Local', slug: `local-${run}`, layout: RATE_ONLY, _status: 'published' } as never,
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/Block 1 "Rich text" → Content/) })
  })

  test('site settings: an announcement with a bare rate is refused and left as it was; with its comparison rate and warning it saves', async () => {
    const settings = (await payload.find({ collection: 'site-settings', where: { tenant: { equals: harbour.id } }, limit: 1, depth: 0 }))
      .docs[0]
    const announcement = { ...settings.announcement, enabled: true }
    const refused = await editor.patch(`site-settings/${settings.id}`, {
      announcement: { ...announcement, message: 'Summer Sale: 2.99% p.a. finance on selected demo cars until 31 January.' },
    })
    expect(refused.status).toBe(400)
    expect(refused.json.errors[0].data.summary).toMatch(/Announcement bar → Message: Shows the rate "2.99% p.a."/)
    expect(fieldErrors(refused.json).map((e: any) => e.path)).toEqual(['announcement.message'])
    expect((await payload.findByID({ collection: 'site-settings', id: settings.id, depth: 0 })).announcement?.message).toBe(
      settings.announcement?.message,
    )

    const lawful = `2.99% p.a. (comparison rate 3.49% p.a.*) on demo cars. *${WARNING}`
    expect((await editor.patch(`site-settings/${settings.id}`, { announcement: { ...announcement, message: lawful } })).status).toBe(200)
    await editor.patch(`site-settings/${settings.id}`, { announcement: settings.announcement })
  })

  test('links to a page that does not exist or is a draft are refused; to a published page they publish', async () => {
    const draft = await editor.post('pages?draft=true', {
      tenant: harbour.id,
      title: 'Soon',
      slug: `soon-${run}`,
      layout: copy('Soon.'),
      _status: 'draft',
    })
    expect(draft.status).toBe(201)
    const cta = (link: object) => [{ blockType: 'callToAction', heading: 'Our team', buttons: [{ label: 'Meet the team', link }] }]

    const missing = await editor.post('pages', {
      tenant: harbour.id,
      title: 'Links',
      slug: `links-${run}`,
      _status: 'published',
      layout: cta({ type: 'custom', url: `/no-such-page-${run}` }),
    })
    expect(missing.status).toBe(400)
    expect(missing.json.errors[0].data.summary).toMatch(
      new RegExp(`Block 1 "Call to action" → Button 1 → Link: Links to /no-such-page-${run}, which is not a published page`),
    )
    expect(fieldErrors(missing.json).map((e: any) => e.path)).toEqual(['layout.0.buttons.0.link.url'])

    const toDraft = await editor.post('pages', {
      tenant: harbour.id,
      title: 'Links',
      slug: `links-${run}`,
      _status: 'published',
      layout: cta({ type: 'page', page: draft.json.doc.id }),
    })
    expect(toDraft.status).toBe(400)
    expect(toDraft.json.errors[0].data.summary).toMatch(/not published on this site/)

    const fine = await editor.post('pages', {
      tenant: harbour.id,
      title: 'Links',
      slug: `links-${run}`,
      _status: 'published',
      layout: cta({ type: 'custom', url: '/about-us' }),
    })
    expect(fine.status).toBe(201)
  })

  test('the dashboard counts published pages that fail the checks now: a page whose linked page was unpublished', async () => {
    const user = await userByEmail(payload, editorEmail('harbour-city-motors'))
    const failing = async () => (await dashboardFor(payload, user as never, 'http://localhost:3000'))[0].failingChecks
    expect(await failing()).toEqual([])
    const target = await editor.post('pages', {
      tenant: harbour.id,
      title: 'Team',
      slug: `team-${run}`,
      layout: copy('Our team.'),
      _status: 'published',
    })
    const layout = [
      {
        blockType: 'callToAction',
        heading: 'Meet us',
        buttons: [{ label: 'Meet the team', link: { type: 'page', page: target.json.doc.id } }],
      },
    ]
    const linking = await editor.post('pages', {
      tenant: harbour.id,
      title: `Linking ${run}`,
      slug: `linking-${run}`,
      layout,
      _status: 'published',
    })
    expect(linking.status).toBe(201)
    expect(await failing()).toEqual([])

    expect((await editor.patch(`pages/${target.json.doc.id}`, { _status: 'draft' })).status).toBe(200)
    expect(await failing()).toEqual([
      expect.objectContaining({ collection: 'pages', id: linking.json.doc.id, title: `Linking ${run}`, problems: 1 }),
    ])
    await payload.delete({ collection: 'pages', id: linking.json.doc.id })
  })

  test("the edit view's panel: after a publish that only warns, the warnings are listed; for a draft, what would block; staff of other dealers and strangers get nothing", async () => {
    const published = await editor.post('pages', {
      tenant: harbour.id,
      title: 'Ended',
      slug: `ended-${run}`,
      layout: copy('Our winter sale ran until 31 January 2026.'),
      _status: 'published',
    })
    expect(published.status).toBe(201)
    const id = published.json.doc.id
    const checks = await editor.get(`pages/${id}/publish-checks`)
    expect(checks.status).toBe(200)
    expect(checks.json.blocking).toBe(0)
    expect(checks.json.problems).toEqual([
      expect.objectContaining({ rule: 'past-date', severity: 'warn', path: 'layout.0.content', where: 'Block 1 "Rich text" → Content' }),
    ])
    // The panel reads the latest draft: a bare rate saved as a draft is what would block.
    expect((await editor.patch(`pages/${id}?draft=true`, { layout: RATE_ONLY, _status: 'draft' })).status).toBe(200)
    const draft = await editor.get(`pages/${id}/publish-checks`)
    expect(draft.json.blocking).toBe(1)
    expect(draft.json.problems.map((p: any) => p.rule)).toEqual(['finance-rate'])

    const other = restClient(config, await login(config, editorEmail('southern-cross-auto-group'), TEST_PASSWORD))
    expect((await other.get(`pages/${id}/publish-checks`)).status).toBe(404)
    expect((await restClient(config).get(`pages/${id}/publish-checks`)).status).toBe(401)
    expect((await editor.get('pages/../users/publish-checks')).status).toBeGreaterThanOrEqual(400)
    expect((await editor.get('pages/1e3/publish-checks')).status).toBe(404)
    await payload.delete({ collection: 'pages', id })
  })

  test('a promo tile whose positions a tile with a lower Order takes is saved with a warning in its panel, naming that tile; moved, it has none', async () => {
    const tile = async (heading: string, order: number, positions: number[]) => {
      const saved = await editor.post('promo-tiles', { tenant: harbour.id, heading, order, positions })
      expect(saved.status).toBe(201)
      return saved.json.doc.id as number
    }
    const first = await tile(`First ${run}`, 1, [41])
    const second = await tile(`Second ${run}`, 2, [41])
    const crowded = await editor.get(`promo-tiles/${second}/publish-checks`)
    expect(crowded.status).toBe(200)
    expect(crowded.json.blocking).toBe(0)
    expect(crowded.json.problems).toEqual([
      {
        rule: 'crowded-tile',
        severity: 'warn',
        path: 'positions',
        where: 'Positions',
        message: `This tile never shows: "First ${run}" already takes position 41 on the same pages. Choose other positions, or give this tile a lower Order.`,
      },
    ])
    expect((await editor.get(`promo-tiles/${first}/publish-checks`)).json.problems).toEqual([])
    expect((await editor.patch(`promo-tiles/${second}`, { positions: [41, 42] })).status).toBe(200)
    expect((await editor.get(`promo-tiles/${second}/publish-checks`)).json.problems).toEqual([])
    await payload.delete({ collection: 'promo-tiles', where: { id: { in: [first, second] } } })
  })

  test('posts and menus are checked on publish too: a post with a bare rate, a menu linking to a draft page', async () => {
    const post = await editor.post('posts', {
      tenant: harbour.id,
      title: 'Rates',
      slug: `rates-${run}`,
      content: markdownToLexical('Finance from 2.99% p.a. this month.'),
      _status: 'published',
    })
    expect(post.status).toBe(400)
    expect(post.json.errors[0].data.summary).toMatch(/Shows the rate "2.99% p.a."/)
    expect(
      (
        await editor.post('posts?draft=true', {
          tenant: harbour.id,
          title: 'Rates',
          slug: `rates-${run}`,
          content: markdownToLexical('Finance from 2.99% p.a.'),
          _status: 'draft',
        })
      ).status,
    ).toBe(201)

    const draftPage = await editor.post('pages?draft=true', {
      tenant: harbour.id,
      title: 'Hidden',
      slug: `hidden-${run}`,
      layout: copy('Soon.'),
      _status: 'draft',
    })
    const nav = (await payload.find({ collection: 'navigation', where: { tenant: { equals: harbour.id } }, limit: 1, depth: 0 })).docs[0]
    const header = [...(nav.header ?? []), { label: 'Hidden', kind: 'link', link: { type: 'page', page: draftPage.json.doc.id } }]
    const refused = await editor.patch(`navigation/${nav.id}`, { header })
    expect(refused.status).toBe(400)
    expect(refused.json.errors[0].data.summary).toMatch(/not published on this site/)
    expect((await payload.findByID({ collection: 'navigation', id: nav.id, depth: 0 })).header).toHaveLength(nav.header?.length ?? 0)
    const menuChecks = await editor.get(`navigation/${nav.id}/publish-checks`)
    expect(menuChecks.json).toEqual({ problems: [], blocking: 0 })
  })
})
