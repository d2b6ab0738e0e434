// Cheap, invisible spam checks: a honeypot field people never see and a minimum time
// between the form appearing and its submission. A lead that fails them is stored as spam (so
// nothing is lost if we are wrong) and never delivered; the sender sees the usual success.

/** The honeypot's field name: plausible to a bot, hidden from people and screen readers. */
export const HONEYPOT_FIELD = 'company_website'
/** The robot check's token field (Turnstile's widget adds it to the form it sits in), when the check is on. */
export const CAPTCHA_FIELD = 'cf-turnstile-response'
/** A missing or failed robot check; nothing is stored. */
export const CAPTCHA_FAILED = 'Please complete the check that you are not a robot, then send the form again.'
/** Humans take longer than this to fill in even a pre-filled form. */
export const MIN_FILL_MS = 2_500
/** A form rendered more than a day ago is stale but not spam: it is accepted. */
export type SpamVerdict = { spam: false } | { spam: true; reason: 'honeypot' | 'too-fast' }

export function spamVerdict(input: { honeypot?: unknown; startedAt?: unknown }, now: number): SpamVerdict {
  if (typeof input.honeypot === 'string' && input.honeypot.trim() !== '') return { spam: true, reason: 'honeypot' }
  const started = typeof input.startedAt === 'string' ? Number(input.startedAt) : input.startedAt
  if (typeof started === 'number' && Number.isFinite(started) && started <= now && now - started < MIN_FILL_MS) {
    return { spam: true, reason: 'too-fast' }
  }
  return { spam: false }
}

/** An Idempotency-Key as the browser makes them (a UUID) or any caller's opaque token. */
export const isIdempotencyKey = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(value)
