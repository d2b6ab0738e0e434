// A full stock snapshot from a dealer's feed, as JSON (an array of vehicles, or an object
// holding one under vehicles/cars/data) or CSV (a header row; dotted headers such as
// "location.name" build nested fields; lists are separated by '|'). A file that cannot be read
// as a whole is malformed and nothing is imported from it.
import { parseCsv } from './csv'

export type FeedFormat = 'json' | 'csv'

export type FeedRow = { row: number; data: Record<string, unknown> } | { row: number; error: string }

export type FeedParse = { ok: true; rows: FeedRow[] } | { ok: false; message: string }

export const MAX_FEED_ROWS = 50_000

export function detectFormat(hint: string | null | undefined, text: string): FeedFormat {
  const h = (hint ?? '').toLowerCase()
  if (h.includes('json')) return 'json'
  if (h.includes('csv')) return 'csv'
  return /^\s*[[{]/.test(text) ? 'json' : 'csv'
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function jsonRows(text: string): FeedParse {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    return { ok: false, message: `The feed is not valid JSON (${(error as Error).message})` }
  }
  const list = Array.isArray(parsed) ? parsed : isObject(parsed) ? (parsed.vehicles ?? parsed.cars ?? parsed.data) : undefined
  if (!Array.isArray(list))
    return { ok: false, message: 'The JSON feed must be an array of vehicles, or an object with a "vehicles" array' }
  return {
    ok: true,
    rows: list.map((item, i) => (isObject(item) ? { row: i + 1, data: item } : { row: i + 1, error: 'is not an object' })),
  }
}

function setPath(target: Record<string, unknown>, path: string[], value: string) {
  let node = target
  for (const key of path.slice(0, -1)) {
    if (!isObject(node[key])) node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  node[path[path.length - 1]] = value
}

function csvRows(text: string): FeedParse {
  const parsed = parseCsv(text)
  if (!parsed.ok) return parsed
  const [header, ...body] = parsed.rows
  if (!header || header.every((h) => h.trim() === '')) return { ok: false, message: 'The CSV feed has no header row' }
  const names = header.map((h) => h.trim())
  const dupe = names.find((n, i) => n !== '' && names.indexOf(n) !== i)
  if (dupe) return { ok: false, message: `The CSV header names the column "${dupe}" twice` }
  if (!names.includes('id')) return { ok: false, message: 'The CSV header has no "id" column' }
  return {
    ok: true,
    rows: body.map((cells, i) => {
      if (cells.length !== names.length) return { row: i + 1, error: `has ${cells.length} cells but the header has ${names.length}` }
      const data: Record<string, unknown> = {}
      names.forEach((name, k) => {
        if (name !== '' && cells[k] !== '') setPath(data, name.split('.'), cells[k])
      })
      return { row: i + 1, data }
    }),
  }
}

export function parseFeed(text: string, format: FeedFormat): FeedParse {
  if (text.trim() === '') return { ok: false, message: 'The feed is empty' }
  const parsed = format === 'json' ? jsonRows(text) : csvRows(text)
  if (!parsed.ok) return parsed
  if (parsed.rows.length === 0)
    return { ok: false, message: 'The feed lists no vehicles; a snapshot without vehicles would mark every car sold' }
  if (parsed.rows.length > MAX_FEED_ROWS) return { ok: false, message: `The feed lists more than ${MAX_FEED_ROWS} vehicles` }
  return parsed
}
