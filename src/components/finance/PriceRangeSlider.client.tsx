'use client'

import Link from 'next/link'
import { useId, useState } from 'react'
import { PRICE_SLIDER_DEFAULTS } from '@/src/domain/finance/budget'
import { movePriceThumb, priceSearchUrl, type PriceRange, type PriceThumb } from '@/src/domain/finance/budget-search'
import { formatMoney } from '@/src/domain/finance/money'

const THUMB =
  'pointer-events-none absolute inset-x-0 top-0 h-8 w-full appearance-none bg-transparent ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-6 [&::-webkit-slider-thumb]:w-6 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-[var(--color-primary)] [&::-webkit-slider-thumb]:shadow ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-6 [&::-moz-range-thumb]:w-6 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-[var(--color-primary)]'

/**
 * Two-thumb price slider (spec 2 §5, §9: 5,000–250,000, step 500, the minimum stays at least
 * 1 below the maximum) that searches the range sorted by price, highest first (spec 2 §7).
 * Two native range inputs keep keyboard and screen-reader support; only their thumbs take the pointer.
 */
export function PriceRangeSlider({ typeLabel, searchPath }: { typeLabel: string; searchPath: string }) {
  const id = useId()
  const bounds = PRICE_SLIDER_DEFAULTS
  const [range, setRange] = useState<PriceRange>({ min: bounds.min, max: bounds.max })
  const move = (thumb: PriceThumb, value: string) => setRange((current) => movePriceThumb(current, thumb, value, bounds))
  const percent = (value: number) => ((value - bounds.min) / (bounds.max - bounds.min)) * 100

  return (
    <fieldset className="grid gap-4 text-gray-900">
      <legend className="mb-2 font-semibold">Price range</legend>
      <p aria-live="polite" className="text-2xl font-extrabold tabular-nums" data-testid="price-range">
        {formatMoney(range.min)} – {formatMoney(range.max)}
      </p>
      <div className="relative h-8">
        <div aria-hidden="true" className="absolute inset-x-0 top-3 h-2 rounded-full bg-gray-300" />
        <div
          aria-hidden="true"
          className="absolute top-3 h-2 rounded-full bg-[var(--color-primary)]"
          style={{ left: `${percent(range.min)}%`, right: `${100 - percent(range.max)}%` }}
        />
        {(['min', 'max'] as const).map((thumb) => (
          <input
            key={thumb}
            id={`${id}-${thumb}`}
            type="range"
            aria-label={thumb === 'min' ? 'Minimum price' : 'Maximum price'}
            aria-valuetext={formatMoney(range[thumb])}
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            value={range[thumb]}
            onChange={(event) => move(thumb, event.target.value)}
            className={THUMB}
          />
        ))}
      </div>
      <div aria-hidden="true" className="flex justify-between text-xs text-gray-600">
        <span>{formatMoney(bounds.min)}</span>
        <span>{formatMoney(bounds.max)}</span>
      </div>
      <Link href={priceSearchUrl(range, searchPath)} className="btn btn-solid justify-self-start">
        Show {typeLabel}s in this range
      </Link>
    </fieldset>
  )
}
