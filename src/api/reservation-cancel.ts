// GET /api/reserve/cancel?reservation&ref: where the hosted payment page's "back" leads. The signed
// reference proves it is the shopper's own reservation. An unpaid one is let go at once (the
// payment page is closed first, so it cannot be paid afterwards) and the shopper returns to the
// car's checkout, told that nothing was charged; anything else goes to the reservation's
// confirmation page, which says where it stands.
import { confirmationPath, verifyCancelRef } from '@/src/lib/reservation-ref'
import type { ReservationStatus } from '@/src/domain/reservations/rules'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { errorResponse } from '@/src/lib/api-errors'
import { startPageOf } from '@/src/domain/reservations/purchase'
import type { PaymentProvider } from '@/src/providers/payments/types'
import type { ReservationChange } from './reservations'
import { type FindTenant, tenantFromRequest } from '@/src/lib/tenant-request'
import { logger } from '@/src/lib/logger'

export interface CancelDeps {
  findTenant: FindTenant
  reservationOf(
    tenant: TenantConfig,
    id: string,
  ): Promise<{
    id: number | string
    car: string
    status: ReservationStatus
    paymentReference?: string | null
    leadDraft?: unknown
  } | null>
  move(id: string, change: ReservationChange, note: string): Promise<unknown>
  payments: PaymentProvider
  /** Runs `work` as the reservation's only mover (a payment event may be settling it right now). */
  lock<T>(reservationId: string, work: () => Promise<T>): Promise<T>
}

export const CANCELLED_PARAM = 'cancelled'

/** A same-site redirect (a relative Location, so the shopper stays on the host they used). */
const goTo = (path: string) => new Response(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } })

export function createCancelRoute(deps: CancelDeps) {
  return async function GET(request: Request): Promise<Response> {
    try {
      const site = await tenantFromRequest(request, deps.findTenant)
      if (!site.ok) return site.response
      const tenant = String(site.tenant.id)
      const query = new URL(request.url).searchParams
      const id = query.get('reservation')
      if (!verifyCancelRef(tenant, id, query.get('ref'))) return errorResponse('not-found', 'This reservation link is not valid.')
      const path = await deps.lock(id!, async () => {
        const reservation = await deps.reservationOf(site.tenant, id!)
        if (!reservation) return null
        // Back to the page the shopper came from: the checkout, or the online purchase.
        const bought = Boolean((reservation.leadDraft as { purchase?: unknown } | null | undefined)?.purchase)
        const start = startPageOf(reservation.car, bought, site.tenant.features.buyOnlinePath)
        if (reservation.status === 'pending-payment') {
          const closed = reservation.paymentReference ? await deps.payments.cancelCheckout(reservation.paymentReference) : true
          if (closed) {
            await deps.move(id!, { status: 'payment-failed' }, 'The shopper left the payment page without paying')
            return `${start}${start.includes('?') ? '&' : '?'}${CANCELLED_PARAM}=1`
          }
        }
        return confirmationPath(reservation.car, tenant, id!)
      })
      return path ? goTo(path) : errorResponse('not-found', 'This reservation link is not valid.')
    } catch (error) {
      logger.error({ err: error }, 'Cancelling a reservation failed')
      return errorResponse(
        'unavailable',
        'We could not cancel the payment right now. Nothing has been charged; the hold ends by itself within 30 minutes.',
      )
    }
  }
}
