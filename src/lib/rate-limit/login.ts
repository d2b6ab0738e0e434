/**
 * Login throttling. Failed logins are limited per client IP and per (account e-mail, IP); the
 * account itself is never locked, so an attacker hammering it from one address cannot keep its
 * owner out from another, and the attacker's own address is free again when the window ends. Every
 * attempt is counted before the password is checked (so a burst of parallel guesses cannot slip
 * past the limit) and a successful one is given back.
 */
import type { RateLimiter } from './limiter'
import type { PolicyName } from './policies'

/** Every failed login answers no sooner than this after it arrived (above one pbkdf2 check). */
export const LOGIN_FAILURE_FLOOR_MS = 400

export type LoginSubject = { ip: string; email: string }

export type LoginAttempt = { ok: true; succeeded(): Promise<void> } | { ok: false; retryAfterSeconds: number }

/** The two policies an attempt is counted under: per client IP, and per (account, IP). */
export interface AttemptPolicies {
  perIp: PolicyName
  perAccountAndIp: PolicyName
}

const STAFF_LOGIN: AttemptPolicies = { perIp: 'loginPerIp', perAccountAndIp: 'loginPerAccountAndIp' }

/** Payload's own normalisation of the login name, so "Owner@X.test " counts as owner@x.test. */
export const normaliseLoginEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')

/**
 * Counts an attempt on `account` (a normalised name: an e-mail, a shopper's number on a site)
 * under both policies; refused when either is used up. A success gives the IP its attempt back
 * and clears the account's count from that IP. Staff logins and shopper codes share this.
 */
export async function beginAttempt(
  limiter: RateLimiter,
  policies: AttemptPolicies,
  who: { ip: string; account: string },
): Promise<LoginAttempt> {
  const accountKey = `${who.account}\n${who.ip}`
  const perIp = await limiter.limit(policies.perIp, who.ip)
  if (!perIp.ok) return perIp
  const perAccount = await limiter.limit(policies.perAccountAndIp, accountKey)
  if (!perAccount.ok) return perAccount
  return {
    ok: true,
    async succeeded() {
      await Promise.all([limiter.refund(policies.perIp, who.ip), limiter.reset(policies.perAccountAndIp, accountKey)])
    },
  }
}

/** A staff login: counted per IP and per (e-mail, IP). */
export const beginLoginAttempt = (limiter: RateLimiter, who: LoginSubject): Promise<LoginAttempt> =>
  beginAttempt(limiter, STAFF_LOGIN, { ip: who.ip, account: normaliseLoginEmail(who.email) })

/** Refused before any work when this IP has no attempts left (checked without counting). */
export async function loginRefusedForIp(limiter: RateLimiter, ip: string): Promise<{ retryAfterSeconds: number } | null> {
  const result = await limiter.peek('loginPerIp', ip)
  return result.ok ? null : result
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)))

/** Waits until `floorMs` have passed since `startedAt` (a performance.now() reading). */
export const waitForFloor = (startedAt: number, floorMs = LOGIN_FAILURE_FLOOR_MS) => sleep(floorMs - (performance.now() - startedAt))
