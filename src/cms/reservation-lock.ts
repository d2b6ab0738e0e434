// One mover of a reservation at a time: the payment webhook, the cancel link and the lapse job each
// read a reservation's status and move it on. Two at once (a paid event and the lapse tick, or one
// event delivered twice) could both act on the same stale status: a paid car marked failed without
// a refund, or a confirmation sent twice. A PostgreSQL advisory lock per reservation makes them
// take turns; each re-reads the status inside the lock.
import { createHash } from 'node:crypto'
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { withAdvisoryLock } from '@/src/search/engine'

/** The advisory-lock namespace of reservations (the first of the two int4 keys). */
const RESERVATION_LOCKS = 0x5e5e
/** The namespace of holders: one person's new holds on a site are counted one at a time. */
const HOLDER_LOCKS = 0x5e5f

export function withReservationLock<T>(id: string, work: () => Promise<T>): Promise<T> {
  const key = Number(id)
  if (!Number.isInteger(key) || key < 0 || key > 2_147_483_647) return work()
  return withAdvisoryLock(RESERVATION_LOCKS, key, work)
}

/** A text as an int4 lock key (a hash: two texts may share a key, which only makes them take turns). */
const lockKey = (text: string) => createHash('sha256').update(text).digest().readInt32BE(0)

/**
 * Takes the locks of `keys` (e.g. one person's e-mail, phone and card on a site) inside the
 * transaction of `req`, held until it ends. Taken in one order, so two transactions wanting some of
 * the same keys cannot deadlock; the waiting one sees the other's rows once it commits (so parallel
 * reservations by one person cannot pass the hold limit).
 */
export async function lockForTransaction(payload: Payload, req: PayloadRequest, keys: readonly string[]): Promise<void> {
  const session = (payload.db as unknown as PostgresAdapter).sessions[String(await req.transactionID)]
  if (!session) throw new Error('lockForTransaction needs a transaction (initTransaction first)')
  for (const key of [...new Set(keys.map(lockKey))].sort((a, b) => a - b))
    await session.db.execute(sql`SELECT pg_advisory_xact_lock(${HOLDER_LOCKS}::int, ${key}::int)`)
}
