/**
 * Shopper sign-in by phone and one-time code at /sign-in (shoppers are not staff). Pure
 * rules: which numbers are accepted, the code's lifecycle (6 digits, 5 minutes, 5 tries, a
 * resend not sooner than 30 seconds after the last), and where a shopper may be sent afterwards.
 * Hashing, storage and the SMS itself live in src/api/sign-in-codes.ts and src/providers/sms.
 */
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { smsSenderName } from './sms-sender'

export const OTP_LENGTH = 6
export const OTP_TTL_MS = 5 * 60 * 1000
export const OTP_MAX_TRIES = 5
export const OTP_RESEND_AFTER_MS = 30 * 1000

export const SIGN_IN_TEXT = {
  badPhone: 'Enter an Australian mobile number, like 0412 345 678.',
  badCode: `Enter the ${OTP_LENGTH}-digit code from the text message.`,
  wrongCode: (triesLeft: number) => `That code is not right. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  expired: 'That code has expired. Send a new code.',
  tooManyTries: 'Too many wrong codes. Send a new code.',
  triesWait: (seconds: number) => `Too many sign-in tries. Please try again in ${seconds} seconds.`,
  notOffered: 'This site does not offer sign-in.',
  noCode: 'Send a code to this number first.',
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before sending another code.`,
  sendFailed: 'We could not send a text message right now. Please try again in a minute.',
  sent: (display: string) => `We sent a ${OTP_LENGTH}-digit code to ${display}.`,
  signedOut: 'Sign in to continue.',
} as const

/**
 * An Australian mobile number in E.164 (+614xxxxxxxx), or null. Accepts the ways people write
 * one: 0412 345 678, 0412-345-678, +61 412 345 678, 61412345678, (04) 1234 5678.
 */
export function normaliseMobile(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 40) return null
  if (/[^\d\s()+.-]/.test(raw)) return null
  let digits = raw.replace(/[\s().-]/g, '')
  if (digits.startsWith('+')) digits = digits.slice(1)
  if (digits.includes('+')) return null
  if (digits.startsWith('61')) digits = digits.slice(2)
  else if (digits.startsWith('0')) digits = digits.slice(1)
  return /^4\d{8}$/.test(digits) ? `+61${digits}` : null
}

/** +61412345678 → "0412 345 678", as Australians read a mobile number. */
export function displayMobile(e164: string): string {
  const local = e164.startsWith('+61') ? `0${e164.slice(3)}` : e164
  return /^04\d{8}$/.test(local) ? `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}` : local
}

/** The ways people type one mobile number into a form: +61412345678, 0412345678, 0412 345 678, +61 412 345 678. */
export function mobileVariants(e164: string): string[] {
  const local = `0${e164.slice(3)}`
  const spaced = displayMobile(e164)
  return [e164, local, spaced, `+61 ${spaced.slice(1)}`]
}

/** A code as typed or pasted ("123 456", "123-456") → its 6 digits, or null. */
export function normaliseCode(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 20) return null
  const digits = raw.replace(/[\s-]/g, '')
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(digits) ? digits : null
}

/** The stored state of the last code sent to one number on one site. */
export interface CodeChallenge {
  sentAt: Date
  expiresAt: Date
  /** Wrong codes tried so far. */
  attempts: number
  /** Set once the code has signed someone in: a code works once. */
  used: boolean
}

export function newChallenge(now: Date): CodeChallenge {
  return { sentAt: now, expiresAt: new Date(now.getTime() + OTP_TTL_MS), attempts: 0, used: false }
}

/** Seconds until another code may be sent to the number; 0 when one may be sent now. */
export function resendWaitSeconds(challenge: CodeChallenge | null, now: Date): number {
  if (!challenge) return 0
  const wait = challenge.sentAt.getTime() + OTP_RESEND_AFTER_MS - now.getTime()
  return wait > 0 ? Math.ceil(wait / 1000) : 0
}

export type CodeRefusal = { ok: false; reason: 'no-code' | 'expired' | 'too-many'; message: string; attempts: number }
export type CodeVerdict = { ok: true } | CodeRefusal | { ok: false; reason: 'wrong'; message: string; attempts: number }

/**
 * Why a code takes no more tries (none sent, already used, out of tries, expired), or null
 * while it does. The store counts a try only under the same conditions, in one statement.
 */
export function codeRefusal(challenge: CodeChallenge | null, now: Date): CodeRefusal | null {
  if (!challenge || challenge.used)
    return { ok: false, reason: 'no-code', message: SIGN_IN_TEXT.noCode, attempts: challenge?.attempts ?? 0 }
  if (challenge.attempts >= OTP_MAX_TRIES)
    return { ok: false, reason: 'too-many', message: SIGN_IN_TEXT.tooManyTries, attempts: challenge.attempts }
  if (now.getTime() >= challenge.expiresAt.getTime())
    return { ok: false, reason: 'expired', message: SIGN_IN_TEXT.expired, attempts: challenge.attempts }
  return null
}

/**
 * The verdict on a try already counted as the `attempt`-th of a live code. `matches` is the
 * constant-time comparison of the typed code's hash with the stored one. The fifth wrong try
 * voids the code (a new one must be sent), so six digits cannot be guessed online.
 */
export function judgeTry(attempt: number, matches: boolean): CodeVerdict {
  if (matches) return { ok: true }
  const left = OTP_MAX_TRIES - attempt
  return left > 0
    ? { ok: false, reason: 'wrong', message: SIGN_IN_TEXT.wrongCode(left), attempts: attempt }
    : { ok: false, reason: 'too-many', message: SIGN_IN_TEXT.tooManyTries, attempts: attempt }
}

/**
 * The text message itself: the code first, so phones can offer it for autofill. It names the
 * dealer only by a vetted name (smsSenderName): a site's name is typed by its staff and must not
 * turn the platform's texts into someone's phishing message.
 */
export function codeMessage(code: string, dealerName: string, platformName: string): string {
  return `${code} is your ${smsSenderName(dealerName, platformName)} sign-in code. It expires in ${OTP_TTL_MS / 60000} minutes. Do not share it.`
}

/**
 * A same-site path to send the shopper to after signing in, or the fallback. Only a path on
 * this host is allowed ("/cars/x?y=1#z"): no scheme, no other host ("//evil.com", "/\\evil.com"),
 * no control characters, so /sign-in can never become an open redirect.
 */
export function safeRedirectPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return fallback
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback
  let url: URL
  try {
    url = new URL(raw, 'https://site.invalid')
  } catch {
    return fallback
  }
  if (url.origin !== 'https://site.invalid') return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // Never back to the sign-in page itself (a loop) or to an API.
  if (url.pathname === '/sign-in' || url.pathname.startsWith('/api/')) return fallback
  return path
}

/** What a shopper is signing in for (the `type` of /sign-in): it sets the page's heading. */
export const SIGN_IN_PURPOSES = {
  watchlist: 'Sign in to save cars to your watchlist',
  'my-garage': 'Sign in to My Garage',
  checkout: 'Sign in to reserve this car',
  purchase: 'Sign in to buy this car online',
  finance: 'Sign in for your personalised finance',
  'trade-in': 'Sign in to value your trade-in',
} as const

export function signInHeading(type: unknown): string {
  return typeof type === 'string' && Object.hasOwn(SIGN_IN_PURPOSES, type)
    ? SIGN_IN_PURPOSES[type as keyof typeof SIGN_IN_PURPOSES]
    : 'Sign in with your mobile number'
}

/** The sign-in address for a gated path: the target and the page to go back to. */
export function signInHref(type: string, redirect: string, back: string = redirect): string {
  const query = new URLSearchParams({ type, redirect: safeRedirectPath(redirect), back: safeRedirectPath(back) })
  return `/sign-in?${query}`
}

/** Shopper accounts (sign-in, My Garage) exist on sites with a switch that needs them. */
export const shopperAccountsOn = (
  features: Pick<TenantConfig['features'], 'watchlist' | 'gatedFinance' | 'gatedTradeIn' | 'gatedCheckout' | 'onlinePurchase'>,
) => features.watchlist || features.gatedFinance || features.gatedTradeIn || features.gatedCheckout || features.onlinePurchase
