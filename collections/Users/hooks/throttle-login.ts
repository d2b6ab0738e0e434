/**
 * Login throttling for every way in: REST, GraphQL `loginUser` and the Local API all run Payload's
 * login operation, whose first step is `beforeOperation`. Each attempt is counted per client IP and
 * per (e-mail, IP) before the password is checked, and a refused one is a 429
 * (src/lib/rate-limit/login.ts). A successful login gives its count back (`clearLoginThrottle`,
 * afterLogin). The account itself is never locked (auth.maxLoginAttempts 0).
 *
 * A login for an e-mail with no account would otherwise answer at once while a wrong password
 * costs a password hash: the same hash is computed for it here, so both fail in the same time.
 */
import { pbkdf2, randomBytes } from 'node:crypto'
import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type PayloadRequest,
} from 'payload'
import { beginLoginAttempt, ipKey, normaliseLoginEmail, rateLimiter, tooManyRequestsMessage, type LoginAttempt } from '@/src/lib/rate-limit'

export class LoginThrottledError extends APIError<{ retryAfterSeconds: number }> {
  constructor(retryAfterSeconds: number) {
    super(tooManyRequestsMessage(retryAfterSeconds), 429, { retryAfterSeconds }, true)
    this.name = 'LoginThrottled'
  }
}

const ATTEMPT = 'loginThrottleAttempt'

// Payload 3.90's current password hash (auth/strategies/local/generatePasswordSaltHash.js).
const HASH_ITERATIONS = 600_000
const HASH_KEY_LENGTH = 32

const spendPasswordCheck = (password: string) =>
  new Promise<void>((resolve) =>
    pbkdf2(password, randomBytes(32).toString('hex'), HASH_ITERATIONS, HASH_KEY_LENGTH, 'sha256', () => resolve()),
  )

async function accountExists(req: PayloadRequest, collection: CollectionSlug, email: string): Promise<boolean> {
  const doc = await req.payload.db.findOne({ collection, where: { email: { equals: email } }, select: { id: true }, req })
  return Boolean(doc)
}

export const throttleLogin: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation === 'forgotPassword' || operation === 'resetPassword') {
    // Each forgot-password request may send an e-mail; each reset tries a token.
    const refused = await rateLimiter().limit('passwordReset', ipKey(req.headers))
    if (!refused.ok) throw new LoginThrottledError(refused.retryAfterSeconds)
    return args
  }
  if (operation !== 'login') return args
  const data = ((args as { data?: Record<string, unknown> }).data ?? {}) as { email?: unknown; username?: unknown; password?: unknown }
  const email = normaliseLoginEmail(data.email) || normaliseLoginEmail(data.username)
  const attempt = await beginLoginAttempt(rateLimiter(), { ip: ipKey(req.headers), email })
  if (!attempt.ok) throw new LoginThrottledError(attempt.retryAfterSeconds)
  req.context[ATTEMPT] = attempt
  if (
    email &&
    typeof data.password === 'string' &&
    data.password &&
    !(await accountExists(req, collection.slug as CollectionSlug, email))
  ) {
    await spendPasswordCheck(data.password)
  }
  return args
}

export const clearLoginThrottle: CollectionAfterLoginHook = async ({ req }) => {
  const attempt = req.context[ATTEMPT] as Extract<LoginAttempt, { ok: true }> | undefined
  delete req.context[ATTEMPT]
  await attempt?.succeeded()
}
