// Holds whose time has run out, let go on the jobs tick (payload.config.ts calls
// kickReservationLapses). It takes Payload from its caller and never imports src/cms/payload.ts:
// payload.config.ts imports this module, so that would be an import cycle.
import type { Payload } from 'payload'
import type { ReservationChange } from '@/src/api/reservations'
import { HOLDING, expiryOf } from '@/src/domain/reservations/rules'
import { logger } from '@/src/lib/logger'
import type { HoldDoc } from './reservation-holds'
import { withReservationLock } from './reservation-lock'

/** A reservation's status change, as staff or the system makes it (the note goes to its history). */
export function updateReservation(payload: Payload, id: string, change: ReservationChange, note: string) {
  return payload.update({
    collection: 'reservations',
    id: Number(id),
    data: change,
    overrideAccess: true,
    depth: 0,
    context: { reservationNote: note },
  })
}

/** Holds whose time has run out become lapsed (paid) or payment-failed (never paid); the cars are free again. */
export async function lapseReservations(now: Date, payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { status: { in: [...HOLDING] } },
    limit: 500,
    depth: 0,
    overrideAccess: true,
    select: { status: true, holdUntil: true, createdAt: true, carObjectId: true },
  })
  let moved = 0
  for (const doc of docs) {
    if (!expiryOf(doc as HoldDoc, now)) continue
    // Re-read inside the reservation's lock: a payment may have settled it meanwhile.
    const done = await withReservationLock(String(doc.id), async () => {
      const fresh = await payload.findByID({ collection: 'reservations', id: doc.id, depth: 0, overrideAccess: true, disableErrors: true })
      const next = fresh ? expiryOf(fresh as HoldDoc, now) : null
      if (!next) return false
      await updateReservation(
        payload,
        String(doc.id),
        { status: next },
        next === 'lapsed' ? 'Hold ended without a sale' : 'Deposit not paid in time',
      )
      return true
    })
    if (done) moved++
  }
  return moved
}

let lapsing: Promise<void> | null = null
let lastLapse = 0
/** How often the jobs tick lets holds lapse: a hold ends within a minute of its time. */
const LAPSE_EVERY_MS = 60_000

/** Called on every jobs tick (payload.config.ts): lets expired holds go, at most once a minute, one run at a time. */
export function kickReservationLapses(payload: Payload, now = new Date()): Promise<void> {
  if (lapsing || now.getTime() - lastLapse < LAPSE_EVERY_MS) return lapsing ?? Promise.resolve()
  lastLapse = now.getTime()
  lapsing = lapseReservations(now, payload)
    .then(() => undefined)
    .catch((error) => logger.error({ err: error }, 'Letting reservation holds lapse failed'))
    .finally(() => {
      lapsing = null
    })
  return lapsing
}
