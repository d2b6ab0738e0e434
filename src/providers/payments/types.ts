/**
 * Takes a reservation deposit. Amounts are in cents, Australian dollars. Two kinds:
 * - `card`: the checkout form collects the card and the server charges it at once (the offline
 *   demo provider, whose test cards never move money);
 * - `hosted`: the shopper pays on the provider's own page (Stripe Checkout) and the provider
 *   tells us the outcome by a signed webhook; the card never touches our servers.
 */
export type PaymentProvider = CardPaymentProvider | HostedPaymentProvider

interface ProviderBase {
  readonly name: string
  /** True for the offline demo provider (test card numbers only; nothing is really charged). */
  readonly offline: boolean
  refund(input: { reference: string; amountCents: number; idempotencyKey: string }): Promise<{ ok: true } | { ok: false; message: string }>
}

export interface CardPaymentProvider extends ProviderBase {
  readonly kind: 'card'
  charge(input: ChargeInput): Promise<ChargeResult>
}

export interface ChargeInput {
  amountCents: number
  description: string
  /** The same key never charges twice (a retried request returns the first result). */
  idempotencyKey: string
  card: { number: string; expiry: string; cvc: string; name: string }
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; declined: true; message: string }

export interface HostedPaymentProvider extends ProviderBase {
  readonly kind: 'hosted'
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
