import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { payloadSecret, secureCookies } from './env'

/**
 * A signed-in shopper's session: a signed, expiring cookie on the dealer's own host naming the
 * shopper, their site and the shopper's session version. Signing out (or deleting the account)
 * bumps the version, so an old cookie stops working everywhere. Shopper sessions are not Payload
 * sessions: a shopper never becomes `req.user`, so no staff access rule can mistake one for a
 * dealer's staff (DESIGN security model).
 */
// `__Host-` binds the cookie to this host over HTTPS; SECURE_COOKIES=0 (plain-HTTP trials) drops both.
export const SHOPPER_COOKIE = secureCookies ? '__Host-shopper' : 'shopper'
const SECURE = secureCookies ? ' Secure;' : ''
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

export interface ShopperClaims {
  shopper: string
  tenant: string
  version: number
}

const sign = (body: string) => createHmac('sha256', `shopper-session:${payloadSecret()}`).update(body).digest('base64url')

export function signShopperSession(claims: ShopperClaims, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ s: claims.shopper, t: claims.tenant, v: claims.version, exp: now + SESSION_TTL_MS })).toString(
    'base64url',
  )
  return `${body}.${sign(body)}`
}

export function verifyShopperSession(token: string | undefined | null, now = Date.now()): ShopperClaims | null {
  if (!token || token.length > 1000) return null
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { s: unknown; t: unknown; v: unknown; exp: unknown }
    if (typeof claims.exp !== 'number' || claims.exp < now) return null
    if (typeof claims.s !== 'string' || typeof claims.t !== 'string' || typeof claims.v !== 'number') return null
    return { shopper: claims.s, tenant: claims.t, version: claims.v }
  } catch {
    return null
  }
}

function cookieNamed(headers: Headers, name: string): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=') || null
  }
  return null
}

/** The session cookie from a request's Cookie header. */
export const shopperCookieOf = (headers: Headers) => cookieNamed(headers, SHOPPER_COOKIE)

/**
 * The browser a sign-in code was asked for: send-code gives the browser a random nonce in this
 * cookie, and a code works only with the nonce of the browser it was sent for. Someone else's wrong
 * guesses, or the codes they ask for, never touch the owner's code.
 */
export const DEVICE_COOKIE = secureCookies ? '__Host-shopper-device' : 'shopper-device'
const DEVICE_TTL_S = 24 * 60 * 60
const NONCE = /^[A-Za-z0-9_-]{22}$/

/** The browser's sign-in nonce, or null (none, or not one we made). */
export function deviceOf(headers: Headers): string | null {
  const nonce = cookieNamed(headers, DEVICE_COOKIE)
  return nonce && NONCE.test(nonce) ? nonce : null
}

/** A new nonce and the Set-Cookie that keeps it in this browser (this host only; same-site requests only). */
export function newDevice(): { nonce: string; cookie: string } {
  const nonce = randomBytes(16).toString('base64url')
  return { nonce, cookie: `${DEVICE_COOKIE}=${nonce}; Path=/; HttpOnly;${SECURE} SameSite=Strict; Max-Age=${DEVICE_TTL_S}` }
}

/** What a code is stored under for its browser: a hash, so the table holds no cookie values. */
export const deviceKey = (nonce: string) => createHash('sha256').update(`shopper-device:${nonce}`).digest('base64url')

/** Set-Cookie for a new session: HttpOnly, Secure, SameSite=Lax, this host only (__Host-). */
export function sessionCookie(token: string): string {
  return `${SHOPPER_COOKIE}=${token}; Path=/; HttpOnly;${SECURE} SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}`
}

export const clearedSessionCookie = `${SHOPPER_COOKIE}=; Path=/; HttpOnly;${SECURE} SameSite=Lax; Max-Age=0`

/** A code's stored hash: keyed by the server secret and bound to the site and number. */
export function hashCode(tenant: string, phone: string, code: string): string {
  return createHmac('sha256', `shopper-code:${payloadSecret()}`).update(`${tenant}\u0000${phone}\u0000${code}`).digest('base64url')
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
