import { expect, test } from 'vitest'
import {
  SITE_PREVIEW_COOKIE,
  signPreviewToken,
  signSitePreviewToken,
  sitePreviewFor,
  tokenPreviewsSite,
  verifyPreviewToken,
  verifySitePreviewToken,
} from './preview-token'

const claims = { collection: 'pages' as const, id: '7', tenant: '2', user: '5' }

test('a fresh token verifies to its claims', () => {
  expect(verifyPreviewToken(signPreviewToken(claims))).toEqual(claims)
})
test('an expired token is refused', () => {
  const token = signPreviewToken(claims, Date.now() - 3 * 60 * 60 * 1000)
  expect(verifyPreviewToken(token)).toBeNull()
})
test('a tampered token is refused', () => {
  const token = signPreviewToken(claims)
  const [, sig] = token.split('.')
  const forged = Buffer.from(JSON.stringify({ ...claims, tenant: '3', exp: Date.now() + 1e6 })).toString('base64url')
  expect(verifyPreviewToken(`${forged}.${sig}`)).toBeNull()
  expect(verifyPreviewToken('garbage')).toBeNull()
  expect(verifyPreviewToken(undefined)).toBeNull()
})

test('a token without the editor it was issued to is refused', () => {
  const { user: _user, ...withoutUser } = claims
  expect(verifyPreviewToken(signPreviewToken(withoutUser as never))).toBeNull()
})

test('a post draft has its own token; a token for any other collection is refused', () => {
  const post = { ...claims, collection: 'posts' as const }
  expect(verifyPreviewToken(signPreviewToken(post))).toEqual(post)
  expect(verifyPreviewToken(signPreviewToken({ ...claims, collection: 'users' } as never))).toBeNull()
})

test('a site preview token verifies to its claims and cannot stand in for a draft token, or the other way round', () => {
  const site = signSitePreviewToken({ tenant: '2', user: '5' })
  expect(verifySitePreviewToken(site)).toEqual({ tenant: '2', user: '5' })
  expect(verifyPreviewToken(site)).toBeNull()
  expect(verifySitePreviewToken(signPreviewToken(claims))).toBeNull()
  expect(verifySitePreviewToken(signSitePreviewToken({ tenant: '2', user: '5' }, Date.now() - 3 * 60 * 60 * 1000))).toBeNull()
})

test.each([
  ['the cookie for this site', (t: string) => `a=1; ${SITE_PREVIEW_COOKIE}=${encodeURIComponent(t)}; b=2`, '2', true],
  ["another site's cookie", (t: string) => `${SITE_PREVIEW_COOKIE}=${t}`, '3', false],
  ['no cookie', () => 'a=1', '2', false],
  ['a forged cookie', (t: string) => `${SITE_PREVIEW_COOKIE}=x${t}`, '2', false],
])('site preview from the Cookie header: %s', (_name, header, tenant, shown) => {
  const token = signSitePreviewToken({ tenant: '2', user: '5' })
  expect(sitePreviewFor(header(token), tenant) !== null).toBe(shown)
})

test.each([
  ['a site token for this site', () => signSitePreviewToken({ tenant: '2', user: '5' }), true],
  ['a draft token for this site', () => signPreviewToken(claims), true],
  ["a draft token for another site's page", () => signPreviewToken({ ...claims, tenant: '3' }), false],
  ['a site token for another site', () => signSitePreviewToken({ tenant: '3', user: '5' }), false],
  ['nothing', () => null, false],
])('an address token opens the site before launch: %s', (_name, token, opens) => {
  expect(tokenPreviewsSite(token(), 2)).toBe(opens)
})
