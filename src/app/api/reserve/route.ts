import { createReservationRoute } from '@/src/api/reservations'
import { sessionShopper } from '@/src/api/account'
import { shopperStore } from '@/src/cms/shoppers'
import { methodNotAllowed } from '@/src/lib/api-errors'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { shopperCookieOf } from '@/src/lib/shopper-session'
import { paymentProvider } from '@/src/providers/payments'
import { paidDeps, reserveDeps } from './paid-deps'

export const dynamic = 'force-dynamic'

const reserve = createReservationRoute(
  reserveDeps({
    ...paidDeps,
    shopperOf: async (request, tenant) => (await sessionShopper(shopperCookieOf(request.headers), tenant, shopperStore))?.id ?? null,
    payments: paymentProvider(),
  }),
)

/** POST /api/reserve: reserve a car with its deposit; the logic is in src/api/reservations.ts. */
export async function POST(request: Request): Promise<Response> {
  return (await refuseOverIpLimit('reservePerIp', request)) ?? reserve(request)
}

const postOnly = methodNotAllowed(['POST'], 'Reserve a car with POST.')

export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
