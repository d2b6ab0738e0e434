// One delivery run of one lead (issue 11): e-mail with the ADF attached, the ADF POSTed to the
// dealer's CRM, the signed JSON webhook. Channels already delivered are skipped, so a retry
// after a partial failure sends only what is missing; every delivery carries the lead id as
// its idempotency key (Message-ID, Idempotency-Key header) so a receiver can drop a repeat.
import { type AdfLead, adfXml } from '@/src/domain/leads/adf'
import { type DeliverySettings, deliveryUrlProblem, leadRecipients } from '@/src/domain/leads/delivery'
import type { LeadForm } from '@/src/domain/leads/forms'
import { requestLines } from '@/src/domain/leads/request-lines'
import { SIGNATURE_HEADER, signWebhook } from './sign'
import type { MailSender, PostDelivery } from './types'

export const CHANNELS = ['email', 'crm', 'webhook'] as const
export type Channel = (typeof CHANNELS)[number]
export type ChannelState = Partial<Record<Channel, string | null>>

export interface DeliveryLead extends AdfLead {
  form: LeadForm
  category?: string | null
  /** The lead as JSON for the webhook (what the dealer's system reads). */
  json: Record<string, unknown>
}

export interface DeliveryDeps {
  mail: MailSender
  from: string
  post: PostDelivery
  allowPrivate: boolean
  now: () => Date
}

export interface DeliveryRun {
  /** When each channel was delivered (kept across runs). */
  done: ChannelState
  /** Channels that are not configured for this dealer. */
  skipped: Channel[]
  errors: string[]
}

function mailText(lead: DeliveryLead): string {
  const lines = [
    `${lead.formTitle} from ${lead.name} ${lead.lastName}`,
    '',
    `Email: ${lead.email}`,
    `Phone: ${lead.phone}`,
    `Postcode: ${lead.postcode}`,
    lead.preferredContact ? `Preferred contact: ${lead.preferredContact}` : '',
    lead.car?.name ? `Car: ${lead.car.name}${lead.car.stockNumber ? ` (stock ${lead.car.stockNumber})` : ''}` : '',
    ...requestLines(lead),
    '',
    lead.message ?? '',
    '',
    `Lead ${lead.id}. The ADF/XML file is attached for your CRM.`,
  ]
  return lines.filter((l, i, all) => l !== '' || all[i - 1] !== '').join('\n')
}

export async function deliverLead(
  lead: DeliveryLead,
  settings: DeliverySettings,
  dealer: { name: string; site: string; host: string },
  state: ChannelState,
  deps: DeliveryDeps,
): Promise<DeliveryRun> {
  const done: ChannelState = { ...state }
  const skipped: Channel[] = []
  const errors: string[] = []
  const adf = adfXml(lead, dealer)
  const attempt = async (channel: Channel, configured: boolean, send: () => Promise<void>) => {
    if (done[channel]) return
    if (!configured) return void skipped.push(channel)
    try {
      await send()
      done[channel] = deps.now().toISOString()
    } catch (error) {
      errors.push(`${channel}: ${(error as Error).message}`)
    }
  }
  const post = async (url: string, body: string, contentType: string, headers: Record<string, string>) => {
    const problem = deliveryUrlProblem(url, deps.allowPrivate)
    if (problem) throw new Error(problem)
    await deps.post({ url, body, contentType, headers: { 'idempotency-key': `lead-${lead.id}`, ...headers } })
  }

  const to = leadRecipients(settings, lead.form)
  await attempt('email', to.length > 0, async () => {
    await deps.mail.send({
      to,
      from: deps.from,
      subject: `${lead.formTitle}: ${lead.name} ${lead.lastName}${lead.car?.name ? ` about the ${lead.car.name}` : ''}`,
      text: mailText(lead),
      messageId: `<lead-${lead.id}@${dealer.host}>`,
      attachments: [{ filename: `lead-${lead.id}.adf.xml`, content: adf, contentType: 'application/xml' }],
    })
  })
  await attempt('crm', settings.crmUrl !== '', () => post(settings.crmUrl, adf, 'application/xml', {}))
  await attempt('webhook', settings.webhookUrl !== '', async () => {
    const body = JSON.stringify({ event: 'lead.created', lead: lead.json })
    const signature: Record<string, string> = settings.webhookSecret
      ? { [SIGNATURE_HEADER]: signWebhook(settings.webhookSecret, body, Math.floor(deps.now().getTime() / 1000)) }
      : {}
    await post(settings.webhookUrl, body, 'application/json', signature)
  })
  return { done, skipped, errors }
}
