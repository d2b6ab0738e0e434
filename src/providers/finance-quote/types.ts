// The finance-quote provider seam (POST /api/youx/quote). The default works offline;
// the HTTP provider is chosen when its env is set. Either way the answer is reshaped into our own
// `QuoteResponse` at this edge.
import type { QuoteRequest, QuoteResponse, QuoteSettings } from '@/src/domain/finance/quote'
import type { Provider } from '../result'

/** `none`: the provider answered without a usable quote. */
export type FinanceQuoteProvider = Provider<QuoteRequest, QuoteResponse, QuoteSettings>
