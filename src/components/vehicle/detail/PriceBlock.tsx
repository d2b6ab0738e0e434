// The sidebar price: price and price-type label (or the pre-order / no-price text),
// the was-price struck through with a reduced indicator, the market-price badge and the
// "Only $X /wk*" teaser (FinanceTeaser) under it. Values come from sidebarPrice().
import { formatMoney } from '@/src/domain/finance/money'
import type { SidebarPrice } from '@/src/domain/vehicle-detail/sidebar-price'
import { FinanceTeaser, type FinanceTeaserProps } from './FinanceTeaser.client'

export function PriceBlock({ price, teaser, compact = false }: { price: SidebarPrice; teaser: FinanceTeaserProps; compact?: boolean }) {
  const { price: display, was, market } = price
  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2" data-testid="detail-price">
        {display.kind === 'price' ? (
          <>
            <span className={`${compact ? 'text-xl' : 'text-3xl'} font-extrabold tabular-nums`}>{formatMoney(display.amount)}</span>
            {display.priceType && <span className="text-sm text-gray-600">{display.priceType}</span>}
          </>
        ) : (
          <span className={`${compact ? 'text-base' : 'text-xl'} font-bold`}>{display.text}</span>
        )}
      </p>
      {!compact && was && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-gray-600">
            Was <s className="tabular-nums">{formatMoney(was.amount)}</s>
          </span>
          <span className="rounded bg-red-700 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">Reduced</span>
          <span className="font-semibold text-red-800">Save {formatMoney(was.saving)}</span>
        </p>
      )}
      {!compact && market && (
        <p className="w-fit rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
          {formatMoney(market.saving)} below market average
        </p>
      )}
      <FinanceTeaser {...teaser} compact={compact} />
    </div>
  )
}
