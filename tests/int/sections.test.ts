// Reusable sections: one section on two demo pages; publishing it changes both; a draft
// changes neither; another dealer's page cannot place it.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { getPublishedPage } from '@/src/cms/site'
import { editorEmail } from '@/src/demo/site'
import { flattenSections } from '@/src/domain/content/sections'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { loadDemoStock } from '../helpers/demo-stock'
import { TEST_PASSWORD, testPayload } from '../helpers/payload'
import { login, restClient } from '../helpers/rest'

let payload: Payload
let config: any
let harbour: TenantConfig
let group: TenantConfig

beforeAll(async () => {
  ;({ harbour, group } = await loadDemoStock())
  ;({ payload, config } = await testPayload())
})

const headingsOn = async (slug: string) =>
  flattenSections((await getPublishedPage(harbour, slug))?.layout as never).map((b: any) => b.heading ?? b.blockType)

describe('reusable sections', () => {
  test('the demo’s "Why buy from us" shows on About Us and Finance; publishing it changes both, a draft neither', async () => {
    expect(await headingsOn('about-us')).toContain('Why buy from Harbour City Motors')
    expect(await headingsOn('finance')).toContain('Why buy from Harbour City Motors')
    const { docs } = await payload.find({ collection: 'sections', where: { tenant: { equals: harbour.id } }, depth: 0 })
    const section = docs.find((d) => d.name === 'Why buy from us')!
    const editor = restClient(config, await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD))
    const layout = (section.layout ?? []).map((b: any) => ({ ...b, heading: 'Seven reasons to buy here' }))

    expect((await editor.patch(`sections/${section.id}?draft=true`, { layout, _status: 'draft' })).status).toBe(200)
    expect(await headingsOn('about-us')).toContain('Why buy from Harbour City Motors')

    expect((await editor.patch(`sections/${section.id}`, { layout, _status: 'published' })).status).toBe(200)
    expect(await headingsOn('about-us')).toContain('Seven reasons to buy here')
    expect(await headingsOn('finance')).toContain('Seven reasons to buy here')

    // Put it back for the other tests.
    await editor.patch(`sections/${section.id}`, { layout: section.layout, _status: 'published' })
  })

  test('another dealer’s page cannot place the section: a readable 400 and no change', async () => {
    const { docs } = await payload.find({ collection: 'sections', where: { tenant: { equals: harbour.id } }, depth: 0, limit: 1 })
    const editor = restClient(config, await login(config, editorEmail('southern-cross-auto-group'), TEST_PASSWORD))
    const res = await editor.post('pages', {
      tenant: group.id,
      title: 'Borrowed',
      slug: `borrowed-${Date.now()}`,
      _status: 'published',
      layout: [{ blockType: 'section', section: docs[0].id }],
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toMatch(/does not belong to this dealer site/)
  })
})
