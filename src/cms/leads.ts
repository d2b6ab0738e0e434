import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { LeadRecord } from '@/src/domain/leads/record'
import { DELIVER_LEAD_TASK, LEAD_QUEUE } from './lead-delivery'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { payloadClient } from './payload'

/** Idempotency keys are the caller's; scoped by dealer so one site's key never finds another's lead. */
const scopedKey = (tenant: TenantConfig, key: string) => `${tenant.id}:${key}`

async function leadByKey(key: string) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'lead-inbox',
    where: { idempotencyKey: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: {},
  })
  return docs[0]?.id ?? null
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key|already exists|must be unique/i.test(String((error as Error)?.message ?? error))

/**
 * Stores a lead for the site that received it (the tenant is never the caller's choice). The
 * lead and its delivery jobs are written in one transaction, so a lead is either stored with
 * its deliveries queued or not at all. A repeat of an idempotency key returns the first lead;
 * two racing repeats meet at the unique index and the loser returns the winner's lead.
 */
export async function storeLead(
  tenant: TenantConfig,
  record: LeadRecord,
  key: string | null,
): Promise<{ id: string | number; created: boolean }> {
  const idempotencyKey = key ? scopedKey(tenant, key) : undefined
  if (idempotencyKey) {
    const existing = await leadByKey(idempotencyKey)
    if (existing !== null) return { id: existing, created: false }
  }
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const lead = await payload.create({
      collection: 'lead-inbox',
      data: { ...record, tenant: tenant.id as number, idempotencyKey, delivery: { status: record.spam ? 'spam' : 'pending' } } as never,
      overrideAccess: true,
      depth: 0,
      req,
    })
    // The outbox: the delivery job commits with the lead or not at all. Spam is never sent.
    if (!record.spam)
      await payload.jobs.queue({ task: DELIVER_LEAD_TASK as never, input: { leadId: String(lead.id) } as never, queue: LEAD_QUEUE, req })
    await commitTransaction(req)
    return { id: lead.id, created: true }
  } catch (error) {
    await killTransaction(req)
    if (idempotencyKey && isUniqueViolation(error)) {
      const winner = await leadByKey(idempotencyKey)
      if (winner !== null) return { id: winner, created: false }
    }
    throw error
  }
}

/** A delivery run takes at most ~40 s (three channels, 10 s timeouts); older "processing" jobs died with their process. */
export const STALE_DELIVERY_MS = 2 * 60_000

/**
 * Runs due lead deliveries now (after a lead is stored, and from the cron for retries). Payload
 * never picks a job again that is marked processing, so one whose process was killed mid-run is
 * released first; its channels already sent are recorded on the lead and are not repeated.
 */
export async function runLeadDeliveries(limit = 20, now = new Date()): Promise<void> {
  const payload = await payloadClient()
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
  await payload.jobs.run({ queue: LEAD_QUEUE, limit })
}
