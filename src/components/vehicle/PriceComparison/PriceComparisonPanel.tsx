import type { PriceComparison } from '@/src/domain/inventory/price-comparison'

const money = (n: number) => `$${Math.round(n).toLocaleString('en-AU')}`

/** The panel itself (spec 1 §3 price comparison): market range bar, the car's price on it, the text. */
export function PriceComparisonPanel({ data }: { data: PriceComparison }) {
  const at = `${Math.round(data.fill * 100)}%`
  return (
    <section aria-labelledby="price-comparison-heading" data-testid="price-comparison" className="grid gap-3 rounded-[var(--radius)] border border-black/10 bg-white p-4 text-gray-900">
      <h2 id="price-comparison-heading" className="text-lg font-bold">How this price compares</h2>
      <div
        role="img"
        aria-label={`This car's price of ${money(data.listing_price)} sits ${at} of the way through the market range of ${money(data.market_range_min)} to ${money(data.market_range_max)}.`}
        className="relative h-3 rounded-full bg-gradient-to-r from-emerald-500 via-amber-400 to-red-500"
      >
        <span aria-hidden="true" className="absolute top-1/2 h-6 w-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-[var(--color-primary)] shadow" style={{ left: at }} />
      </div>
      <div aria-hidden="true" className="flex justify-between text-sm text-gray-600">
        <span>{money(data.market_range_min)}</span>
        <span>{money(data.market_range_max)}</span>
      </div>
      <p>{data.description}</p>
      <p className="text-xs text-gray-600">Confidence {Math.round(data.confidence * 100)}% · Market range from comparable listings.</p>
    </section>
  )
}
