import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { LeadRecord } from '@/src/domain/leads/record'
import { DELIVER_LEAD_TASK, LEAD_QUEUE, kickDueLeadDeliveries, runDueLeadDeliveries } from './lead-delivery'
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
    // A racing repeat of the key loses at the unique index (Payload reports it as a validation
    // error on idempotencyKey): the winner's lead is the answer.
    if (idempotencyKey) {
      const winner = await leadByKey(idempotencyKey)
      if (winner !== null) return { id: winner, created: false }
    }
    throw error
  }
}

/** Runs every lead delivery that is due, until none is left (tests and the route). */
export const runLeadDeliveries = async () => runDueLeadDeliveries(await payloadClient())

/** Asks this process to deliver what is due, without waiting for it (after a lead is stored). */
export const kickLeadDeliveries = async () => kickDueLeadDeliveries(await payloadClient())
