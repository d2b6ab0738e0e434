// Redirects: a published page that moves or is deleted leaves a 301 from its old
// address; editors' own redirects are checked; each dealer's are its own.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { markdownToLexical } from '@/src/cms/lexical'
import { getRedirects } from '@/src/cms/redirects'
import { editorEmail } from '@/src/demo/site'
import { resolveRedirect } from '@/src/domain/navigation/redirects'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { GROUP, HARBOUR, loadDemoStock } from '../helpers/demo-stock'
import { TEST_PASSWORD, testPayload } from '../helpers/payload'
import { login, restClient } from '../helpers/rest'

let payload: Payload
let config: any
let harbour: TenantConfig
let group: TenantConfig
let editor: ReturnType<typeof restClient>

beforeAll(async () => {
  ;({ harbour, group } = await loadDemoStock())
  ;({ payload, config } = await testPayload())
  editor = restClient(config, await login(config, editorEmail('harbour-city-motors'), TEST_PASSWORD))
})

const run = Date.now().toString(36)
const layout = [{ blockType: 'richText', content: markdownToLexical('A page that moves.') }]
const where = async (tenant: TenantConfig, path: string) => resolveRedirect(path, await getRedirects(tenant))
const redirectsOf = async (tenant: TenantConfig) =>
  (await payload.find({ collection: 'redirects', where: { tenant: { equals: tenant.id } }, limit: 1000, depth: 0 })).docs

describe('pages that move leave redirects', () => {
  test('a published page renamed twice: both old addresses lead to the newest in one hop; a draft rename leaves none', async () => {
    const created = await editor.post('pages', { tenant: harbour.id, title: 'Summer', slug: `summer-${run}`, layout, _status: 'published' })
    expect(created.status).toBe(201)
    const id = created.json.doc.id
    // A draft with a new slug moves nothing: the published page still lives at its address.
    expect((await editor.patch(`pages/${id}?draft=true`, { slug: `draft-name-${run}` })).status).toBe(200)
    expect(await where(harbour, `/summer-${run}`)).toEqual({ kind: 'none' })

    expect((await editor.patch(`pages/${id}`, { slug: `summer-sale-${run}`, _status: 'published' })).status).toBe(200)
    expect(await where(harbour, `/summer-${run}`)).toEqual({ kind: 'redirect', to: `/summer-sale-${run}`, permanent: true })
    expect((await editor.patch(`pages/${id}`, { slug: `big-summer-sale-${run}`, _status: 'published' })).status).toBe(200)
    const mine = (await redirectsOf(harbour)).filter((r) => r.from.endsWith(run))
    expect(mine.map((r) => [r.from, r.to, r.origin]).sort()).toEqual([
      [`/summer-${run}`, `/big-summer-sale-${run}`, 'moved'],
      [`/summer-sale-${run}`, `/big-summer-sale-${run}`, 'moved'],
    ])
    // Another dealer never sees them.
    expect(await where(group, `/summer-${run}`)).toEqual({ kind: 'none' })

    // Deleting the page sends its address to the home page.
    expect((await editor.delete(`pages/${id}`)).status).toBe(200)
    expect(await where(harbour, `/big-summer-sale-${run}`)).toEqual({ kind: 'redirect', to: '/', permanent: true })
    expect(await where(harbour, `/summer-${run}`)).toEqual({ kind: 'redirect', to: '/', permanent: true })
  })

  test('moving a page back to an address a redirect held removes that redirect (the page wins)', async () => {
    const created = await editor.post('pages', { tenant: harbour.id, title: 'Back', slug: `back-${run}`, layout, _status: 'published' })
    const id = created.json.doc.id
    expect((await editor.patch(`pages/${id}`, { slug: `away-${run}`, _status: 'published' })).status).toBe(200)
    expect((await editor.patch(`pages/${id}`, { slug: `back-${run}`, _status: 'published' })).status).toBe(200)
    const mine = (await redirectsOf(harbour)).filter((r) => r.from.endsWith(`-${run}`) && /\/(back|away)-/.test(r.from))
    expect(mine.map((r) => [r.from, r.to])).toEqual([[`/away-${run}`, `/back-${run}`]])
    await payload.delete({ collection: 'pages', id })
  })
})

describe('posts that move leave redirects too', () => {
  test('a published post renamed: /blog/{old} leads to /blog/{new}; deleted, to /blog', async () => {
    const body = markdownToLexical('A post that moves.')
    const created = await editor.post('posts', { tenant: harbour.id, title: 'Tyres', slug: `tyres-${run}`, body, _status: 'published' })
    expect(created.status).toBe(201)
    const id = created.json.doc.id
    expect((await editor.patch(`posts/${id}`, { slug: `tyre-care-${run}`, _status: 'published' })).status).toBe(200)
    expect(await where(harbour, `/blog/tyres-${run}`)).toEqual({ kind: 'redirect', to: `/blog/tyre-care-${run}`, permanent: true })
    expect((await editor.delete(`posts/${id}`)).status).toBe(200)
    expect(await where(harbour, `/blog/tyre-care-${run}`)).toEqual({ kind: 'redirect', to: '/blog', permanent: true })
    expect(await where(harbour, `/blog/tyres-${run}`)).toEqual({ kind: 'redirect', to: '/blog', permanent: true })
  })
})

describe('editors’ own redirects', () => {
  test('stored normalised; bad ones refused with a readable 400 and nothing written', async () => {
    const before = (await redirectsOf(harbour)).length
    const ok = await editor.post('redirects', { tenant: harbour.id, from: `Old-Promo-${run}/`, to: '/special-offers', permanent: false })
    expect(ok.status).toBe(201)
    expect(ok.json.doc).toMatchObject({ from: `/old-promo-${run}`, to: '/special-offers', permanent: false, origin: 'manual' })
    expect(await where(harbour, `/old-promo-${run}`)).toEqual({ kind: 'redirect', to: '/special-offers', permanent: false })
    for (const [body, message] of [
      [{ from: '/', to: '/x' }, /home page cannot be redirected/],
      [{ from: `/loop-${run}`, to: `/loop-${run}` }, /cannot point to itself/],
      [{ from: `/js-${run}`, to: 'javascript:alert(1)' }, /full https:\/\/ address/],
      [{ from: `/old-promo-${run}`, to: '/elsewhere' }, /already redirects/],
    ] as const) {
      const res = await editor.post('redirects', { tenant: harbour.id, ...body })
      expect(res.status).toBe(400)
      expect(JSON.stringify(res.json)).toMatch(message)
    }
    expect((await redirectsOf(harbour)).length).toBe(before + 1)
  })

  test('anonymous callers cannot list redirects on the platform or a dealer host', async () => {
    for (const host of [undefined, HARBOUR, GROUP]) {
      const res = await restClient(config, undefined, { host }).get('redirects?limit=10')
      expect([403, 404]).toContain(res.status)
    }
  })
})
