// "Reply by e-mail" on a lead: a mailto: link that opens the staff member's own mail program with
// the shopper's address, a subject naming what they asked about and the dealer, and a short
// opening to write on from. Everything the shopper typed is made single-line first (text.ts) and
// every part is percent-encoded (RFC 6068), so a name cannot add a header or a recipient.
import type { LeadForm } from './form-rules'
import { singleLine } from './text'

export interface ReplyLead {
  email: string
  name?: string | null
  form: LeadForm | string
  reference?: string | null
  car?: { name?: string | null; stockNumber?: string | null } | null
}

/** What the shopper asked for, as the reply names it. */
export const FORM_TOPICS: Record<LeadForm, string> = {
  enquiry: 'your enquiry',
  'test-drive': 'your test drive request',
  finance: 'your finance enquiry',
  'request-photos': 'your request for photos',
  similar: 'your request for something similar',
  contact: 'your message',
  careers: 'your careers enquiry',
  'trade-in': 'your trade-in valuation request',
  service: 'your service booking request',
}

const SUBJECT_MAX = 150

const topicOf = (form: string) => FORM_TOPICS[form as LeadForm] ?? 'your enquiry'

const carOf = (lead: ReplyLead) => {
  const name = singleLine(lead.car?.name)
  const stock = singleLine(lead.car?.stockNumber)
  if (!name) return ''
  return ` about the ${name}${stock ? ` (stock number ${stock})` : ''}`
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The subject and body, before encoding (also what the panel shows as a preview). */
export function replyContent(lead: ReplyLead, dealerName: string, signedBy?: string | null) {
  const dealer = singleLine(dealerName)
  const topic = `${topicOf(lead.form)}${carOf(lead)}`
  const subjectFull = `${capitalised(topic)} · ${dealer}`
  const subject = subjectFull.length > SUBJECT_MAX ? `${subjectFull.slice(0, SUBJECT_MAX - 1)}…` : subjectFull
  const greeting = singleLine(lead.name) ? `Hi ${singleLine(lead.name)},` : 'Hello,'
  const reference = singleLine(lead.reference)
  const body = [
    greeting,
    '',
    `Thank you for ${topic} at ${dealer}.${reference ? ` (Your reference: ${reference}.)` : ''}`,
    '',
    '',
    '',
    'Kind regards,',
    ...(singleLine(signedBy) ? [singleLine(signedBy)] : []),
    dealer,
  ].join('\r\n')
  return { subject, body }
}

/** The address part: only a plausible single address survives, percent-encoded except its @. */
function addressOf(email: string): string | null {
  const address = email.trim()
  if (!/^[^\s@,;?&<>"]+@[^\s@,;?&<>"]+$/.test(address)) return null
  return encodeURIComponent(address).replace('%40', '@')
}

/** mailto: href for replying to the lead, or null when the lead has no usable address (an erased one). */
export function replyMailto(lead: ReplyLead, dealerName: string, signedBy?: string | null): string | null {
  const to = addressOf(lead.email)
  if (!to || to.endsWith('.invalid')) return null
  const { subject, body } = replyContent(lead, dealerName, signedBy)
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
