// The payment provider in use: Stripe Checkout when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are
// set, else the offline demo provider and its own payment page.
import { payloadSecret, stripeSettings } from '@/src/lib/env'
import { createDemoPaymentProvider } from './demo'
import { createStripeProvider } from './stripe'
import type { PaymentProvider } from './types'

export type { PaymentProvider } from './types'

let provider: PaymentProvider | undefined

export function paymentProvider(): PaymentProvider {
  if (!provider) {
    const stripe = stripeSettings()
    provider = stripe ? createStripeProvider(stripe) : createDemoPaymentProvider(payloadSecret())
  }
  return provider
}

/** Tests hand in their own provider (e.g. Stripe against recorded answers); null restores the default. */
export function setPaymentProvider(next: PaymentProvider | null): void {
  provider = next ?? undefined
}
