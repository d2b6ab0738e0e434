import { parseQuoteResponse } from '@/src/domain/finance/quote'
import { answered, noAnswer, unavailable } from '../result'
import type { FinanceQuoteProvider } from './types'

export interface HttpQuoteProviderOptions {
  /** Base URL of the provider's API; quotes are posted to `{url}/quote`. */
  url: string
  apiKey: string
  fetch?: typeof fetch
  timeoutMs?: number
}

export const QUOTE_TIMEOUT_MS = 8000

/**
 * The live quote service. It receives the shopper's request fields as they are with a bearer key;
 * its answer is validated and reshaped, so a changed or broken answer becomes "no quote" rather
 * than wrong figures on a car page.
 */
export function createHttpQuoteProvider(options: HttpQuoteProviderOptions): FinanceQuoteProvider {
  const doFetch = options.fetch ?? globalThis.fetch
  const endpoint = `${options.url.replace(/\/+$/, '')}/quote`
  return {
    name: 'http',
    async ask(request) {
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
        return unavailable(`Finance quote provider unreachable: ${error instanceof Error ? error.message : String(error)}`)
      }
      if (!response.ok) return unavailable(`Finance quote provider answered ${response.status}`)
      const body: unknown = await response.json().catch(() => null)
      const quote = parseQuoteResponse(body)
      return quote ? answered(quote) : noAnswer
    },
  }
}
