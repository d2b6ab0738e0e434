import { indicativeQuote } from '@/src/domain/finance/quote'
import { answered, noAnswer } from '../result'
import type { FinanceQuoteProvider } from './types'

/** Computes an indicative quote with the finance engine and the tenant's rates: no network. */
export const offlineQuoteProvider: FinanceQuoteProvider = {
  name: 'offline',
  async ask(request, settings) {
    const quote = indicativeQuote(request, settings)
    return quote ? answered(quote) : noAnswer
  },
}
