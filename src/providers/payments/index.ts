// The payment provider in use: the offline demo provider. A real provider (Stripe's hosted
// checkout with signed webhooks) is the next step of issue 13; until then deposits are taken
// with test cards only and the checkout page says so.
import { createDemoPaymentProvider } from './demo'
import type { PaymentProvider } from './types'

export type { PaymentProvider } from './types'

let provider: PaymentProvider | undefined

export function paymentProvider(): PaymentProvider {
  provider ??= createDemoPaymentProvider()
  return provider
}
