'use client'
// The sidebar's "Only $X /wk*" teaser linking to #finance-calculator, with the rates beside it as
// on the car's search card (their asterisk links to the finance disclaimer). On sites with the quote feature the page asks for a quote
// once and the teaser then shows it; until then, or when the call fails, it shows the
// card's own estimate.
import { useFinanceQuote } from '@/src/components/finance/use-finance-quote'
import { FINANCE_DISCLAIMER_ID } from '@/src/domain/finance/disclaimer'
import { formatMoney, formatRate } from '@/src/domain/finance/money'
import type { QuoteRequestInput } from '@/src/domain/finance/quote'
import type { FinanceSettings } from '@/src/domain/finance/settings'
import type { CardHit } from '@/src/domain/inventory/search-card'
import { teaserFigures } from '@/src/domain/vehicle-detail/sidebar-price'

export interface FinanceTeaserProps {
  hit: CardHit
  settings: FinanceSettings
  /** The server's clock, so server and browser compute the same figures. */
  nowIso: string
  quote: { featureOn: boolean; request: QuoteRequestInput }
  compact?: boolean
}

export function FinanceTeaser({ hit, settings, nowIso, quote, compact = false }: FinanceTeaserProps) {
  const hasQuote = typeof hit.youxQuote?.weeklyRepaymentAmount === 'number'
  const fetched = useFinanceQuote({ featureOn: quote.featureOn, hasQuote, request: quote.request })
  const { teaser, rates } = teaserFigures(hit, settings, new Date(nowIso), fetched)
  if (!teaser) return null
  return (
    <p className="grid gap-0.5" data-testid="finance-teaser">
      <a href="#finance-calculator" className="w-fit font-semibold text-[var(--color-primary)] underline-offset-4 hover:underline">
        {teaser.kind === 'amount' ? `Only ${formatMoney(teaser.dollars)} /wk*` : teaser.text}
      </a>
      {!compact && rates && (
        <span className="text-xs text-gray-600">
          {formatRate(rates.interest, { perAnnum: true })} · Comparison rate {formatRate(rates.comparison, { perAnnum: true })}
          <a href={`#${FINANCE_DISCLAIMER_ID}`} className="px-0.5 underline-offset-2 hover:underline">
            *<span className="sr-only"> See the finance disclaimer</span>
          </a>
        </span>
      )}
    </p>
  )
}
