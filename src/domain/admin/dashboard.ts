// The staff dashboard's rules: what needs attention on a dealer site — offers and tiles expiring
// soon, leads that came in today and leads nobody has answered, the stock feed's last import — and
// where the site and its preview are.
import { localMoment } from '@/src/domain/locations/open-now'

/** Offers and promo tiles expiring within this many days are listed. */
export const EXPIRING_WITHIN_DAYS = 14
/** A lead still "new" this long after it arrived is unanswered. */
export const UNANSWERED_AFTER_HOURS = 24
/** The dashboard's day for "today" (the platform's home; dealers' own zones differ by at most 2.5 h). */
export const DASHBOARD_TIME_ZONE = 'Australia/Sydney'

const DAY_MS = 24 * 60 * 60 * 1000

/** Items whose expiry falls from now up to 14 days ahead, soonest first (already expired ones are not "expiring"). */
export function expiringSoon<T extends { expiresAt?: string | null }>(items: readonly T[], now: Date, days = EXPIRING_WITHIN_DAYS): T[] {
  const from = now.getTime()
  const to = from + days * DAY_MS
  return items
    .filter((i) => {
      const t = i.expiresAt ? Date.parse(i.expiresAt) : Number.NaN
      return t >= from && t <= to
    })
    .sort((a, b) => Date.parse(a.expiresAt!) - Date.parse(b.expiresAt!))
}

/** "today" (in Sydney) and "unanswered" (still new after 24 hours), spam left out. */
export function leadCounts(leads: readonly { createdAt: string; status?: string | null; spam?: boolean | null }[], now: Date) {
  const today = localMoment(now, DASHBOARD_TIME_ZONE).date
  const cutoff = now.getTime() - UNANSWERED_AFTER_HOURS * 60 * 60 * 1000
  let arrivedToday = 0
  let unanswered = 0
  for (const lead of leads) {
    if (lead.spam) continue
    const at = new Date(lead.createdAt)
    if (localMoment(at, DASHBOARD_TIME_ZONE).date === today) arrivedToday++
    if ((lead.status ?? 'new') === 'new' && at.getTime() < cutoff) unanswered++
  }
  return { today: arrivedToday, unanswered }
}

/**
 * The address of a dealer site as staff reach it from the admin: its first domain over https, or
 * for a local demo host (*.localhost) the admin's own scheme and port.
 */
export function siteUrl(domain: string | null | undefined, adminOrigin: string): string | null {
  if (!domain) return null
  const admin = new URL(adminOrigin)
  if (domain === 'localhost' || domain.endsWith('.localhost')) return `${admin.protocol}//${domain}${admin.port ? `:${admin.port}` : ''}`
  return `https://${domain}`
}

export type FeedHealth =
  { kind: 'none' } | { kind: 'ok' | 'rejected' | 'held' | 'stale'; at: Date; rejectedRows: number; message: string | null }

/** A feed that has not imported for this long is stale (dealer systems send several times a day). */
export const STALE_FEED_HOURS = 48

export function feedHealth(
  last: { startedAt: Date; ok: boolean; state?: string; rejected: number; message?: string | null } | null,
  now: Date,
): FeedHealth {
  if (!last) return { kind: 'none' }
  // A held run waits for staff however old it is: its sales are not made until confirmed.
  const kind = !last.ok
    ? 'rejected'
    : last.state === 'held'
      ? 'held'
      : now.getTime() - last.startedAt.getTime() > STALE_FEED_HOURS * 60 * 60 * 1000
        ? 'stale'
        : 'ok'
  return { kind, at: last.startedAt, rejectedRows: last.rejected, message: last.message ?? null }
}
