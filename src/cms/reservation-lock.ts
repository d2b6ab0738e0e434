// One mover of a reservation at a time (issue 13): the payment webhook, the cancel link and the
// lapse job each read a reservation's status and move it on. Two at once (a paid event and the
// lapse tick, or one event delivered twice) could both act on the same stale status: a paid car
// marked failed without a refund, or a confirmation sent twice. A PostgreSQL advisory lock per
// reservation makes them take turns; each re-reads the status inside the lock.
import { withAdvisoryLock } from '@/src/search/engine'

/** The advisory-lock namespace of reservations (the first of the two int4 keys). */
const RESERVATION_LOCKS = 0x5e5e

export function withReservationLock<T>(id: string, work: () => Promise<T>): Promise<T> {
  const key = Number(id)
  if (!Number.isInteger(key) || key < 0 || key > 2_147_483_647) return work()
  return withAdvisoryLock(RESERVATION_LOCKS, key, work)
}
