// The "Sales this Month" counter (spec 2 §2 Sidebar, §4, §9): a figure that grows through the
// month, computed from the clock in Brisbane time (no daylight saving), refreshed every 150 s
// and animated from the previous value over 2 s.

export const SALES_COUNTER_TIME_ZONE = 'Australia/Brisbane'
export const SALES_COUNTER_REFRESH_MS = 150_000
export const SALES_COUNTER_ANIMATION_MS = 2_000
const PER_DAY = 192
const SECONDS_PER_SALE = 450

const PARTS = new Intl.DateTimeFormat('en-AU', {
  timeZone: SALES_COUNTER_TIME_ZONE,
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
})

/** Spec 2 §9: (day of month - 1) x 192 + floor(seconds since midnight / 450), in Brisbane. */
export function salesThisMonth(now: Date): number {
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(PARTS.formatToParts(now).find((p) => p.type === type)?.value ?? 0)
  const seconds = part('hour') * 3600 + part('minute') * 60 + part('second')
  return (part('day') - 1) * PER_DAY + Math.floor(seconds / SECONDS_PER_SALE)
}

/** The value shown `elapsed` ms into the animation from `from` to `to` (eased, whole numbers). */
export function animatedValue(from: number, to: number, elapsed: number, duration = SALES_COUNTER_ANIMATION_MS): number {
  if (duration <= 0 || elapsed >= duration) return to
  const t = Math.max(0, elapsed) / duration
  const eased = 1 - (1 - t) ** 3
  return Math.round(from + (to - from) * eased)
}
