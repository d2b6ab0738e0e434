// Erasing finance applications: a draft when it lapses (30 days after its last save), a sent
// one with its lead (the retention job, or staff deleting the lead).
import type { PayloadRequest } from 'payload'
import { eraseWhere } from './erase-where'

/** Deletes drafts past their time. Returns how many. */
export const eraseExpiredApplicationDrafts = (req: PayloadRequest, now = new Date()): Promise<number> =>
  eraseWhere(req, 'finance-applications', { and: [{ status: { equals: 'draft' } }, { expiresAt: { less_than: now.toISOString() } }] })

/** Deletes the applications sent as these leads. Returns how many. */
export const eraseApplicationsOfLeads = async (req: PayloadRequest, leadIds: readonly (string | number)[]): Promise<number> =>
  leadIds.length === 0 ? 0 : eraseWhere(req, 'finance-applications', { lead: { in: [...leadIds] } })
