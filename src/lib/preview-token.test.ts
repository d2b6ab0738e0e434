import { expect, test } from 'vitest'
import { signPreviewToken, verifyPreviewToken } from './preview-token'

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
