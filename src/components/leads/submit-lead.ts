// Sends a lead to POST /api/leads (or, for a trade-in valuation, /api/trade-in/decision: the
// same answer) with an Idempotency-Key, so a retry after a lost answer never makes a second lead.
import { SUBMIT_FAILED } from '@/src/domain/leads/form-rules'
export type LeadAnswer =
  { ok: true; leadId: string; eventId: number; category: string } | { ok: false; error: string; fields: Record<string, string> }

export async function submitLead(body: Record<string, unknown>, idempotencyKey: string, endpoint = '/api/leads'): Promise<LeadAnswer> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
    })
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (response.ok && typeof json.lead_id === 'string') {
      return { ok: true, leadId: json.lead_id, eventId: Number(json.event_id), category: String(json.category ?? '') }
    }
    return {
      ok: false,
      error: typeof json.error === 'string' ? json.error : SUBMIT_FAILED,
      fields: (json.fields as Record<string, string> | undefined) ?? {},
    }
  } catch {
    return { ok: false, error: SUBMIT_FAILED, fields: {} }
  }
}
