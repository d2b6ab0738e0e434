// A reservation's hold on its car in the search index: set while it is held, lifted when it
// ends, kept for a while after a sale until the stock feed reports the car sold. The reservation
// collection's hooks call these, so this module must not reach Payload's config (it would be a cycle).
import type { PayloadRequest } from 'payload'
import { type ReservationStatus, HOLDING, paymentDeadline } from '@/src/domain/reservations/rules'
import { centsOf } from '@/src/domain/finance/money'
import { paymentProvider } from '@/src/providers/payments'
import { setCarHold } from '@/src/search/engine'

/** How long a staff "mark sold" keeps the car off sale until the stock feed reports the sale. */
const SOLD_HOLD_MS = 30 * 24 * 3600 * 1000

export interface HoldDoc {
  id: number | string
  carObjectId: string
  status: ReservationStatus
  holdUntil?: string | null
  createdAt: string
  amount?: number | null
  paymentReference?: string | null
}

export async function syncHoldOf(doc: HoldDoc, _req?: PayloadRequest) {
  await setCarHold(doc.carObjectId, doc.status === 'reserved' && doc.holdUntil ? new Date(doc.holdUntil) : paymentDeadline(doc))
}

export async function releaseHoldOf(doc: HoldDoc, previous: ReservationStatus | undefined, _req?: PayloadRequest) {
  if (doc.status === 'sold') {
    await setCarHold(doc.carObjectId, new Date(Date.now() + SOLD_HOLD_MS))
    return
  }
  if (previous && HOLDING.includes(previous)) await setCarHold(doc.carObjectId, null)
  if (doc.status === 'refunded' && doc.paymentReference && (doc.amount ?? 0) > 0) {
    const refund = await paymentProvider().refund({
      reference: doc.paymentReference,
      amountCents: centsOf(doc.amount ?? 0),
      idempotencyKey: `refund-${doc.id}`,
    })
    if (!refund.ok) throw new Error(`Refund failed: ${refund.message}`)
  }
}
