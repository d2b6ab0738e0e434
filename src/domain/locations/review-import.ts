// Importing reviews from a CSV file, per location (reviews are entered or imported):
// one row per review, checked in full before anything is stored.

export const MAX_IMPORT_ROWS = 2000
export const MAX_IMPORT_BYTES = 1_000_000

/** RFC 4180: commas, double quotes around fields, "" inside quotes, line breaks inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const src = text.replace(/^\uFEFF/, '')
  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    endField()
    rows.push(row)
    row = []
  }
  for (let i = 0; i < src.length; i++) {
    const c = src[i]
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field === '') quoted = true
    else if (c === ',') endField()
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++
      endRow()
    } else field += c
  }
  if (field !== '' || row.length > 0) endRow()
  return rows.filter((r) => r.some((f) => f.trim() !== ''))
}

export interface ReviewImportRow {
  /** The spreadsheet line (header is line 1). */
  line: number
  location: string
  customerName: string
  rating: number
  text: string
  reviewDate: string
  reply: string | null
}

export interface RowProblem {
  line: number
  message: string
}

const COLUMNS: Record<string, keyof Omit<ReviewImportRow, 'line'>> = {
  location: 'location',
  location_slug: 'location',
  customer_name: 'customerName',
  name: 'customerName',
  rating: 'rating',
  text: 'text',
  review: 'text',
  date: 'reviewDate',
  review_date: 'reviewDate',
  reply: 'reply',
}

export const REVIEW_CSV_HEADER = 'location,customer_name,rating,text,date,reply'

/** Rows and every problem found; the caller stores nothing unless there are no problems. */
export function reviewRowsFromCsv(text: string, today: Date): { rows: ReviewImportRow[]; problems: RowProblem[] } {
  if (text.length > MAX_IMPORT_BYTES)
    return { rows: [], problems: [{ line: 0, message: 'The file is larger than 1 MB; split it into smaller files.' }] }
  const [header, ...body] = parseCsv(text)
  const columns = (header ?? []).map(
    (h) =>
      COLUMNS[
        h
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
      ],
  )
  const missing = ['location', 'customerName', 'rating', 'text'].filter((c) => !columns.includes(c as never))
  if (!header || missing.length)
    return { rows: [], problems: [{ line: 1, message: `The first line must name the columns: ${REVIEW_CSV_HEADER}` }] }
  if (body.length === 0) return { rows: [], problems: [{ line: 2, message: 'The file has no reviews below its header.' }] }
  if (body.length > MAX_IMPORT_ROWS) return { rows: [], problems: [{ line: 0, message: `At most ${MAX_IMPORT_ROWS} reviews per file.` }] }
  const rows: ReviewImportRow[] = []
  const problems: RowProblem[] = []
  body.forEach((cells, i) => {
    const line = i + 2
    const get = (key: keyof Omit<ReviewImportRow, 'line'>) => (cells[columns.indexOf(key)] ?? '').trim()
    const rating = Number(get('rating'))
    const date = get('reviewDate') ? new Date(get('reviewDate')) : today
    const problem =
      (!get('location') && 'the location is empty') ||
      (!get('customerName') && 'the customer name is empty') ||
      (get('customerName').length > 80 && 'the customer name is longer than 80 characters') ||
      ((!Number.isInteger(rating) || rating < 1 || rating > 5) && 'the rating must be a whole number from 1 to 5') ||
      (!get('text') && 'the review text is empty') ||
      (get('text').length > 4000 && 'the review text is longer than 4000 characters') ||
      (Number.isNaN(date.getTime()) && 'the date is not a date (use 2026-11-23)')
    if (problem) return problems.push({ line, message: `Line ${line}: ${problem}.` })
    rows.push({
      line,
      location: get('location'),
      customerName: get('customerName'),
      rating,
      text: get('text'),
      reviewDate: date.toISOString(),
      reply: get('reply') || null,
    })
  })
  return { rows, problems }
}
