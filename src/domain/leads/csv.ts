// The dealer's lead export: one CSV row per lead. Its answer columns are the lead's
// answers (answers.ts), the same list the e-mail and the ADF carry. Cells that a
// spreadsheet would run as a formula are quoted as text (CSV injection).
import { ANSWER_LABELS, type AnswerSource, leadAnswers } from './answers'

type Maybe<T> = T | null | undefined

export interface CsvLead extends AnswerSource {
  createdAt: string
  status?: string | null
  form: string
  spam?: boolean | null
  delivery?: { status?: string | null } | null
  /** A finance application's loan (finance-application/summary.ts applicationLoan). */
  financeApplication?: Maybe<{
    reference?: Maybe<string>
    purchasePrice?: Maybe<number>
    deposit?: Maybe<number>
    amountToFinance?: Maybe<number>
    termYears?: Maybe<number>
    balloon?: Maybe<number>
  }>
}

/** The loan of a finance application, in columns of their own: staff sort and sum them in a spreadsheet. */
const LOAN_COLUMNS: readonly [string, (loan: NonNullable<CsvLead['financeApplication']>) => unknown][] = [
  ['Loan: purchase price', (l) => l.purchasePrice],
  ['Loan: deposit', (l) => l.deposit],
  ['Loan: amount to finance', (l) => l.amountToFinance],
  ['Loan: term (years)', (l) => l.termYears],
  ['Loan: balloon', (l) => l.balloon],
  ['Finance provider reference', (l) => l.reference],
]

const HEADER = ['Received', 'Status', 'Form', ...ANSWER_LABELS, ...LOAN_COLUMNS.map(([label]) => label), 'Spam', 'Delivery']

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
      ...LOAN_COLUMNS.map(([, value]) => (l.financeApplication?.termYears ? value(l.financeApplication) : null)),
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
