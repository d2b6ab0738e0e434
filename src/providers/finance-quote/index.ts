// The finance-quote provider in use: the live service when YOUX_API_URL and YOUX_API_KEY are
// set, else the offline indicative quote.
import { youxSettings } from '@/src/lib/env'
import { createHttpQuoteProvider } from './http'
import { offlineQuoteProvider } from './offline'
import type { FinanceQuoteProvider } from './types'

export type { FinanceQuoteProvider } from './types'

let provider: FinanceQuoteProvider | undefined

export function financeQuoteProvider(): FinanceQuoteProvider {
  if (!provider) {
    const settings = youxSettings()
    provider = settings ? createHttpQuoteProvider(settings) : offlineQuoteProvider
  }
  return provider
}
