import { createHash, randomBytes } from 'node:crypto'
import { type PayloadRequest, commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { LeadRecord } from '@/src/domain/leads/record'
import { REFERENCE_BYTES, leadReference, submittedParts } from '@/src/domain/leads/reference'
import { stableJson } from '@/src/lib/stable-json'
import { DELIVER_LEAD_TASK, LEAD_QUEUE, kickDueLeadDeliveries, runDueLeadDeliveries } from './lead-delivery'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { payloadClient } from './payload'

/** Idempotency keys are the caller's; scoped by dealer so one site's key never finds another's lead. */
const scopedKey = (tenant: TenantConfig, key: string) => `${tenant.id}:${key}`

/** What a repeated key must match: a hash of what the shopper sent. */
const fingerprintOf = (record: LeadRecord) =>
  createHash('sha256')
    .update(stableJson(submittedParts(record)))
    .digest('base64url')

export type StoreResult =
  { ok: true; id: string | number; reference: string; created: boolean } | { ok: false; conflict: 'idempotency-key' }

async function leadByKey(key: string, fingerprint: string): Promise<StoreResult | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'lead-inbox',
    where: { idempotencyKey: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { reference: true, idempotencyFingerprint: true },
  })
  const lead = docs[0]
  if (!lead) return null
  // A lead stored before fingerprints were kept has none: its key still returns it.
  if (lead.idempotencyFingerprint && lead.idempotencyFingerprint !== fingerprint) return { ok: false, conflict: 'idempotency-key' }
  return { ok: true, id: lead.id, reference: lead.reference ?? String(lead.id), created: false }
}

/**
 * Stores a lead for the site that received it (the tenant is never the caller's choice). The
 * lead and its delivery jobs are written in one transaction, so a lead is either stored with
 * its deliveries queued or not at all. A held lead (an address flooding the dealer) is stored
 * without them, for staff to send from the inbox. A repeat of an idempotency key with the same
 * form returns the first lead and with another form is a conflict; two racing repeats meet at
 * the unique index and the loser returns the winner's lead. `alongside` writes what belongs with
 * a new lead (the application it was sent from) in the same transaction: both are kept or neither.
 */
export async function storeLead(
  tenant: TenantConfig,
  record: LeadRecord,
  key: string | null,
  hold = false,
  alongside?: (leadId: string | number, req: PayloadRequest) => Promise<void>,
): Promise<StoreResult> {
  const idempotencyKey = key ? scopedKey(tenant, key) : undefined
  const fingerprint = fingerprintOf(record)
  if (idempotencyKey) {
    const existing = await leadByKey(idempotencyKey, fingerprint)
    if (existing !== null) return existing
  }
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const reference = leadReference(randomBytes(REFERENCE_BYTES))
  const status = record.spam ? 'spam' : hold ? 'held' : 'pending'
  try {
    const lead = await payload.create({
      collection: 'lead-inbox',
      data: {
        ...record,
        tenant: tenant.id as number,
        reference,
        idempotencyKey,
        idempotencyFingerprint: idempotencyKey ? fingerprint : undefined,
        delivery: { status },
      } as never,
      overrideAccess: true,
      depth: 0,
      req,
    })
    // The outbox: the delivery job commits with the lead or not at all. Spam is never sent; a held lead when staff say so.
    if (status === 'pending')
      await payload.jobs.queue({ task: DELIVER_LEAD_TASK as never, input: { leadId: String(lead.id) } as never, queue: LEAD_QUEUE, req })
    await alongside?.(lead.id, req)
    await commitTransaction(req)
    return { ok: true, id: lead.id, reference, created: true }
  } catch (error) {
    await killTransaction(req)
    // A racing repeat of the key loses at the unique index (Payload reports it as a validation
    // error on idempotencyKey): the winner's lead is the answer.
    if (idempotencyKey) {
      const winner = await leadByKey(idempotencyKey, fingerprint)
      if (winner !== null) return winner
    }
    throw error
  }
}

/** Runs every lead delivery that is due, until none is left (tests and the route). */
export const runLeadDeliveries = async () => runDueLeadDeliveries(await payloadClient())

/** Asks this process to deliver what is due, without waiting for it (after a lead is stored). */
export const kickLeadDeliveries = async () => kickDueLeadDeliveries(await payloadClient())
