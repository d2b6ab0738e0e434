import { describe, expect, test } from 'vitest'
import {
  DEVICE_COOKIE,
  SESSION_TTL_MS,
  deviceKey,
  deviceOf,
  newDevice,
  hashCode,
  sameHash,
  shopperCookieOf,
  signShopperSession,
  verifyShopperSession,
  SHOPPER_COOKIE,
} from './shopper-session'

describe('shopper sessions', () => {
  const claims = { shopper: '12', tenant: '3', version: 2 }

  test('a signed session reads back until it expires', () => {
    const token = signShopperSession(claims, 1000)
    expect(verifyShopperSession(token, 1000 + SESSION_TTL_MS - 1)).toEqual(claims)
    expect(verifyShopperSession(token, 1000 + SESSION_TTL_MS + 1)).toBeNull()
  })

  test('a changed body, a changed signature or garbage is nobody', () => {
    const token = signShopperSession(claims, 1000)
    const [body, signature] = token.split('.')
    const other = Buffer.from(JSON.stringify({ s: '13', t: '3', v: 2, exp: 1000 + SESSION_TTL_MS })).toString('base64url')
    expect(verifyShopperSession(`${other}.${signature}`, 2000)).toBeNull()
    expect(verifyShopperSession(`${body}.${signature.slice(1)}x`, 2000)).toBeNull()
    expect(verifyShopperSession(`${token}.extra`, 2000)).toBeNull()
    for (const junk of ['', '.', 'a.b', null, undefined, 'x'.repeat(2000)]) expect(verifyShopperSession(junk, 2000)).toBeNull()
  })

  test('the cookie is read from the Cookie header among others', () => {
    const headers = new Headers({ cookie: `a=1; ${SHOPPER_COOKIE}=tok.en=; b=2` })
    expect(shopperCookieOf(headers)).toBe('tok.en=')
    expect(shopperCookieOf(new Headers())).toBeNull()
  })

  test('a code hash is bound to the site and the number, and compared whole', () => {
    const hash = hashCode('1', '+61412345678', '123456')
    expect(sameHash(hash, hashCode('1', '+61412345678', '123456'))).toBe(true)
    expect(sameHash(hash, hashCode('2', '+61412345678', '123456'))).toBe(false)
    expect(sameHash(hash, hashCode('1', '+61412345679', '123456'))).toBe(false)
    expect(sameHash(hash, hash.slice(0, -1))).toBe(false)
  })

  test('a browser’s sign-in nonce: HttpOnly, this site only, read back; anything else is no browser', () => {
    const { nonce, cookie } = newDevice()
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=${nonce}; Path=/; HttpOnly;.* SameSite=Strict; Max-Age=86400$`))
    expect(deviceOf(new Headers({ cookie: `${SHOPPER_COOKIE}=x; ${DEVICE_COOKIE}=${nonce}` }))).toBe(nonce)
    expect(newDevice().nonce).not.toBe(nonce)
    for (const junk of ['', 'short', `${nonce}x`, 'a'.repeat(21) + '/'])
      expect(deviceOf(new Headers({ cookie: `${DEVICE_COOKIE}=${junk}` }))).toBeNull()
    expect(deviceKey(nonce)).not.toContain(nonce)
  })
})
