// What happens once a deposit is paid, for POST /api/reserve (card payments) and the payment
// webhook (hosted payments): the reservation moves on, the lead is queued and delivered after
// the response, and the shopper gets the confirmation e-mail.
import type { PaidDeps } from '@/src/api/reservations'
import { kickLeadDeliveries, storeLead } from '@/src/cms/leads'
import { mailReservationConfirmation, moveReservation } from '@/src/cms/reservations'
import { afterResponse } from '../after-response'

export const paidDeps: PaidDeps = {
  move: (id, change, note) => moveReservation(id, change, note),
  notify: async (tenant, lead, reservationId) => {
    await storeLead(tenant, lead, `reservation-${reservationId}`)
    afterResponse(() => kickLeadDeliveries())
  },
  confirm: mailReservationConfirmation,
  now: () => new Date(),
}
