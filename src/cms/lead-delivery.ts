// The lead delivery job: Payload's jobs queue is the outbox. storeLead queues one `deliverLead` job
// in the same transaction as the lead; this handler sends what is missing and records it on the
// lead. A failure throws, so Payload retries it with exponential backoff; after DELIVERY_ATTEMPTS
// the lead is marked failed (the dead letter staff see and resend).
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { DELIVERY_ATTEMPTS, DELIVERY_BACKOFF_MS, deliverySettingsSchema, leadRecipients } from '@/src/domain/leads/delivery'
import { type CarType, phoneFor } from '@/src/domain/phone/phone'
import { leadAnswers } from '@/src/domain/leads/answers'
import { FORM_TITLES, type LeadForm } from '@/src/domain/leads/forms'
import { leadDeliveryAllowsPrivate, leadRetryBaseMs } from '@/src/lib/env'
import { mailFrom, mailSender, postDelivery } from '@/src/providers/lead-delivery'
import { type ChannelState, type DeliveryLead, channelOutcomes, deliverLead } from '@/src/providers/lead-delivery/deliver'
import { logger } from '@/src/lib/logger'
import { metrics } from '@/src/lib/metrics'
import type { LeadInbox, Tenant } from '@/payload-types'

export const DELIVER_LEAD_TASK = 'deliverLead'
export const LEAD_QUEUE = 'leads'

type Lead = LeadInbox

/**
 * The stored lead as the delivery channels read it: the whole row, so every answer the shopper
 * gave reaches the e-mail, the ADF and the webhook (a field picked out here one by one was
 * once stored and never sent).
 */
export function deliveryLead(lead: Lead): DeliveryLead {
  const { id, createdAt, name, lastName, email, phone, postcode, message, preferredContact, car, form, category } = lead
  return {
    ...lead,
    id: String(id),
    formTitle: FORM_TITLES[form as LeadForm],
    form: form as LeadForm,
    json: {
      lead_id: String(id),
      reference: lead.reference,
      created_at: createdAt,
      form,
      category,
      subcategory: lead.subcategory,
      name,
      last_name: lastName,
      email,
      phone,
      postcode,
      message,
      preferred_contact: preferredContact,
      rego: lead.rego,
      regoState: lead.regoState,
      kms: lead.kms,
      under_finance: lead.underFinance,
      trade_in: lead.tradeIn,
      opt_in: lead.optIn,
      additional_services: lead.additionalServices,
      booking_at: lead.bookingAt,
      distribution_location: lead.distributionLocation,
      dealership_slug: lead.dealershipSlug,
      stock_number: car?.stockNumber,
      'Vehicle Make': car?.make,
      'Vehicle Model': car?.model,
      car_type: car?.carType,
      car_id: car?.carId,
      vehicle_status: car?.vehicleStatus,
      // A finance application's loan and the provider's reference (the applicant's details are in the message).
      finance_application: lead.financeApplication?.termYears ? lead.financeApplication : undefined,
      url: lead.attributes?.url,
      source: lead.attributes?.source,
      lead_attributes: { visited_pages: lead.attributes?.visitedPages, linked_query_params: lead.attributes?.linkedQueryParams },
      // The same label + value list as the e-mail and the ADF, so a field added later reaches the webhook too.
      answers: leadAnswers(lead).map(({ field, label, value }) => ({ field, label, value })),
    },
  }
}

export async function runLeadDelivery(leadId: string | number, req: PayloadRequest): Promise<void> {
  const { payload } = req
  const lead = (await payload.findByID({
    collection: 'lead-inbox',
    id: leadId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Lead | null
  if (!lead || lead.spam || lead.delivery?.status === 'delivered') return
  const tenant = (await payload.findByID({ collection: 'tenants', id: lead.tenant as number, depth: 0, overrideAccess: true })) as Tenant
  const settings = deliverySettingsSchema.parse(stripNulls(tenant.leadDelivery ?? {}))
  const state: ChannelState = { email: lead.delivery?.emailAt, crm: lead.delivery?.crmAt, webhook: lead.delivery?.webhookAt }
  const run = await deliverLead(
    deliveryLead(lead),
    settings,
    {
      name: tenant.name,
      site: tenant.slug,
      host: tenant.domains?.[0]?.domain ?? 'dealer-platform.test',
      // ADF's vendor contact: the dealer's own number and lead address, from the site's settings.
      phone: phoneFor(tenant.phones ?? {}, lead.car?.carType as CarType | undefined),
      email: leadRecipients(settings, lead.form as LeadForm)[0],
    },
    state,
    { mail: mailSender(), from: mailFrom(), post: postDelivery, allowPrivate: leadDeliveryAllowsPrivate, now: () => new Date() },
  )
  for (const { channel, outcome } of channelOutcomes(state, run)) metrics.leadDeliveries.inc({ channel, outcome })
  const attempts = (lead.delivery?.attempts ?? 0) + 1
  const allSkipped = run.skipped.length === 3
  const status =
    run.errors.length === 0 ? (allSkipped ? 'nothing-configured' : 'delivered') : attempts >= DELIVERY_ATTEMPTS ? 'failed' : 'retrying'
  await payload.update({
    collection: 'lead-inbox',
    id: lead.id,
    overrideAccess: true,
    depth: 0,
    data: {
      delivery: {
        status,
        attempts,
        deliveredAt: status === 'delivered' ? new Date().toISOString() : null,
        emailAt: run.done.email ?? null,
        crmAt: run.done.crm ?? null,
        webhookAt: run.done.webhook ?? null,
        lastError: run.errors.join('\n') || null,
      },
    },
  })
  if (run.errors.length > 0 && status !== 'failed') throw new Error(`Lead ${lead.id} delivery: ${run.errors.join('; ')}`)
}

/** Payload leaves unset optional fields as null; the settings schema wants them absent. */
function stripNulls(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined))
}

export const deliverLeadTask: TaskConfig<{ input: { leadId: string }; output: object }> = {
  slug: DELIVER_LEAD_TASK,
  label: 'Deliver a lead',
  inputSchema: [{ name: 'leadId', type: 'text', required: true }],
  retries: { attempts: DELIVERY_ATTEMPTS - 1, backoff: { type: 'exponential', delay: leadRetryBaseMs() ?? DELIVERY_BACKOFF_MS } },
  handler: async ({ input, req }) => {
    await runLeadDelivery(input.leadId, req)
    return { output: {} }
  },
}

/** A delivery run takes at most ~40 s (three channels, 10 s timeouts); older "processing" jobs died with their process. */
export const STALE_DELIVERY_MS = 2 * 60_000

/**
 * Payload never picks up a job again that is marked processing, so a lead job whose process was
 * killed mid-run would wait forever. Released here (the channels it already sent are recorded
 * on the lead and are not repeated). Called before every run: ours and the cron's.
 */
export async function releaseStaleLeadJobs(payload: Payload, now = new Date()): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: LEAD_QUEUE } },
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(now.getTime() - STALE_DELIVERY_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
}

/** Deliveries run side by side per process; a slow CRM does not hold up every other dealer. */
const PARALLEL_DELIVERIES = 4

type Pool = { query: (sql: string, values?: unknown[]) => Promise<{ rows: { id: number }[] }> }

/**
 * Claims due lead jobs atomically (FOR UPDATE SKIP LOCKED, processing false -> true in one
 * statement), so two runners, in this process or another instance, never run the same job.
 * Payload's own runner finds and then marks jobs in two steps, which let the same lead be
 * delivered several times when many runs overlapped (found by bench:leads).
 */
async function claimLeadJobs(pool: Pool, limit: number): Promise<number[]> {
  const { rows } = await pool.query(
    `UPDATE payload_jobs SET processing = true, updated_at = now()
      WHERE id IN (
        SELECT id FROM payload_jobs
         WHERE queue = $1 AND processing = false AND completed_at IS NULL AND has_error IS NOT TRUE
           AND (wait_until IS NULL OR wait_until < now())
         ORDER BY created_at
         LIMIT $2
         FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [LEAD_QUEUE, limit],
  )
  return rows.map((r) => r.id)
}

/**
 * Runs every lead delivery that is due, until none is left. Jobs that a killed process left
 * "processing" are released first (releaseStaleLeadJobs).
 */
export async function runDueLeadDeliveries(payload: Payload): Promise<void> {
  await releaseStaleLeadJobs(payload)
  const pool = (payload.db as unknown as { pool: Pool }).pool
  for (;;) {
    const ids = await claimLeadJobs(pool, PARALLEL_DELIVERIES)
    if (ids.length === 0) return
    await Promise.all(ids.map((id) => payload.jobs.runByID({ id, silent: { info: true } })))
  }
}

let running: Promise<void> | null = null
let again = false

/**
 * Asks this process to deliver what is due: after each stored lead and on every cron tick. Kicks
 * that arrive while a run is going coalesce into one more run, so a burst of 1,000 leads is
 * delivered by one loop instead of 1,000 overlapping ones.
 */
export function kickDueLeadDeliveries(payload: Payload): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    try {
      do {
        again = false
        await runDueLeadDeliveries(payload)
      } while (again)
    } catch (error) {
      logger.error({ err: error }, 'Lead delivery run failed')
    } finally {
      running = null
    }
  })()
  return running
}
