// The dealer's lead export (issue 11): one CSV row per lead, in the columns staff work with.
// Cells that a spreadsheet would run as a formula are quoted as text (CSV injection).

export interface CsvLead {
  createdAt: string
  status?: string | null
  form: string
  category?: string | null
  name: string
  lastName: string
  email: string
  phone: string
  postcode: string
  car?: { name?: string | null; stockNumber?: string | null } | null
  message?: string | null
  spam?: boolean | null
  delivery?: { status?: string | null } | null
}

const HEADER = [
  'Received',
  'Status',
  'Form',
  'Category',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Postcode',
  'Car',
  'Stock number',
  'Message',
  'Spam',
  'Delivery',
]

/** One CSV cell: quoted, quotes doubled, a leading = + - @ (or tab/CR) made literal. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function leadsCsv(leads: readonly CsvLead[]): string {
  const rows = leads.map((l) => [
    l.createdAt,
    l.status ?? 'new',
    l.form,
    l.category,
    l.name,
    l.lastName,
    l.email,
    l.phone,
    l.postcode,
    l.car?.name,
    l.car?.stockNumber,
    l.message,
    l.spam ? 'yes' : 'no',
    l.delivery?.status,
  ])
  return [HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** The moment before which a lead's personal details are erased (retention, in months). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}
