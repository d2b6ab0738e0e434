import { createHmac, timingSafeEqual } from 'node:crypto'
import { secureCookies } from './env'

/**
 * The anonymous visitor a vehicle page view is counted for: one view per visitor per car per day. A
 * visitor is the id in a first-party cookie this host set, signed so a caller cannot mint new
 * visitors by sending made-up ids; without a valid cookie, an id derived from the address and
 * browser, which the answer then sets as the cookie. So the first view and those after it count as
 * one visitor, and changing address (a phone between networks) or browser version does not make a
 * new one. The id says nothing about the person: it is a keyed hash, and is hashed again with the
 * day before it is stored.
 */
// `__Host-` binds the cookie to this host over HTTPS; SECURE_COOKIES=0 (plain-HTTP trials) drops both.
export const VISITOR_COOKIE = secureCookies ? '__Host-visitor' : 'visitor'
const SECURE = secureCookies ? ' Secure;' : ''
/** Browsers keep a cookie at most 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60
const ID = /^[A-Za-z0-9_-]{22}$/

const mac = (secret: string, purpose: string, text: string) => createHmac('sha256', `${purpose}:${secret}`).update(text).digest('base64url')

/** The id of a visitor without a cookie: the same for the same address and browser. */
export const derivedVisitorId = (secret: string, ip: string, userAgent: string) =>
  mac(secret, 'visitor-id', `${ip}\u0000${userAgent}`).slice(0, 22)

/** The visitor id of a valid cookie this host set, or null (none, or not ours). */
export function visitorIdFromCookie(secret: string, headers: Headers): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=')
    if (name !== VISITOR_COOKIE) continue
    const [id = '', signature = ''] = value.split('.')
    if (!ID.test(id)) return null
    const expected = Buffer.from(mac(secret, 'visitor-cookie', id))
    const given = Buffer.from(signature)
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
  }
  return null
}

/** Set-Cookie naming the visitor: HttpOnly, SameSite=Lax, this host only. */
export const visitorCookie = (secret: string, id: string) =>
  `${VISITOR_COOKIE}=${id}.${mac(secret, 'visitor-cookie', id)}; Path=/; HttpOnly;${SECURE} SameSite=Lax; Max-Age=${MAX_AGE_SECONDS}`
