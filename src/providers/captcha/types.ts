import type { Provider } from '../result'

/** What the form sent and who sent it. */
export interface CaptchaCheck {
  /** The widget's token (Turnstile's cf-turnstile-response), or null when the form had none. */
  token: string | null
  /** The caller's address as the rate limits see it, when known. */
  ip: string | null
}

/**
 * A robot check for the lead forms. `ok` means the token is good; `none` means the service judged
 * it bad or it is missing; `unavailable` means the service could not answer.
 */
export interface CaptchaProvider extends Provider<CaptchaCheck, true> {
  /** The public key the browser's widget needs. */
  readonly siteKey: string
}
