'use client'

import { useEffect, useState } from 'react'
import { shouldRequestQuote, type QuoteRequestInput, type QuoteResponse } from '@/src/domain/finance/quote'
import { requestQuote } from './request-quote'

export interface UseFinanceQuoteInput {
  /** The tenant's financeQuotes feature. */
  featureOn: boolean
  /** The car's own youxQuote, when the feed already has one. */
  existing: QuoteResponse | null
  request: QuoteRequestInput
}

/**
 * The car's quote (spec 2 §7): the existing one, or one fetched once when the feature is on,
 * no quote exists yet and the price is above 0. Failures leave it null, silently (spec 2 §8).
 */
export function useFinanceQuote({ featureOn, existing, request }: UseFinanceQuoteInput): QuoteResponse | null {
  const [fetched, setFetched] = useState<QuoteResponse | null>(null)
  const wanted = shouldRequestQuote({ featureOn, hasQuote: existing !== null, price: request.purchasePrice })
  // One request per distinct car/price, not per render.
  const key = wanted ? JSON.stringify(request) : null

  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    requestQuote(JSON.parse(key) as QuoteRequestInput, { signal: controller.signal }).then((quote) => {
      if (!controller.signal.aborted) setFetched(quote)
    })
    return () => controller.abort()
  }, [key])

  return existing ?? (wanted ? fetched : null)
}
