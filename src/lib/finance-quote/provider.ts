/**
 * The finance-quote provider seam (DESIGN convention 4; spec 2 §7 POST /api/youx/quote).
 * The default works offline; the HTTP provider is chosen when its env is set. Either way
 * the answer is reshaped into our own `QuoteResponse` at this edge.
 */
import type { QuoteRequest, QuoteResponse, QuoteSettings } from '@/src/domain/finance/quote'

export type QuoteOutcome =
  | { ok: true; quote: QuoteResponse }
  /** unavailable: the provider could not be asked; no-quote: it answered without a usable quote. */
  | { ok: false; reason: 'unavailable' | 'no-quote' }

export interface FinanceQuoteProvider {
  readonly name: string
  quote(request: QuoteRequest, settings: QuoteSettings): Promise<QuoteOutcome>
}
