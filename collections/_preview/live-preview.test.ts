import { expect, test } from 'vitest'
import { tokenPreviewsSite, verifyPreviewToken } from '@/src/lib/preview-token'
import { previewHref } from './live-preview'

const unused = { findByID: () => Promise.reject(new Error('the tenant comes populated')) } as never
const tenant = (launchedAt: string | null) => ({ id: 7, launchedAt, domains: [{ domain: 'coastal.localhost' }] })
const href = (launchedAt: string | null, draft: 'pages' | null) =>
  previewHref({ id: 3, tenant: tenant(launchedAt) }, { path: '/offers', draft } as never, unused, 'http://localhost:3000', { id: 5 })
const token = (url: string | null) => new URL(url!).searchParams.get('preview')

test('a launched site previews a non-draft document at its plain address', async () => {
  expect(await href('2026-01-01T00:00:00.000Z', null)).toBe('http://coastal.localhost:3000/offers')
})

test('before launch the address carries a site preview token, or the draft token, that opens this site', async () => {
  const plain = await href(null, null)
  expect(plain).toMatch(/^http:\/\/coastal\.localhost:3000\/offers\?preview=/)
  expect(tokenPreviewsSite(token(plain), 7)).toBe(true)
  expect(tokenPreviewsSite(token(plain), 8)).toBe(false)
  const draft = await href(null, 'pages')
  expect(verifyPreviewToken(token(draft))).toMatchObject({ collection: 'pages', id: '3', tenant: '7', user: '5' })
  expect(tokenPreviewsSite(token(draft), 7)).toBe(true)
})
