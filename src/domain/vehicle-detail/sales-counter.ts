// The "Sales this Month" counter in the sidebar: a figure that grows through the
// month, computed from the clock in Brisbane time (no daylight saving), refreshed every 150 s
// and animated from the previous value over 2 s.

export const SALES_COUNTER_REFRESH_MS = 150_000
export const SALES_COUNTER_ANIMATION_MS = 2_000
const PER_DAY = 192
const SECONDS_PER_SALE = 450

/**
 * Brisbane keeps UTC+10 all year (Queensland has no daylight saving), so its clock is plain
 * arithmetic on UTC. Not Intl with a time zone: the counter runs in the browser while the car page
 * loads, and a page's first Intl object sets up ICU's locale and zone data, 20-50 ms of main
 * thread on a desktop CPU (measured in Chromium), which a phone takes several times longer over.
 */
const BRISBANE_UTC_OFFSET_MS = 10 * 3_600_000

/** (day of month - 1) x 192 + floor(seconds since midnight / 450), in Brisbane. */
export function salesThisMonth(now: Date): number {
  const brisbane = new Date(now.getTime() + BRISBANE_UTC_OFFSET_MS)
  const seconds = brisbane.getUTCHours() * 3600 + brisbane.getUTCMinutes() * 60 + brisbane.getUTCSeconds()
  return (brisbane.getUTCDate() - 1) * PER_DAY + Math.floor(seconds / SECONDS_PER_SALE)
}

/** The value shown `elapsed` ms into the animation from `from` to `to` (eased, whole numbers). */
export function animatedValue(from: number, to: number, elapsed: number, duration = SALES_COUNTER_ANIMATION_MS): number {
  if (duration <= 0 || elapsed >= duration) return to
  const t = Math.max(0, elapsed) / duration
  const eased = 1 - (1 - t) ** 3
  return Math.round(from + (to - from) * eased)
}
