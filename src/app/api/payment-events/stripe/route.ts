import { createPaymentWebhookRoute } from '@/src/api/payment-webhook'
import { methodNotAllowed } from '@/src/lib/api-errors'
import { paymentProvider } from '@/src/providers/payments'
import { paidDeps, paymentWebhookDeps } from '../../reserve/paid-deps'

export const dynamic = 'force-dynamic'

/**
 * POST /api/payment-events/stripe, on the platform host only (it is not a dealer API): Stripe's
 * webhook for reservation deposits (src/api/payment-webhook.ts). Configure Stripe to send
 * checkout.session.completed, .expired, .async_payment_succeeded and .async_payment_failed.
 */
export const POST = createPaymentWebhookRoute(paymentWebhookDeps({ ...paidDeps, payments: paymentProvider() }))

const postOnly = methodNotAllowed(['POST'], 'Payment events are sent with POST.')

export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
