// Twilio's Messages API (SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN, SMS_FROM). Twilio cannot
// be reached from our build machines: this is tested against recorded requests only. Contract:
// POST a form (To, From or MessagingServiceSid, Body) to
// /2010-04-01/Accounts/{sid}/Messages.json with basic auth; 201 means accepted.
import type { SmsProvider } from './types'

export const TWILIO_API = 'https://api.twilio.com'
export const SEND_TIMEOUT_MS = 8_000

export interface TwilioSettings {
  accountSid: string
  authToken: string
  /** A sender number (+61...) or a Messaging Service SID (MG...). */
  from: string
}

export function createTwilioProvider(settings: TwilioSettings, fetchImpl: typeof fetch = fetch): SmsProvider {
  const url = `${TWILIO_API}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`
  const auth = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`
  return {
    name: 'twilio',
    offline: false,
    async send({ to, body }) {
      const form = new URLSearchParams({ To: to, Body: body })
      form.set(settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', settings.from)
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
      if (res.status !== 201 && res.status !== 200) {
        const detail = await res.text().catch(() => '')
        throw new Error(`Twilio answered ${res.status}: ${detail.slice(0, 200)}`)
      }
    },
  }
}
