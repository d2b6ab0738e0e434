import { createDemoPaymentRoute } from '@/src/api/demo-payment'
import { methodNotAllowed } from '@/src/lib/api-errors'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { paymentProvider } from '@/src/providers/payments'
import { paidDeps, paymentWebhookDeps } from '../paid-deps'

export const dynamic = 'force-dynamic'

const page = createDemoPaymentRoute(paymentWebhookDeps({ ...paidDeps, payments: paymentProvider() }))

/** The offline demo provider's payment page (src/api/demo-payment.ts); a 404 when Stripe takes payments. */
export const GET = page.GET

export async function POST(request: Request): Promise<Response> {
  return (await refuseOverIpLimit('reservePerIp', request)) ?? page.POST(request)
}

const readOnly = methodNotAllowed(['GET', 'POST'], 'Use the payment page’s buttons.')

export { readOnly as PUT, readOnly as PATCH, readOnly as DELETE }
