import { expect, test } from 'vitest'
import { TENANT_DEFAULTS } from '@/src/domain/tenant/tenant-config'
import { signSitePreviewToken } from '@/src/lib/preview-token'
import { PREVIEW_LINK_REFUSED, createSitePreviewHandler } from './site-preview'

const HOST = 'coastal.example.com.au'
const tenant = { ...TENANT_DEFAULTS, id: 7, domains: [HOST], launched: false }
const handler = (secureCookies = true) =>
  createSitePreviewHandler({
    findTenant: async (host) => (host === HOST ? tenant : null),
    staffMayPreview: async (user, site) => user === '5' && site === '7',
    secureCookies,
    now: () => Date.now(),
  })
const get = (query: string, host = HOST, secure = true) =>
  handler(secure)(new Request(`https://${host}/api/site-preview${query}`, { headers: { host } }))
const token = (tenantId: string, user: string, at?: number) => encodeURIComponent(signSitePreviewToken({ tenant: tenantId, user }, at))

test('a link signed for this site and one of its staff sets the preview cookie and goes home', async () => {
  const res = await get(`?token=${token('7', '5')}`)
  expect(res.status).toBe(303)
  expect(res.headers.get('location')).toBe('/')
  expect(res.headers.get('cache-control')).toBe('no-store')
  expect(res.headers.get('set-cookie')).toMatch(/^site_preview=[\w-]+\.[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Lax; Max-Age=7200$/)
  expect((await get(`?token=${token('7', '5')}`, HOST, false)).headers.get('set-cookie')).not.toContain('Secure')
})

test.each([
  ['no token', ''],
  ['junk', '?token=abc'],
  ['another site', `?token=${token('8', '5')}`],
  ['someone no longer its staff', `?token=${token('7', '6')}`],
  ['an expired link', `?token=${token('7', '5', Date.now() - 3 * 60 * 60 * 1000)}`],
])('%s: 403 in plain words, no cookie', async (_name, query) => {
  const res = await get(query)
  expect(res.status).toBe(403)
  expect(await res.json()).toEqual({ error: PREVIEW_LINK_REFUSED })
  expect(res.headers.get('set-cookie')).toBeNull()
})

test('an unknown host is refused; leaving the preview clears the cookie anywhere', async () => {
  expect((await get(`?token=${token('7', '5')}`, 'other.example.com')).status).toBe(403)
  const end = await get('?end=1')
  expect(end.status).toBe(303)
  expect(end.headers.get('set-cookie')).toMatch(/^site_preview=; .*Max-Age=0$/)
})
