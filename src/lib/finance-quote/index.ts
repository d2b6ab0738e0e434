import { youxSettings } from '@/src/lib/env'
import { createHttpQuoteProvider } from './http-provider'
import { offlineQuoteProvider } from './offline-provider'
import type { FinanceQuoteProvider } from './provider'

export type { FinanceQuoteProvider, QuoteOutcome } from './provider'

let provider: FinanceQuoteProvider | undefined

/** The live provider when YOUX_API_URL and YOUX_API_KEY are set, else the offline quote. */
export function financeQuoteProvider(): FinanceQuoteProvider {
  if (!provider) {
    const settings = youxSettings()
    provider = settings ? createHttpQuoteProvider(settings) : offlineQuoteProvider
  }
  return provider
}
