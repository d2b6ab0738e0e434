// How a lead is worked in the inbox: its status, and when it was first answered and when closed.
// The times are for the dealer's own follow-up (how long leads wait for a first call), so they are
// stamped by the server when the status changes, never typed.

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', won: 'Won', lost: 'Lost' }

const CLOSED: readonly LeadStatus[] = ['won', 'lost']

export interface StatusTimes {
  firstContactedAt: string | null
  closedAt: string | null
}

/**
 * The times after a save: the first move off "new" is the first contact, and stays; won or lost
 * closes the lead (at the first of them), and reopening it clears that.
 */
export function statusTimes(previous: Partial<StatusTimes>, status: string | null | undefined, now: Date): StatusTimes {
  const at = now.toISOString()
  const current = (status ?? 'new') as LeadStatus
  const firstContactedAt = previous.firstContactedAt ?? (current !== 'new' ? at : null)
  const closedAt = CLOSED.includes(current) ? (previous.closedAt ?? at) : null
  return { firstContactedAt, closedAt }
}
