// POST /api/payment-events/stripe, on the platform host: Stripe's webhook.
// Nothing happens before the signature is verified (a bad one is a 400 and changes nothing). Each
// event is applied to the reservation it names, only as the reservation's life allows, so a retried
// or repeated event changes nothing the second time:
// - paid, while the car is held: reserved for the site's hold hours, the dealer's lead and the
//   shopper's e-mail; paid after the hold was let go: refunded at once (the car may be another
//   shopper's by then);
// - failed or expired, while held: the hold ends and the car is available again.
// Stripe retries until it gets a 2xx, so a failure on our side is a 503; an event about a
// reservation we do not know is acknowledged (retrying cannot help) and logged.
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import type { ReservationStatus } from '@/src/domain/reservations/rules'
import { errorResponse, readBodyText } from '@/src/lib/api-errors'
import type { PaymentEvent, PaymentProvider } from '@/src/providers/payments/types'
import { type PaidDeps, type PayableReservation, completeReservation } from './reservations'
import { centsOf } from '@/src/domain/finance/money'
import { logger } from '@/src/lib/logger'

export interface WebhookReservation extends PayableReservation {
  tenant: string
  status: ReservationStatus
  paymentReference: string | null
}

export interface PaymentWebhookDeps extends PaidDeps {
  payments: PaymentProvider
  findReservation(id: string): Promise<WebhookReservation | null>
  findTenant(id: string): Promise<TenantConfig | null>
  /** Runs `work` as the reservation's only mover (the lapse job and the cancel link take turns with it). */
  lock<T>(reservationId: string, work: () => Promise<T>): Promise<T>
}

export const WEBHOOK_BODY_LIMIT = 256 * 1024

const received = (extra: Record<string, unknown> = {}) =>
  Response.json({ received: true, ...extra }, { headers: { 'cache-control': 'no-store' } })

/**
 * Applies a provider's payment event to the reservation it names, as that reservation's life
 * allows; answers what the provider is told (acknowledged, or why it was ignored). Shared by the
 * Stripe webhook and the demo provider's own payment page.
 */
export async function applyPaymentEvent(
  deps: Omit<PaymentWebhookDeps, 'payments'>,
  eventId: string,
  event: Exclude<PaymentEvent, { type: 'ignored' }>,
): Promise<{ ignored?: string }> {
  return deps.lock(event.reservationId, async () => {
    const reservation = await deps.findReservation(event.reservationId)
    if (!reservation || reservation.tenant !== event.tenantId) {
      logger.warn(`Payment event ${eventId} names an unknown reservation ${event.tenantId}/${event.reservationId}`)
      return { ignored: 'unknown reservation' }
    }
    // Only the payment page this reservation opened may settle it (another deployment sharing
    // the Stripe account has its own reservation ids), and only for its deposit.
    const open = reservation.status === 'pending-payment' || reservation.status === 'payment-failed'
    if (open && reservation.paymentReference !== event.sessionId) {
      logger.warn(`Payment event ${eventId} is for session ${event.sessionId}, not reservation ${reservation.id}'s`)
      return { ignored: 'another payment page' }
    }
    if (event.type === 'failed') {
      if (reservation.status === 'pending-payment')
        await deps.move(reservation.id, { status: 'payment-failed' }, `${event.reason} (${event.sessionId})`)
      return {}
    }
    if (reservation.status === 'pending-payment' && event.amountCents !== centsOf(reservation.amount)) {
      logger.error(`Payment event ${eventId} paid ${event.amountCents} cents for a ${reservation.amount} deposit; left for staff`)
      return { ignored: 'amount differs' }
    }
    if (reservation.status === 'pending-payment') {
      const tenant = await deps.findTenant(reservation.tenant)
      if (!tenant) throw new Error(`The site ${reservation.tenant} of reservation ${reservation.id} is gone`)
      await completeReservation(deps, tenant, reservation, event.reference, `Deposit paid (${event.reference})`)
    } else if (reservation.status === 'payment-failed') {
      // Paid after its hold was let go: give the money back (the collection's hook calls the provider).
      await deps.move(
        reservation.id,
        { status: 'refunded', paymentReference: event.reference },
        `Paid after the hold had ended; refunded (${event.reference})`,
      )
    }
    return {}
  })
}

export function createPaymentWebhookRoute(deps: PaymentWebhookDeps) {
  async function handle(request: Request): Promise<Response> {
    const payments = deps.payments
    // The offline demo settles payments on its own page (src/api/demo-payment.ts).
    if (payments.offline) return errorResponse('not-found', 'No payment provider sends events here.')
    const body = await readBodyText(request, WEBHOOK_BODY_LIMIT)
    if (!body.ok) return errorResponse(body.reason === 'too-large' ? 'too-large' : 'bad-request', 'The event could not be read.')
    const read = payments.readWebhook(body.text, request.headers.get('stripe-signature'), deps.now())
    if (!read.ok) return errorResponse('bad-request', read.message)
    const { event } = read
    if (event.type === 'ignored') return received({ ignored: event.eventType })
    return received(await applyPaymentEvent(deps, read.eventId, event))
  }

  return async function POST(request: Request): Promise<Response> {
    try {
      return await handle(request)
    } catch (error) {
      logger.error({ err: error }, 'Applying a payment event failed')
      return errorResponse('unavailable', 'The event could not be applied now; send it again.')
    }
  }
}
