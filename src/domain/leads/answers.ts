// Everything the shopper told us in a lead, as label + value: the one list the
// dealer's e-mail (text and HTML), the ADF comments and the CSV export are all built from, so a
// form field cannot reach one channel and be dropped by another. `field` names the form field
// each answer comes from; a test walks every form's fields and finds each in this list.
import { bookingLabel } from '@/src/domain/locations/booking-slots'
import { TRADE_IN_LABEL, UNDER_FINANCE_LABEL, dealershipOption } from './form-rules'
import type { LeadInput } from './forms'
import { multiLine, singleLine } from './text'
import { formatKm } from '../numbers'

type Maybe<T> = T | null | undefined

/** A lead as stored (LeadRecord before, the inbox row after): what the answers are read from. */
export interface AnswerSource {
  category?: Maybe<string>
  subcategory?: Maybe<string>
  name: string
  lastName: string
  email: string
  phone: string
  postcode: string
  message?: Maybe<string>
  preferredContact?: Maybe<string>
  optIn?: Maybe<boolean>
  rego?: Maybe<string>
  regoState?: Maybe<string>
  kms?: Maybe<number>
  underFinance?: Maybe<string>
  tradeIn?: Maybe<string>
  additionalServices?: Maybe<readonly string[]>
  bookingAt?: Maybe<string>
  distributionLocation?: Maybe<string>
  dealershipSlug?: Maybe<string>
  car?: Maybe<{ name?: Maybe<string>; stockNumber?: Maybe<string> }>
}

export type AnswerField = Exclude<keyof LeadInput, 'form'>

export interface LeadAnswer {
  field: AnswerField
  label: string
  value: string
  /** The message: shown as a block of lines, everything else on one line. */
  multiline?: true
}

type Row = { field: AnswerField; label: string; value: (lead: AnswerSource) => Maybe<string>; multiline?: true }

/** In the order the dealer reads them: who, how to reach them, what about, what they asked. */
const ROWS: readonly Row[] = [
  { field: 'category', label: 'Category', value: (l) => [l.category, l.subcategory].filter(Boolean).join(' / ') },
  { field: 'name', label: 'First name', value: (l) => l.name },
  { field: 'last_name', label: 'Last name', value: (l) => l.lastName },
  { field: 'email', label: 'Email', value: (l) => l.email },
  { field: 'phone', label: 'Phone', value: (l) => l.phone },
  { field: 'postcode', label: 'Postcode', value: (l) => l.postcode },
  { field: 'preferred_contact', label: 'Preferred contact', value: (l) => l.preferredContact },
  { field: 'car_slug', label: 'Car', value: (l) => l.car?.name },
  { field: 'car_slug', label: 'Stock number', value: (l) => l.car?.stockNumber },
  { field: 'dealership_slug', label: 'Dealership', value: (l) => (l.dealershipSlug ? dealershipOption(l.dealershipSlug).label : null) },
  { field: 'booking_at', label: 'Requested time', value: (l) => l.bookingAt && `${bookingLabel(l.bookingAt)} (dealer's local time)` },
  { field: 'distribution_location', label: 'Test drive at', value: (l) => l.distributionLocation },
  { field: 'under_finance', label: UNDER_FINANCE_LABEL, value: (l) => l.underFinance },
  { field: 'trade_in', label: TRADE_IN_LABEL, value: (l) => l.tradeIn },
  { field: 'rego', label: 'Rego', value: (l) => l.rego },
  { field: 'rego_state', label: 'Rego state', value: (l) => l.regoState },
  { field: 'kms', label: 'Odometer', value: (l) => (typeof l.kms === 'number' ? formatKm(l.kms) : null) },
  { field: 'additional_services', label: 'Additional services', value: (l) => l.additionalServices?.join(', ') },
  { field: 'opt_in', label: 'Opted in to offers', value: (l) => (l.optIn ? 'Yes' : 'No') },
  { field: 'message', label: 'Message', value: (l) => l.message, multiline: true },
]

/** The answer columns of the CSV export, whichever of them a lead has. */
export const ANSWER_LABELS: readonly string[] = ROWS.map((r) => r.label)

/** The lead's answers that have a value, cleaned for display (see text.ts). */
export function leadAnswers(lead: AnswerSource): LeadAnswer[] {
  const answers: LeadAnswer[] = []
  for (const row of ROWS) {
    const value = row.multiline ? multiLine(row.value(lead)) : singleLine(row.value(lead))
    if (value !== '') answers.push({ field: row.field, label: row.label, value, ...(row.multiline ? { multiline: true } : {}) })
  }
  return answers
}
