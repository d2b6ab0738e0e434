// Promotions that have run out: an offer or tile past its expiry, and copy naming a
// deadline that has passed ("until 31 January" in February). Both warn: the site already hides
// expired offers and tiles, and a stale date in copy misleads but is not unlawful by itself.
import { localMoment } from '@/src/domain/locations/open-now'
import type { TextPiece } from './extract'
import type { Problem } from './types'

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)'
/** Words that make a date a deadline (an "established 1 March 1998" is not one). */
const DEADLINE = '(?:until|till|til|ends?|ending|expires?|closes?|before|by|valid\\s+(?:to|until|till)|through|thru|runs\\s+to)'
const WEEKDAY = '(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?,?\\s+)?'
const WORDY = new RegExp(
  `\\b${DEADLINE}\\s+${WEEKDAY}(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH_NAME}\\.?(?:,?\\s+(\\d{4}))?\\b`,
  'gi',
)
/** Australian numeric dates are day first: 31/01/2026, 31.1.26. */
const NUMERIC = new RegExp(`\\b${DEADLINE}\\s+${WEEKDAY}(\\d{1,2})[/.-](\\d{1,2})[/.-](\\d{4}|\\d{2})\\b`, 'gi')

/** Without a year, a date this far in the past still means this year's (beyond it, next year's). */
export const YEARLESS_LOOKBACK_DAYS = 183

const DAY_MS = 86_400_000
const pad = (n: number) => String(n).padStart(2, '0')
const validDay = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/**
 * The deadlines a text names that are before `today` ("YYYY-MM-DD"), as "YYYY-MM-DD". A day and
 * month without a year is this year's date when that has passed within the last six months
 * (the sale just ended); otherwise it is read as the next occurrence, which has not passed.
 */
export function pastDeadlines(text: string, today: string): { phrase: string; date: string }[] {
  const [ty, tm, td] = today.split('-').map(Number)
  const todayMs = Date.UTC(ty, tm - 1, td)
  const out: { phrase: string; date: string }[] = []
  const consider = (phrase: string, d: number, m: number, year: number | null) => {
    if (year !== null) {
      if (!validDay(year, m, d)) return
      if (Date.UTC(year, m - 1, d) < todayMs) out.push({ phrase, date: `${year}-${pad(m)}-${pad(d)}` })
      return
    }
    if (!validDay(m === 2 && d === 29 ? 2024 : ty, m, d)) return
    const thisYear = Date.UTC(ty, m - 1, d)
    if (thisYear < todayMs && todayMs - thisYear <= YEARLESS_LOOKBACK_DAYS * DAY_MS) out.push({ phrase, date: `${ty}-${pad(m)}-${pad(d)}` })
  }
  for (const match of text.matchAll(WORDY)) {
    const month = MONTHS.indexOf(match[2].slice(0, 3).toLowerCase()) + 1
    consider(match[0], Number(match[1]), month, match[3] ? Number(match[3]) : null)
  }
  for (const match of text.matchAll(NUMERIC)) {
    const year = match[3].length === 2 ? 2000 + Number(match[3]) : Number(match[3])
    consider(match[0], Number(match[1]), Number(match[2]), year)
  }
  return out
}

export function pastDateProblems(texts: readonly TextPiece[], today: string): Problem[] {
  return texts.flatMap((piece) =>
    pastDeadlines(piece.text, today).map(({ phrase }): Problem => ({
      rule: 'past-date',
      severity: 'warn',
      path: piece.path,
      where: piece.where,
      message: `Names a date that has passed ("${phrase.trim()}"). Update or remove it.`,
    })),
  )
}

/** An offer or promo tile whose expiry is before now: it no longer shows on the site. */
export function expiredPromoProblems(doc: { expiresAt?: unknown }, now: Date, timeZone: string): Problem[] {
  const at = typeof doc.expiresAt === 'string' ? Date.parse(doc.expiresAt) : Number.NaN
  if (Number.isNaN(at) || at >= now.getTime()) return []
  return [
    {
      rule: 'expired-promo',
      severity: 'warn',
      path: 'expiresAt',
      where: 'Expires',
      message: `Expired on ${localMoment(new Date(at), timeZone).date}: it no longer shows on the site. Set a new expiry or remove it.`,
    },
  ]
}
