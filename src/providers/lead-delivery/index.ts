import { leadDeliveryAllowsPrivate, leadMailSettings } from '@/src/lib/env'
import { createPostDelivery } from './http'
import { fileSender, smtpSender } from './mail'
import type { MailSender } from './types'

/** CRM and webhook POSTs, to public addresses only unless LEAD_DELIVERY_ALLOW_PRIVATE (src/lib/env.ts). */
export const postDelivery = createPostDelivery({ allowPrivate: leadDeliveryAllowsPrivate })
export { smtpSender } from './mail'
export { verifyWebhook } from './sign'

let sender: MailSender | null = null

/** SMTP when LEAD_SMTP_URL is set, else .eml files (src/lib/env.ts). */
export function mailSender(): MailSender {
  const settings = leadMailSettings()
  sender ??= settings.smtpUrl ? smtpSender(settings.smtpUrl) : fileSender(settings.dir)
  return sender
}

/** Tests hand in their own sender (e.g. SMTP to a server they started); null restores the default. */
export function setMailSender(next: MailSender | null): void {
  sender = next
}

export const mailFrom = () => leadMailSettings().from
