/**
 * Login throttling (security finding 5). Failed logins are limited per client IP and per
 * (account e-mail, IP); the account itself is never locked, so an attacker hammering it from
 * one address cannot keep its owner out from another, and the attacker's own address is free
 * again when the window ends. Every attempt is counted before the password is checked (so a
 * burst of parallel guesses cannot slip past the limit) and a successful one is given back.
 */
import type { RateLimiter } from './limiter'

/** Every failed login answers no sooner than this after it arrived (above one pbkdf2 check). */
export const LOGIN_FAILURE_FLOOR_MS = 400

export type LoginSubject = { ip: string; email: string }

export type LoginAttempt = { ok: true; succeeded(): Promise<void> } | { ok: false; retryAfterSeconds: number }

/** Payload's own normalisation of the login name, so "Owner@X.test " counts as owner@x.test. */
export const normaliseLoginEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')

const accountKey = ({ ip, email }: LoginSubject) => `${normaliseLoginEmail(email)}\n${ip}`

/** Counts an attempt under both policies; refused when either is used up. */
export async function beginLoginAttempt(limiter: RateLimiter, who: LoginSubject): Promise<LoginAttempt> {
  const perIp = await limiter.limit('loginPerIp', who.ip)
  if (!perIp.ok) return perIp
  const perAccount = await limiter.limit('loginPerAccountAndIp', accountKey(who))
  if (!perAccount.ok) return perAccount
  return {
    ok: true,
    async succeeded() {
      await Promise.all([limiter.refund('loginPerIp', who.ip), limiter.reset('loginPerAccountAndIp', accountKey(who))])
    },
  }
}

/** Refused before any work when this IP has no attempts left (checked without counting). */
export async function loginRefusedForIp(limiter: RateLimiter, ip: string): Promise<{ retryAfterSeconds: number } | null> {
  const result = await limiter.peek('loginPerIp', ip)
  return result.ok ? null : result
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)))

/** Waits until `floorMs` have passed since `startedAt` (a performance.now() reading). */
export const waitForFloor = (startedAt: number, floorMs = LOGIN_FAILURE_FLOOR_MS) => sleep(floorMs - (performance.now() - startedAt))
