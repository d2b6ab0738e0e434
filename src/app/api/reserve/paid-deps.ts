// What happens once a deposit is paid (or none is due), for POST /api/reserve, the Stripe webhook
// and the demo provider's payment page: the reservation moves on, the lead is queued and delivered after
// the response, and the shopper gets the confirmation e-mail. And the reserve route's reads and
// writes, which its tests share.
import type { PaymentWebhookDeps } from '@/src/api/payment-webhook'
import type { PaidDeps, ReservationRouteDeps } from '@/src/api/reservations'
import { kickLeadDeliveries, storeLead } from '@/src/cms/leads'
import { createReservation } from '@/src/cms/reservation-create'
import {
  findPendingHold,
  findReservationByKey,
  findReservationForWebhook,
  mailReservationConfirmation,
  moveReservation,
} from '@/src/cms/reservations'
import { withReservationLock } from '@/src/cms/reservation-lock'
import { getTenantById, getTenantByHost } from '@/src/cms/tenants'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { findCarBySlug } from '@/src/search/engine'
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

/** POST /api/reserve's dependencies on this app's storage, with the payment provider, the shopper lookup and the paid steps given. */
export function reserveDeps(given: PaidDeps & Pick<ReservationRouteDeps, 'payments' | 'shopperOf'>): ReservationRouteDeps {
  return {
    ...given,
    findTenant: getTenantByHost,
    findCar: (slug, tenant, now) => findCarBySlug(slug, tenantInventoryFilter(tenant, now)),
    create: createReservation,
    byKey: findReservationByKey,
    pendingHoldOf: findPendingHold,
  }
}

/** The payment webhook's dependencies on this app's storage, with the provider and the paid steps given. */
export function paymentWebhookDeps(given: PaidDeps & Pick<PaymentWebhookDeps, 'payments'>): PaymentWebhookDeps {
  return { ...given, findReservation: findReservationForWebhook, findTenant: getTenantById, lock: withReservationLock }
}
