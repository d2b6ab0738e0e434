// The lead forms' robot check in use: Turnstile when both keys are set, else none (the default:
// no CAPTCHA service is reachable from our machines; the honeypot, fill time and rate limits
// still apply).
import { turnstileSettings } from '@/src/lib/env'
import { createTurnstileProvider } from './turnstile'
import type { CaptchaProvider } from './types'

export type { CaptchaProvider } from './types'

let provider: CaptchaProvider | null | undefined

export function captchaProvider(): CaptchaProvider | null {
  if (provider === undefined) {
    const settings = turnstileSettings()
    provider = settings ? createTurnstileProvider(settings) : null
  }
  return provider
}
