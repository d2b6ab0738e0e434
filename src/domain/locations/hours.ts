// Opening hours (weekly hours and dated special hours): the weekly table, its Mon–Fri collapsing
// and the holiday-hours list.

export const DEPARTMENTS = ['sales', 'service', 'parts'] as const
export type Department = (typeof DEPARTMENTS)[number]
export const DEPARTMENT_LABELS: Readonly<Record<Department, string>> = { sales: 'Sales', service: 'Service', parts: 'Parts' }

/** 0 Sunday … 6 Saturday, as feeds and the admin store a weekday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
/** Table order: Monday first, Sunday last. */
const TABLE_ORDER: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0]
const MON_FRI: readonly Weekday[] = [1, 2, 3, 4, 5]

export interface DayHours {
  weekday: Weekday
  status: 'open' | 'closed'
  /** 24-hour "HH:MM" local time; required when open. */
  open?: string | null
  close?: string | null
}

export interface SpecialHours {
  /** Local calendar date "YYYY-MM-DD". */
  date: string
  status: 'open' | 'closed'
  open?: string | null
  close?: string | null
  /** e.g. "Christmas Day". */
  label?: string | null
  /** Empty means every department at the location. */
  department?: Department | null
}

/** How a closed day reads on this dealer's site: Closed, By appointment only or Enquire Now. */
export type ClosedDayStyle = 'closed' | 'by-appointment' | 'enquire'
export const CLOSED_DAY_TEXT: Readonly<Record<ClosedDayStyle, string>> = {
  closed: 'Closed',
  'by-appointment': 'By appointment only',
  enquire: 'Enquire Now',
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** Minutes after midnight of "HH:MM", or null when it is not a valid 24-hour time. */
export function minutesOf(time: string | null | undefined): number | null {
  const m = time ? TIME.exec(time.trim()) : null
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}

/** "08:30" -> "8:30am", "17:00" -> "5:00pm", "12:00" -> "12:00pm". */
export function formatTime(time: string): string {
  const minutes = minutesOf(time)
  if (minutes === null) return time
  const h24 = Math.floor(minutes / 60)
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12
  return `${h12}:${String(minutes % 60).padStart(2, '0')}${h24 < 12 ? 'am' : 'pm'}`
}

/** An open day's hours as the site shows them, or null when the row is closed or incomplete. */
export function hoursText(day: Pick<DayHours, 'status' | 'open' | 'close'> | undefined): string | null {
  if (!day || day.status !== 'open') return null
  const open = minutesOf(day.open)
  const close = minutesOf(day.close)
  if (open === null || close === null || close <= open) return null
  return `${formatTime(day.open!)} - ${formatTime(day.close!)}`
}

/** The admin's check for one row: a readable problem or null. */
export function dayHoursProblem(day: Pick<DayHours, 'status' | 'open' | 'close'>): string | null {
  if (day.status !== 'open') return null
  if (minutesOf(day.open) === null || minutesOf(day.close) === null)
    return 'Enter opening and closing times as HH:MM, e.g. 08:30 and 17:30.'
  if (minutesOf(day.close)! <= minutesOf(day.open)!) return 'The closing time must be after the opening time.'
  return null
}

export interface HoursRow {
  /** "Mon - Fri", "Saturday", "Sunday", "Monday"… */
  label: string
  /** The hours, or null for a closed day (shown in the dealer's closed-day style). */
  hours: string | null
}

/** The row for each weekday; a weekday without a row is closed. A later duplicate row is ignored. */
export function weekByDay(days: readonly DayHours[]): Map<Weekday, string | null> {
  const byDay = new Map<Weekday, string | null>()
  for (const day of days) if (!byDay.has(day.weekday)) byDay.set(day.weekday, hoursText(day))
  for (const weekday of TABLE_ORDER) if (!byDay.has(weekday)) byDay.set(weekday, null)
  return byDay
}

/**
 * The weekly table, Monday to Sunday. The five weekdays collapse to one "Mon - Fri" row when
 * they all match; Saturday and Sunday always stand alone (weekdays are 1-5).
 */
export function weeklyTable(days: readonly DayHours[]): HoursRow[] {
  const byDay = weekByDay(days)
  const weekdays = MON_FRI.map((d) => byDay.get(d) ?? null)
  const collapse = weekdays.every((h) => h === weekdays[0])
  const rows: HoursRow[] = collapse
    ? [{ label: 'Mon - Fri', hours: weekdays[0] }]
    : MON_FRI.map((d) => ({ label: WEEKDAY_NAMES[d], hours: byDay.get(d) ?? null }))
  rows.push({ label: 'Saturday', hours: byDay.get(6) ?? null }, { label: 'Sunday', hours: byDay.get(0) ?? null })
  return rows
}

/** Special hours for one department (rows without a department apply to all), from a date on, by date. */
export function upcomingSpecialHours(special: readonly SpecialHours[], department: Department, fromDate: string): SpecialHours[] {
  return special
    .filter((s) => (!s.department || s.department === department) && s.date >= fromDate)
    .sort((a, b) => a.date.localeCompare(b.date))
}

/** The special hours that replace a department's normal hours on one local date, if any. */
export function specialFor(special: readonly SpecialHours[], department: Department, date: string): SpecialHours | undefined {
  const rows = special.filter((s) => s.date === date && (!s.department || s.department === department))
  // A row for the department wins over a location-wide one.
  return rows.find((s) => s.department === department) ?? rows[0]
}

/**
 * Two holiday rows for one local date that both apply to a department (an empty department is
 * every department) leave the site to pick one: refused with the date and department named.
 */
export function duplicateSpecialHours(rows: readonly { date: string | null; department?: Department | null }[]): string | null {
  for (let i = 0; i < rows.length; i++) {
    for (let j = 0; j < i; j++) {
      const [a, b] = [rows[j], rows[i]]
      if (a.date === null || a.date !== b.date) continue
      if (a.department && b.department && a.department !== b.department) continue
      const department = a.department ?? b.department
      const who = department ? ` for ${DEPARTMENT_LABELS[department]}` : ''
      return `${dayMonthYear(a.date)} has holiday hours twice${who} (rows ${j + 1} and ${i + 1}). Keep one row for each date and department.`
    }
  }
  return null
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** "Today", or "Thu 25 Dec 2026", for the View Holiday Hours dialog. */
export function specialDateLabel(date: string, today: string): string {
  if (date === today) return 'Today'
  const [y, m, d] = date.split('-').map(Number)
  return `${WEEKDAY_SHORT[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${dayMonthYear(date)}`
}

/** "25 Dec 2026" for a local date "2026-12-25". */
export function dayMonthYear(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return `${d} ${MONTHS[m - 1]} ${y}`
}
