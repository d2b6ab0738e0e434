import type { QuoteRequestInput, QuoteResponse } from '@/src/domain/finance/quote'

export const QUOTE_PATH = '/api/youx/quote'

/**
 * Browser side of the quote call. A non-OK answer, a malformed one or a
 * network failure is ignored silently, so every failure is simply "no quote" (null).
 */
export async function requestQuote(
  request: QuoteRequestInput,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<QuoteResponse | null> {
  try {
    const response = await (options.fetch ?? fetch)(QUOTE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
      signal: options.signal,
    })
    if (!response.ok) return null
    // The schema (zod) is loaded with the answer, not with the page.
    const [{ parseQuoteResponse }, body] = await Promise.all([import('@/src/domain/finance/quote'), response.json()])
    return parseQuoteResponse(body)
  } catch {
    return null
  }
}
