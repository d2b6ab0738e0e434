// What the shopper asked for beyond their message (a time, a place), as lines the dealer's
// e-mail and the ADF comments both carry, so a CRM user sees the requested test drive slot.
import { bookingLabel } from '@/src/domain/locations/booking-slots'

export interface LeadRequest {
  bookingAt?: string | null
  distributionLocation?: string | null
}

export function requestLines(lead: LeadRequest): string[] {
  return [
    lead.bookingAt ? `Requested time: ${bookingLabel(lead.bookingAt)} (dealer's local time)` : '',
    lead.distributionLocation ? `Test drive at: ${lead.distributionLocation}` : '',
  ].filter(Boolean)
}
