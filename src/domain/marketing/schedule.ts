// Start and expiry of dated marketing content (offers, promo tiles: a Stocktake Sale tile shows
// only between its start and expiry). Checked at read time, so content appears and disappears on
// the minute without a deploy or an edit.

export type ScheduleState = 'scheduled' | 'live' | 'expired'

export interface Schedule {
  startsAt?: string | null
  expiresAt?: string | null
}

/** Live from the start (inclusive) until the expiry (exclusive); no date means no limit on that side. */
export function scheduleState(schedule: Schedule, now: Date): ScheduleState {
  const t = now.getTime()
  const start = schedule.startsAt ? Date.parse(schedule.startsAt) : Number.NaN
  const end = schedule.expiresAt ? Date.parse(schedule.expiresAt) : Number.NaN
  if (!Number.isNaN(start) && t < start) return 'scheduled'
  if (!Number.isNaN(end) && t >= end) return 'expired'
  return 'live'
}

export const isLive = (schedule: Schedule, now: Date) => scheduleState(schedule, now) === 'live'

/** The admin's check: an expiry before the start would never show. */
export function scheduleProblem(schedule: Schedule): string | null {
  if (!schedule.startsAt || !schedule.expiresAt) return null
  return Date.parse(schedule.expiresAt) <= Date.parse(schedule.startsAt) ? 'The expiry must be after the start.' : null
}

export const SCHEDULE_LABELS: Readonly<Record<ScheduleState, string>> = { scheduled: 'Scheduled', live: 'Live', expired: 'Expired' }
