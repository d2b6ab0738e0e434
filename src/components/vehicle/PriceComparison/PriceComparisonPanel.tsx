import { formatMoney } from '@/src/domain/finance/money'
import type { PriceComparison } from '@/src/domain/inventory/price-comparison'

/** The panel itself: market range bar, the car's price on it, the text. */
export function PriceComparisonPanel({ data }: { data: PriceComparison }) {
  const at = `${Math.round(data.fill * 100)}%`
  const [min, max, price] = [data.market_range_min, data.market_range_max, data.listing_price].map((n) => formatMoney(n))
  return (
    <section
      aria-labelledby="price-comparison-heading"
      data-testid="price-comparison"
      className="grid gap-3 rounded-[var(--radius)] border border-black/10 bg-white p-4 text-gray-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="price-comparison-heading" className="text-lg font-bold">
          Price comparison
        </h2>
        <p className="text-sm">
          This car <strong className="tabular-nums">{price}</strong>
        </p>
      </div>
      <div
        role="img"
        aria-label={`This car's price of ${price} sits ${at} of the way through the market range of ${min} to ${max}.`}
        className="relative my-2 h-3 rounded-full bg-gradient-to-r from-emerald-500 via-amber-400 to-red-500"
      >
        <span
          aria-hidden="true"
          className="absolute top-1/2 h-6 w-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-[var(--color-primary)] shadow"
          style={{ left: at }}
        />
      </div>
      <div aria-hidden="true" className="flex justify-between text-sm tabular-nums text-gray-700">
        <span>{min}</span>
        <span>{max}</span>
      </div>
      <p>{data.description}</p>
      <p className="text-xs text-gray-700">Market range from comparable listings · confidence {Math.round(data.confidence * 100)}%</p>
    </section>
  )
}
