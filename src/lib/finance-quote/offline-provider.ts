import { indicativeQuote } from '@/src/domain/finance/quote'
import type { FinanceQuoteProvider } from './provider'

/** Computes an indicative quote with the finance engine and the tenant's rates: no network. */
export const offlineQuoteProvider: FinanceQuoteProvider = {
  name: 'offline',
  async quote(request, settings) {
    const quote = indicativeQuote(request, settings)
    return quote ? { ok: true, quote } : { ok: false, reason: 'no-quote' }
  },
}
