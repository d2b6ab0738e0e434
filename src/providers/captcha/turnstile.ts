// Cloudflare Turnstile (TURNSTILE_SITE_KEY + TURNSTILE_SECRET_KEY). Cloudflare cannot be reached
// from our build machines: this is tested against recorded requests only. Contract: POST the
// secret, the token and the caller's address to siteverify as a form; the JSON answer's
// `success` says whether the token is good.
import { z } from 'zod'
import { answered, noAnswer, unavailable } from '../result'
import type { CaptchaProvider } from './types'

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
export const VERIFY_TIMEOUT_MS = 5_000
/** Turnstile's own limit on a token's length. */
const MAX_TOKEN = 2048

const answerSchema = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).optional() })

export function createTurnstileProvider(
  settings: { siteKey: string; secretKey: string },
  fetchImpl: typeof fetch = fetch,
): CaptchaProvider {
  return {
    name: 'turnstile',
    siteKey: settings.siteKey,
    async ask({ token, ip }) {
      if (!token || token.length > MAX_TOKEN) return noAnswer
      const form = new URLSearchParams({ secret: settings.secretKey, response: token })
      if (ip) form.set('remoteip', ip)
      let res: Response
      try {
        res = await fetchImpl(TURNSTILE_VERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) })
      } catch (error) {
        return unavailable(`Turnstile unreachable: ${(error as Error).message}`)
      }
      if (!res.ok) return unavailable(`Turnstile answered ${res.status}`)
      const parsed = answerSchema.safeParse(await res.json().catch(() => null))
      if (!parsed.success) return unavailable('Turnstile sent an unexpected body')
      // A secret Cloudflare does not know is our misconfiguration, not the shopper's fault.
      const codes = parsed.data['error-codes'] ?? []
      if (codes.some((c) => c.includes('secret'))) return unavailable(`Turnstile refused our secret: ${codes.join(', ')}`)
      return parsed.data.success ? answered(true) : noAnswer
    },
  }
}
