// The payment provider in use: Stripe Checkout when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are
// set, else the offline demo provider with its test cards.
import { stripeSettings } from '@/src/lib/env'
import { DEMO_CARDS, createDemoPaymentProvider } from './demo'
import { createStripeProvider } from './stripe'
import type { PaymentProvider } from './types'

export type { PaymentProvider } from './types'

let provider: PaymentProvider | undefined

export function paymentProvider(): PaymentProvider {
  if (!provider) {
    const stripe = stripeSettings()
    provider = stripe ? createStripeProvider(stripe) : createDemoPaymentProvider()
  }
  return provider
}

/** Tests hand in their own provider (e.g. Stripe against recorded answers); null restores the default. */
export function setPaymentProvider(next: PaymentProvider | null): void {
  provider = next ?? undefined
}

/** What the checkout form needs to know of the provider: card form or hosted page, and the demo's test cards. */
export function paymentChoice(): { kind: 'card' | 'hosted'; demoCards: { success: string; declined: string } | null } {
  const provider = paymentProvider()
  return { kind: provider.kind, demoCards: provider.offline ? DEMO_CARDS : null }
}
