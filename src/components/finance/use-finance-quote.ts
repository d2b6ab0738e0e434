'use client'
// The car's quote: asked once, when the site has the quote feature, the car has no
// stored quote yet and its price is above 0. SWR keys the call by its request, so the sidebar
// and the mobile bar showing the same teaser share one request, and it is never re-asked on
// focus or reconnect. Failures leave it null, silently.
import useSWR from 'swr'
import { SWR_ONCE } from '@/src/components/ui/swr-once'
import type { QuoteRequestInput, QuoteResponse } from '@/src/domain/finance/quote'
import { shouldRequestQuote } from '@/src/domain/finance/quote-rules'
import { requestQuote } from './request-quote'

export interface UseFinanceQuoteInput {
  /** The tenant's financeQuotes feature. */
  featureOn: boolean
  /** Whether the car already has a quote from the feed. */
  hasQuote: boolean
  request: QuoteRequestInput
}

export function useFinanceQuote({ featureOn, hasQuote, request }: UseFinanceQuoteInput): QuoteResponse | null {
  const wanted = shouldRequestQuote({ featureOn, hasQuote, price: request.purchasePrice })
  const { data } = useSWR(
    wanted ? ['finance-quote', JSON.stringify(request)] : null,
    ([, body]) => requestQuote(JSON.parse(body)),
    SWR_ONCE,
  )
  return data ?? null
}
