// The dealer's lead export: one CSV row per lead. Its answer columns are the lead's
// answers (answers.ts), the same list the e-mail and the ADF carry. Cells that a
// spreadsheet would run as a formula are quoted as text (CSV injection).
import { ANSWER_LABELS, type AnswerSource, leadAnswers } from './answers'

export interface CsvLead extends AnswerSource {
  createdAt: string
  status?: string | null
  form: string
  spam?: boolean | null
  delivery?: { status?: string | null } | null
}

const HEADER = ['Received', 'Status', 'Form', ...ANSWER_LABELS, 'Spam', 'Delivery']

/** One CSV cell: quoted, quotes doubled, a leading = + - @ (or tab/CR) made literal. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function leadsCsv(leads: readonly CsvLead[]): string {
  const rows = leads.map((l) => {
    const answers = new Map(leadAnswers(l).map((a) => [a.label, a.value]))
    return [
      l.createdAt,
      l.status ?? 'new',
      l.form,
      ...ANSWER_LABELS.map((label) => answers.get(label)),
      l.spam ? 'yes' : 'no',
      l.delivery?.status,
    ]
  })
  return [HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** The moment before which a lead's personal details are erased (retention, in months). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}
