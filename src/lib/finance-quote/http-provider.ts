import { parseQuoteResponse } from '@/src/domain/finance/quote'
import type { FinanceQuoteProvider } from './provider'

export interface HttpQuoteProviderOptions {
  /** Base URL of the provider's API; quotes are posted to `{url}/quote`. */
  url: string
  apiKey: string
  fetch?: typeof fetch
  timeoutMs?: number
}

export const QUOTE_TIMEOUT_MS = 8000

/**
 * The live quote service. It receives the shopper's request fields as they are (spec 2 §7)
 * with a bearer key; its answer is validated and reshaped, so a changed or broken answer
 * becomes "no quote" rather than wrong figures on a car page.
 */
export function createHttpQuoteProvider(options: HttpQuoteProviderOptions): FinanceQuoteProvider {
  const doFetch = options.fetch ?? globalThis.fetch
  const endpoint = `${options.url.replace(/\/+$/, '')}/quote`
  return {
    name: 'http',
    async quote(request) {
      let response: Response
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Bearer ${options.apiKey}`,
          },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(options.timeoutMs ?? QUOTE_TIMEOUT_MS),
          cache: 'no-store',
        })
      } catch (error) {
        console.warn(`Finance quote provider unreachable: ${error instanceof Error ? error.message : String(error)}`)
        return { ok: false, reason: 'unavailable' }
      }
      if (!response.ok) return { ok: false, reason: 'unavailable' }
      const body: unknown = await response.json().catch(() => null)
      const quote = parseQuoteResponse(body)
      return quote ? { ok: true, quote } : { ok: false, reason: 'no-quote' }
    },
  }
}
