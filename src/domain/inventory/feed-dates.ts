// Dates as Australian stock feeds send them: ISO 8601, day-first "05/03/2026" (with -,
// . or / and an optional time), "5 Mar 2026", and epoch seconds or milliseconds as numbers or
// digits. `new Date(text)` read "05/03/2026" as 3 May, so nothing here relies on it. A value
// whose day and month could be either way round follows the dealership's stated order; one that
// can only be read one way is read that way. Times without an offset are the dealership's local
// time; a date without a time is that calendar day (midnight UTC, as ISO dates always were).
import { TZDate } from '@date-fns/tz'
import { AUSTRALIAN_TIME_ZONES, type AustralianTimeZone } from '../locations/open-now'

export const DATE_ORDERS = ['dmy', 'mdy'] as const
export type DateOrder = (typeof DATE_ORDERS)[number]

export interface FeedDateOptions {
  /** How a feed writes dates whose day and month are both 12 or less. */
  readonly order: DateOrder
  /** The zone of times given without an offset. */
  readonly timeZone: AustralianTimeZone
}

export const DEFAULT_FEED_DATES: FeedDateOptions = { order: 'dmy', timeZone: 'Australia/Sydney' }
export { AUSTRALIAN_TIME_ZONES }

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

interface Parts {
  year: number
  month: number
  day: number
  time?: { hours: number; minutes: number; seconds: number }
}

const TIME = String.raw`(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([ap]\.?m\.?)?)?`
const NUMERIC = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})${TIME}$`, 'i')
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})/(\d{1,2})/(\d{1,2})${TIME}$`, 'i')
const DAY_MONTH_NAME = new RegExp(String.raw`^(\d{1,2})(?:st|nd|rd|th)?[\s/-]+([a-z]{3,9})\.?,?[\s/-]+(\d{4})${TIME}$`, 'i')
const MONTH_NAME_DAY = new RegExp(String.raw`^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})${TIME}$`, 'i')
/** ISO 8601 with an offset or Z, or a date alone: the platform's own format, read as such. */
const ISO_ZONED = /^(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})$/i
const ISO_LOCAL = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})${TIME}$`, 'i')
const EPOCH = /^\d{9,13}$/

/** 1-12 for a month's name or its short form ("Mar", "Sept"), 0 for anything else. */
const monthOf = (name: string): number => {
  const lower = name.toLowerCase()
  return MONTHS.findIndex((m) => m === lower || m.slice(0, 3) === lower || (m === 'september' && lower === 'sept')) + 1
}

/** 2-digit years: 00-69 are 2000s, 70-99 1900s (the usual pivot; cars and dates both fit). */
const fullYear = (y: string) => (y.length === 4 ? Number(y) : Number(y) + (Number(y) < 70 ? 2000 : 1900))

function timeOf(match: RegExpExecArray, from: number): Parts['time'] | null | undefined {
  if (match[from] === undefined) return undefined
  let hours = Number(match[from])
  const minutes = Number(match[from + 1])
  const seconds = Number(match[from + 2] ?? 0)
  const meridiem = match[from + 3]?.toLowerCase().replace(/\./g, '')
  if (meridiem) {
    if (hours < 1 || hours > 12) return null
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0)
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return null
  return { hours, minutes, seconds }
}

/** Day and month of "a/b/yyyy": unambiguous when one of them is over 12, else in the stated order. */
function dayMonth(a: number, b: number, order: DateOrder): [number, number] {
  if (a > 12 && b <= 12) return [a, b]
  if (b > 12 && a <= 12) return [b, a]
  return order === 'dmy' ? [a, b] : [b, a]
}

function partsOf(text: string, order: DateOrder): Parts | null | undefined {
  let m = NUMERIC.exec(text)
  if (m) {
    const [day, month] = dayMonth(Number(m[1]), Number(m[2]), order)
    const time = timeOf(m, 4)
    return time === null ? null : { year: fullYear(m[3]), month, day, time }
  }
  for (const [pattern, y, mo, d, t] of [
    [YEAR_FIRST, 1, 2, 3, 4],
    [ISO_LOCAL, 1, 2, 3, 4],
  ] as const) {
    m = pattern.exec(text)
    if (m) {
      const time = timeOf(m, t)
      return time === null ? null : { year: Number(m[y]), month: Number(m[mo]), day: Number(m[d]), time }
    }
  }
  m = DAY_MONTH_NAME.exec(text) ?? MONTH_NAME_DAY.exec(text)
  if (m) {
    const named = /^\d/.test(m[1]) ? { day: m[1], month: m[2] } : { day: m[2], month: m[1] }
    const time = timeOf(m, 4)
    return time === null ? null : { year: Number(m[3]), month: monthOf(named.month), day: Number(named.day), time }
  }
  return undefined
}

function isoOf(parts: Parts, timeZone: AustralianTimeZone): string | null {
  const { year, month, day, time } = parts
  if (month < 1 || month > 12 || day < 1) return null
  const utcDay = new Date(Date.UTC(year, month - 1, day))
  // 31/02 rolls over to March in Date: a day the month does not have is not a date.
  if (utcDay.getUTCMonth() !== month - 1 || utcDay.getUTCFullYear() !== year) return null
  if (!time) return utcDay.toISOString()
  return new Date(new TZDate(year, month - 1, day, time.hours, time.minutes, time.seconds, timeZone).getTime()).toISOString()
}

const epochIso = (n: number) => {
  const date = new Date(n < 1e11 ? n * 1000 : n)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/**
 * A feed's date as ISO text, or null when it is not a date this reads. Numbers and 9-13 digit
 * text are epoch seconds (below 10^11) or milliseconds.
 */
export function readFeedDate(value: unknown, options: FeedDateOptions = DEFAULT_FEED_DATES): string | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? epochIso(value) : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (EPOCH.test(text)) return epochIso(Number(text))
  const zoned = ISO_ZONED.exec(text)
  if (zoned) {
    const offset = zoned[2].length === 5 ? `${zoned[2].slice(0, 3)}:${zoned[2].slice(3)}` : zoned[2]
    const date = new Date(`${zoned[1].replace(' ', 'T')}${offset}`)
    return Number.isNaN(date.getTime()) ? null : date.toISOString()
  }
  const parts = partsOf(text, options.order)
  return parts ? isoOf(parts, options.timeZone) : null
}
