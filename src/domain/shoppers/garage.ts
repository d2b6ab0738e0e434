// My Garage (/my-garage, a gated route): what a signed-in shopper sees of
// their own dealings with the dealer.
import type { LeadForm } from '@/src/domain/leads/form-rules'

/** How an enquiry reads in the shopper's list, by the form it came from. */
export const ENQUIRY_LABELS: Record<LeadForm, string> = {
  enquiry: 'Enquiry',
  'test-drive': 'Test drive request',
  finance: 'Finance enquiry',
  'request-photos': 'Photo request',
  similar: 'Find me something similar',
  contact: 'Message to the dealer',
  careers: 'Careers enquiry',
  'trade-in': 'Trade-in valuation',
  service: 'Service booking',
}

export const enquiryLabel = (form: string) => (Object.hasOwn(ENQUIRY_LABELS, form) ? ENQUIRY_LABELS[form as LeadForm] : 'Enquiry')

export const DELETE_ACCOUNT_CONFIRM =
  'Delete your account? Your watchlist is deleted and you are signed out. Enquiries you sent stay with the dealer, as the law requires them to keep records.'
