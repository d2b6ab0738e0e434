// The times a shopper may ask for a test drive or a service, offered from the location's open
// slots: every half hour the department is open, from an hour from now, for the next three weeks,
// in the location's own time zone. Special hours replace the weekly row, so a public holiday the
// dealer closes for offers nothing. The browser shows these as a day select and a time select; the
// server checks a booking against the same list.
import { type DayHours, type Department, type SpecialHours, WEEKDAY_SHORT, formatTime, minutesOf } from './hours'
import type { DealerLocation } from './location'
import { addDays, localMoment, spanOn } from './open-now'
import { primaryLocation, selectLocations } from './select'

/** How far apart the offered times are. */
export const SLOT_STEP_MINUTES = 30
/** The earliest time offered today is this long from now (the dealer needs time to get the car ready). */
export const SLOT_NOTICE_MINUTES = 60
/** The last time offered is this long before closing. */
export const SLOT_BEFORE_CLOSE_MINUTES = 30
/** How many days ahead (today included) bookings are offered. */
export const SLOT_DAYS = 21

/**
 * One open day. Its times run every SLOT_STEP_MINUTES from `first` to `last` (slotTimes lists
 * them): the car page and the booking forms send the days to the browser, and every half hour
 * of three weeks made a car page's HTML 3 kB bigger.
 */
export interface BookingDay {
  /** Local calendar date "YYYY-MM-DD". */
  date: string
  /** "Today, Wed 25 Nov", "Tomorrow, Thu 26 Nov", "Fri 27 Nov". */
  label: string
  /** The earliest local time offered, "HH:MM". */
  first: string
  /** The latest local time offered, "HH:MM" (the same as `first` when only one is). */
  last: string
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const
const pad = (n: number) => String(n).padStart(2, '0')
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

/** A day's bookable times, "HH:MM", earliest first. */
export function slotTimes(day: BookingDay): string[] {
  const [first, last] = [minutesOf(day.first), minutesOf(day.last)]
  const times: string[] = []
  if (first === null || last === null) return times
  for (let t = first; t <= last; t += SLOT_STEP_MINUTES) times.push(clock(t))
  return times
}

function dayLabel(date: string, weekday: number, ahead: number): string {
  const [, m, d] = date.split('-').map(Number)
  const plain = `${WEEKDAY_SHORT[weekday]} ${d} ${MONTHS[m - 1]}`
  return ahead === 0 ? `Today, ${plain}` : ahead === 1 ? `Tomorrow, ${plain}` : plain
}

/** The open days ahead with their bookable times; days with no time left are left out. */
export function bookingSlots(
  now: Date,
  timeZone: string,
  week: readonly DayHours[],
  special: readonly SpecialHours[] = [],
  department: Department = 'sales',
  days: number = SLOT_DAYS,
): BookingDay[] {
  const here = localMoment(now, timeZone)
  const out: BookingDay[] = []
  for (let ahead = 0; ahead < days; ahead++) {
    const day = ahead === 0 ? { date: here.date, weekday: here.weekday } : addDays(here.date, ahead)
    const span = spanOn(day.date, day.weekday, week, special, department)
    if (!span) continue
    const earliest = ahead === 0 ? here.minutes + SLOT_NOTICE_MINUTES : 0
    // Slots sit on the half hour: the first at or after opening (and after the notice period).
    let start = Math.max(span.open, earliest)
    start = Math.ceil(start / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES
    // The last slot: the latest one on the step that is SLOT_BEFORE_CLOSE_MINUTES before closing.
    const end = start + Math.floor((span.close - SLOT_BEFORE_CLOSE_MINUTES - start) / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES
    if (end >= start) out.push({ date: day.date, label: dayLabel(day.date, day.weekday, ahead), first: clock(start), last: clock(end) })
  }
  return out
}

/** "9:30am" for a slot's "09:30". */
export const slotLabel = formatTime

/** A booking as staff read it ("2026-11-26T09:30" -> "Thu 26 Nov 2026, 9:30am"); anything else as given. */
export function bookingLabel(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(local)
  if (!match) return local
  const [, y, m, d, time] = match
  const weekday = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay()
  if (Number.isNaN(weekday) || !MONTHS[Number(m) - 1]) return local
  return `${WEEKDAY_SHORT[weekday]} ${Number(d)} ${MONTHS[Number(m) - 1]} ${y}, ${formatTime(time)}`
}

/** Whether a booking ("YYYY-MM-DDTHH:MM", seconds allowed when zero) is one of the offered slots. */
export function isBookingSlot(value: string, slots: readonly BookingDay[]): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::00(?:\.0+)?)?$/.exec(value)
  if (!m) return false
  return slots.some((day) => day.date === m[1] && slotTimes(day).includes(m[2]))
}

/**
 * The location whose hours a booking follows: a test drive goes to the car's own yard (its
 * stock feed name) or else the primary sales location; a service to the primary location with a
 * service department. Undefined when the site has no such location with hours for it.
 */
export function bookingLocation(
  locations: readonly DealerLocation[],
  kind: 'test-drive' | 'service',
  yardName?: string | null,
): DealerLocation | undefined {
  const department: Department = kind === 'service' ? 'service' : 'sales'
  const withHours = selectLocations(locations, { scope: department }).filter((l) => (l.hours[department] ?? []).length > 0)
  const yard = yardName ? withHours.find((l) => l.stockName === yardName) : undefined
  return yard ?? primaryLocation(withHours)
}

/** Where a booking goes and the times it may be for. */
export interface BookingOffer {
  /** The location's name, for the form's hint. */
  place: string
  slots: BookingDay[]
}

/** The location that takes this booking and its open times, or null when no location has hours (any time in the window then). */
export function bookingOffer(
  locations: readonly DealerLocation[],
  kind: 'test-drive' | 'service',
  yardName: string | null | undefined,
  now: Date,
): BookingOffer | null {
  const department: Department = kind === 'service' ? 'service' : 'sales'
  const location = bookingLocation(locations, kind, yardName)
  if (!location) return null
  return {
    place: location.name,
    slots: bookingSlots(now, location.timeZone, location.hours[department] ?? [], location.specialHours, department),
  }
}
