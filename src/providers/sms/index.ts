// The SMS provider in use: Twilio when its three settings are set, else the offline outbox
// (.data/sms and the server log), which the sign-in page mentions in demo mode only.
import { smsSettings } from '@/src/lib/env'
import { createOutboxProvider } from './outbox'
import { createTwilioProvider } from './twilio'
import type { SmsProvider } from './types'

export type { SmsProvider } from './types'

let provider: SmsProvider | undefined

export function smsProvider(): SmsProvider {
  if (!provider) {
    const settings = smsSettings()
    provider = settings.twilio ? createTwilioProvider(settings.twilio) : createOutboxProvider(settings.outboxDir)
  }
  return provider
}
