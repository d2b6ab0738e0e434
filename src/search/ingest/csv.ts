// A small RFC 4180 CSV reader (quoted cells, doubled quotes, CRLF or LF, a BOM), so feeds need
// no extra dependency. An unterminated quote makes the whole file malformed.

export type CsvResult = { ok: true; rows: string[][] } | { ok: false; message: string }

export function parseCsv(text: string): CsvResult {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let quoteLine = 0
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else {
        if (ch === '\n') line++
        cell += ch
      }
    } else if (ch === '"' && cell === '') {
      quoted = true
      quoteLine = line
    } else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      line++
    } else cell += ch
  }
  if (quoted) return { ok: false, message: `CSV has an unterminated quoted cell starting on line ${quoteLine}` }
  if (cell !== '' || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return { ok: true, rows: rows.filter((r) => !(r.length === 1 && r[0].trim() === '')) }
}
