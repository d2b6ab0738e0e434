// Erasing finance applications: a draft when it lapses (30 days after its last save), a sent
// one with its lead (the retention job, or staff deleting the lead). Through the request's own
// Payload, so the lead collection's hooks and the retention job can call it (no import cycle).
import type { PayloadRequest } from 'payload'

/** Deletes drafts past their time. Returns how many. */
export async function eraseExpiredApplicationDrafts(req: PayloadRequest, now = new Date()): Promise<number> {
  const { docs } = await req.payload.delete({
    collection: 'finance-applications',
    where: { and: [{ status: { equals: 'draft' } }, { expiresAt: { less_than: now.toISOString() } }] },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return docs.length
}

/** Deletes the applications sent as these leads. Returns how many. */
export async function eraseApplicationsOfLeads(req: PayloadRequest, leadIds: readonly (string | number)[]): Promise<number> {
  if (leadIds.length === 0) return 0
  const { docs } = await req.payload.delete({
    collection: 'finance-applications',
    where: { lead: { in: [...leadIds] } },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return docs.length
}
