// Erasing trade-in photos (rows and files): with their lead (the retention job, or staff deleting
// the lead), and a day after an upload no lead took. Through the request's own Payload, so the
// lead collection's hooks and the retention job can call it (no import cycle).
import type { PayloadRequest } from 'payload'

/** Deletes the photos (rows and files) of these leads. Returns how many. */
export async function erasePhotosOfLeads(req: PayloadRequest, leadIds: readonly (string | number)[]): Promise<number> {
  if (leadIds.length === 0) return 0
  const { docs } = await req.payload.delete({
    collection: 'trade-in-photos',
    where: { lead: { in: [...leadIds] } },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return docs.length
}

/** Deletes the photos no lead took, past their time. Returns how many. */
export async function eraseLapsedPhotos(req: PayloadRequest, now = new Date()): Promise<number> {
  const { docs } = await req.payload.delete({
    collection: 'trade-in-photos',
    where: { and: [{ lead: { exists: false } }, { expiresAt: { less_than: now.toISOString() } }] },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return docs.length
}
