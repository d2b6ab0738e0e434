// "Open now · closes 5:30pm" / "Closed · opens 8:30am Mon" in the location's own time zone
// (Sydney, Brisbane without DST, Adelaide's half-hour offset, Darwin, Perth).
import { TZDate } from '@date-fns/tz'
import { type DayHours, type Department, type SpecialHours, type Weekday, WEEKDAY_SHORT, formatTime, minutesOf, specialFor } from './hours'

/** The Australian time zones a location can be in (IANA names). */
export const AUSTRALIAN_TIME_ZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Hobart',
  'Australia/Broken_Hill',
] as const
export type AustralianTimeZone = (typeof AUSTRALIAN_TIME_ZONES)[number]

/** Each state's usual zone, for a location whose editor has not chosen one. */
export const STATE_TIME_ZONES: Readonly<Record<string, AustralianTimeZone>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
}

/** A location's zone: the one its staff chose, else its state's usual one, else Sydney's. */
export const locationTimeZone = (chosen: string | null | undefined, state: string | null | undefined): string =>
  chosen || (state ? STATE_TIME_ZONES[state] : undefined) || 'Australia/Sydney'

export interface LocalMoment {
  /** "YYYY-MM-DD" in the zone. */
  date: string
  weekday: Weekday
  minutes: number
}

const pad = (n: number) => String(n).padStart(2, '0')
const dateOf = (d: TZDate) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

/** The calendar date, weekday and minute of the day an instant falls on in a zone. */
export function localMoment(now: Date, timeZone: string): LocalMoment {
  const local = new TZDate(now.getTime(), timeZone)
  return { date: dateOf(local), weekday: local.getDay() as Weekday, minutes: local.getHours() * 60 + local.getMinutes() }
}

/** The local date `days` after a local date (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): { date: string; weekday: Weekday } {
  const [y, m, d] = date.split('-').map(Number)
  const next = new Date(Date.UTC(y, m - 1, d + days))
  return { date: `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`, weekday: next.getUTCDay() as Weekday }
}

export interface Span {
  open: number
  close: number
  openText: string
  closeText: string
}

/** The opening span of one local date: special hours replace the weekly row. */
export function spanOn(
  date: string,
  weekday: Weekday,
  week: readonly DayHours[],
  special: readonly SpecialHours[],
  department: Department,
): Span | null {
  const row = specialFor(special, department, date) ?? week.find((d) => d.weekday === weekday)
  if (!row || row.status !== 'open') return null
  const open = minutesOf(row.open)
  const close = minutesOf(row.close)
  if (open === null || close === null || close <= open) return null
  return { open, close, openText: formatTime(row.open!), closeText: formatTime(row.close!) }
}

export type OpenStatus =
  | { open: true; closesAt: string }
  /** `opensOn` is "" for later today, "tomorrow", or a short weekday ("Mon"); null when nothing in the next week. */
  | { open: false; opensAt: string | null; opensOn: string | null }

/** Whether a department is open at an instant, and when it next closes or opens. */
export function openStatus(
  now: Date,
  timeZone: string,
  week: readonly DayHours[],
  special: readonly SpecialHours[] = [],
  department: Department = 'sales',
): OpenStatus {
  const here = localMoment(now, timeZone)
  const today = spanOn(here.date, here.weekday, week, special, department)
  if (today && here.minutes >= today.open && here.minutes < today.close) return { open: true, closesAt: today.closeText }
  if (today && here.minutes < today.open) return { open: false, opensAt: today.openText, opensOn: '' }
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = addDays(here.date, ahead)
    const span = spanOn(day.date, day.weekday, week, special, department)
    if (span) return { open: false, opensAt: span.openText, opensOn: ahead === 1 ? 'tomorrow' : WEEKDAY_SHORT[day.weekday] }
  }
  return { open: false, opensAt: null, opensOn: null }
}

/** "Open now · closes 5:30pm", "Closed · opens 8:30am Mon", or "Closed". */
export function openStatusText(status: OpenStatus): string {
  if (status.open) return `Open now · closes ${status.closesAt}`
  if (!status.opensAt) return 'Closed'
  return `Closed · opens ${status.opensAt}${status.opensOn ? ` ${status.opensOn}` : ''}`
}
