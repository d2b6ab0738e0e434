// Erasing trade-in photos (rows and files): with their lead (the retention job, or staff deleting
// the lead), and a day after an upload no lead took.
import type { PayloadRequest } from 'payload'
import { eraseWhere } from './erase-where'

/** Deletes the photos of these leads. Returns how many. */
export const erasePhotosOfLeads = async (req: PayloadRequest, leadIds: readonly (string | number)[]): Promise<number> =>
  leadIds.length === 0 ? 0 : eraseWhere(req, 'trade-in-photos', { lead: { in: [...leadIds] } })

/** Deletes the photos no lead took, past their time. Returns how many. */
export const eraseLapsedPhotos = (req: PayloadRequest, now = new Date()): Promise<number> =>
  eraseWhere(req, 'trade-in-photos', { and: [{ lead: { exists: false } }, { expiresAt: { less_than: now.toISOString() } }] })
