// One delivery run of one lead: e-mail with the ADF attached, the ADF POSTed to the dealer's CRM,
// the signed JSON webhook. Channels already delivered are skipped, so a retry after a partial
// failure sends only what is missing; every delivery carries the lead id as its idempotency key
// (Message-ID, Idempotency-Key header) so a receiver can drop a repeat.
import { type AdfDealer, type AdfLead, adfXml } from '@/src/domain/leads/adf'
import { type DeliverySettings, deliveryUrlProblem, leadRecipients } from '@/src/domain/leads/delivery'
import { type MailLead, leadMailContent } from '@/src/domain/leads/lead-mail'
import { SIGNATURE_HEADER, signWebhook } from './sign'
import type { MailSender, PostDelivery } from './types'

export const CHANNELS = ['email', 'crm', 'webhook'] as const
export type Channel = (typeof CHANNELS)[number]
export type ChannelState = Partial<Record<Channel, string | null>>

export type DeliveryLead = AdfLead &
  MailLead & {
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

export type ChannelOutcome = 'delivered' | 'failed' | 'not_configured'

/** What a run did on each channel (GET /metrics counts them); channels an earlier run delivered are left out. */
export function channelOutcomes(before: ChannelState, run: DeliveryRun): { channel: Channel; outcome: ChannelOutcome }[] {
  return CHANNELS.filter((channel) => !before[channel]).map((channel) => ({
    channel,
    outcome: run.skipped.includes(channel) ? 'not_configured' : run.done[channel] ? 'delivered' : 'failed',
  }))
}

export async function deliverLead(
  lead: DeliveryLead,
  settings: DeliverySettings,
  dealer: AdfDealer & { host: string },
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
      replyTo: lead.email,
      ...leadMailContent(lead),
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
