// "New page from template": every template makes a valid draft page on the editor's
// own dealer site, which can then be published; bad requests are readable 4xx and write nothing.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { getPublishedPage } from '@/src/cms/site'
import { editorEmail } from '@/src/demo/site'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { PAGE_TEMPLATES } from '@/tenants/page-templates'
import { loadDemoStock } from '../helpers/demo-stock'
import { TEST_PASSWORD, testPayload } from '../helpers/payload'
import { login, restClient } from '../helpers/rest'

let payload: Payload
let config: any
let harbour: TenantConfig
let editor: ReturnType<typeof restClient>
const run = Date.now().toString(36)
const pageCount = async () => (await payload.count({ collection: 'pages', where: { tenant: { equals: harbour.id } } })).totalDocs

beforeAll(async () => {
  ;({ harbour } = await loadDemoStock())
  ;({ payload, config } = await testPayload())
  editor = restClient(config, await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD))
})

describe('pages from templates', () => {
  test.each(PAGE_TEMPLATES.map((t) => [t.name, t.key]))(
    '%s: a draft on the editor’s site that publishes once its prompts are replaced',
    async (_, key) => {
      const res = await editor.post('pages/from-template', { template: key, title: `${key} Test ${run}` })
      expect(res.status, JSON.stringify(res.json)).toBe(201)
      expect(res.json.slug).toBe(`${key}-test-${run}`)
      const doc = await payload.findByID({ collection: 'pages', id: res.json.id, draft: true, depth: 0 })
      expect(String((doc as any).tenant)).toBe(String(harbour.id))
      expect(doc._status).toBe('draft')
      expect(doc.layout?.map((b) => b.blockType)).toEqual(PAGE_TEMPLATES.find((t) => t.key === key)!.layout.map((b) => b.blockType))
      expect(await getPublishedPage(harbour, res.json.slug)).toBeNull()
      // As it comes, the page carries the template's prompts: publishing is refused, naming each.
      const refused = await editor.patch(`pages/${res.json.id}`, { _status: 'published' })
      expect(refused.status).toBe(400)
      const prompts = JSON.stringify(doc.layout).match(/\[\[[^[\]]+\]\]/g) ?? []
      expect(prompts.length).toBeGreaterThan(0)
      expect(JSON.stringify(refused.json)).toContain("Replace the template's prompt")
      expect(await getPublishedPage(harbour, res.json.slug)).toBeNull()
      // With the editor's own words in their place, it publishes.
      const layout = JSON.parse(JSON.stringify(doc.layout).replace(/\[\[[^[\]]+\]\]/g, 'Our own words'))
      const published = await editor.patch(`pages/${res.json.id}`, { _status: 'published', layout })
      expect(published.status, JSON.stringify(published.json)).toBe(200)
      expect((await getPublishedPage(harbour, res.json.slug))?.title).toBe(`${key} Test ${run}`)
      await payload.delete({ collection: 'pages', id: res.json.id })
    },
  )

  test('bad requests say why and create nothing', async () => {
    const before = await pageCount()
    for (const [body, status, message] of [
      [{ template: 'nope', title: 'X' }, 400, /Choose a template/],
      [{ template: 'sale', title: '' }, 400, /title/],
      [{ template: 'sale', title: 'About Us' }, 400, /already has a page at \/about-us/],
      [{ template: 'sale', title: '!!!' }, 400, /address/],
    ] as const) {
      const res = await editor.post('pages/from-template', body)
      expect(res.status).toBe(status)
      expect(JSON.stringify(res.json)).toMatch(message)
    }
    expect((await restClient(config).post('pages/from-template', { template: 'sale', title: 'Anon' })).status).toBe(401)
    expect(await pageCount()).toBe(before)
  })
})

describe('the SEO panel’s Auto-generate', () => {
  const doc = () => ({
    tenant: harbour.id,
    title: 'Summer Sale',
    slug: 'summer-sale',
    layout: [
      { blockType: 'hero', slides: [{ heading: 'Summer Sale', subheading: 'Sharp prices on hundreds of cars this month.', image: 41 }] },
    ],
  })

  test('title, description, image and URL come from the page and its own dealer', async () => {
    const ask = async (what: string) =>
      (await editor.post(`plugin-seo/generate-${what}`, { collectionSlug: 'pages', doc: doc() })).json.result
    expect(await ask('title')).toBe('Summer Sale | Harbour City Motors')
    expect(await ask('description')).toBe('Sharp prices on hundreds of cars this month.')
    expect(await ask('image')).toBe(41)
    expect(await ask('url')).toBe('https://harbour-city-motors.localhost/summer-sale')
  })

  test('another dealer’s document, an unknown collection or no sign-in are refused', async () => {
    const other = restClient(config, await login(config, editorEmail('southern-cross-auto-group'), TEST_PASSWORD))
    expect((await other.post('plugin-seo/generate-title', { collectionSlug: 'pages', doc: doc() })).status).toBe(403)
    expect((await editor.post('plugin-seo/generate-title', { collectionSlug: 'users', doc: doc() })).status).toBe(400)
    expect((await restClient(config).post('plugin-seo/generate-title', { collectionSlug: 'pages', doc: doc() })).status).toBe(401)
  })
})
