/**
 * Takes a reservation deposit. Amounts are in cents, Australian dollars. The shopper pays on the
 * provider's own page (Stripe Checkout, or the offline demo's page) and the provider tells us the
 * outcome; a card never reaches the dealer site, its API or its logs.
 */
export type PaymentProvider = HostedPaymentProvider

interface ProviderBase {
  readonly name: string
  /** True for the offline demo provider (nothing is really charged). */
  readonly offline: boolean
  refund(input: { reference: string; amountCents: number; idempotencyKey: string }): Promise<{ ok: true } | { ok: false; message: string }>
}

export interface HostedPaymentProvider extends ProviderBase {
  /** How long the hosted page stays open (the car is held meanwhile); Stripe allows 30 minutes to 24 hours. */
  readonly paymentWindowMs: number
  /** Opens the hosted payment page; the same key answers the same page. */
  startCheckout(input: CheckoutInput): Promise<CheckoutStart>
  /** Closes an unpaid payment page (the shopper left it): true when the hold may go, false when the page is no longer open (paid). */
  cancelCheckout(sessionId: string): Promise<boolean>
  /** Verifies a webhook's signature and reads the event; a bad signature is refused. */
  readWebhook(rawBody: string, signature: string | null, now: Date): WebhookRead
}

export interface CheckoutInput {
  amountCents: number
  description: string
  idempotencyKey: string
  reservationId: string
  tenantId: string
  customerEmail: string
  /** Where the shopper lands after paying (the confirmation page) or cancelling. */
  successUrl: string
  cancelUrl: string
  expiresAt: Date
}

export type CheckoutStart = { ok: true; sessionId: string; url: string } | { ok: false; message: string }

/** A payment event, in our terms. */
export type PaymentEvent =
  | { type: 'paid'; reservationId: string; tenantId: string; sessionId: string; reference: string; amountCents: number }
  | { type: 'failed'; reservationId: string; tenantId: string; sessionId: string; reason: string }
  | { type: 'ignored'; eventType: string }

export type WebhookRead = { ok: true; eventId: string; event: PaymentEvent } | { ok: false; message: string }
