import { createCancelRoute } from '@/src/api/reservation-cancel'
import { moveReservation, reservationOf } from '@/src/cms/reservations'
import { getTenantByHost } from '@/src/cms/tenants'
import { withReservationLock } from '@/src/cms/reservation-lock'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { methodNotAllowed } from '@/src/lib/api-errors'
import { paymentProvider } from '@/src/providers/payments'

export const dynamic = 'force-dynamic'

const cancel = createCancelRoute({
  findTenant: getTenantByHost,
  reservationOf,
  move: (id, change, note) => moveReservation(id, change, note),
  payments: paymentProvider(),
  lock: withReservationLock,
})

/** GET /api/reserve/cancel: the hosted payment page's way back (src/api/reservation-cancel.ts). */
export async function GET(request: Request): Promise<Response> {
  return (await refuseOverIpLimit('reservePerIp', request)) ?? cancel(request)
}

const getOnly = methodNotAllowed(['GET'], 'Follow the payment page’s back link.')

export { getOnly as POST, getOnly as PUT, getOnly as PATCH, getOnly as DELETE }
