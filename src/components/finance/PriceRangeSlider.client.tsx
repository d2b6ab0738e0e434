'use client'

import { SiteLink } from '@/src/components/ui/SiteLink'
import { useId, useState } from 'react'
import { PRICE_SLIDER_DEFAULTS } from '@/src/domain/finance/budget'
import { movePriceThumb, priceSearchUrl, type PriceRange, type PriceThumb } from '@/src/domain/finance/budget-search'
import { formatMoney } from '@/src/domain/finance/money'
import { DualRangeSlider } from '@/src/components/ui/DualRangeSlider.client'

/**
 * Two-thumb price slider (5,000–250,000, step 500, the minimum stays at least
 * 1 below the maximum) that searches the range sorted by price, highest first.
 * Two native range inputs keep keyboard and screen-reader support; only their thumbs take the pointer.
 */
export interface PriceRangeSliderProps {
  typeLabel: string
  searchPath: string
}

export function PriceRangeSlider({ typeLabel, searchPath }: PriceRangeSliderProps) {
  const id = useId()
  const bounds = PRICE_SLIDER_DEFAULTS
  const [range, setRange] = useState<PriceRange>({ min: bounds.min, max: bounds.max })
  const move = (thumb: PriceThumb, value: string) => setRange((current) => movePriceThumb(current, thumb, value, bounds))

  return (
    <fieldset className="grid gap-4 text-gray-900">
      <legend className="mb-2 font-semibold">Price range</legend>
      <p aria-live="polite" className="text-2xl font-extrabold tabular-nums" data-testid="price-range">
        {formatMoney(range.min)} – {formatMoney(range.max)}
      </p>
      <DualRangeSlider
        id={id}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        values={[range.min, range.max]}
        labels={{ min: 'Minimum price', max: 'Maximum price' }}
        valueText={formatMoney}
        onMove={(thumb, value) => move(thumb, String(value))}
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-gray-600">
        <span>{formatMoney(bounds.min)}</span>
        <span>{formatMoney(bounds.max)}</span>
      </div>
      <SiteLink href={priceSearchUrl(range, searchPath)} className="btn btn-solid justify-self-start">
        Show {typeLabel}s in this range
      </SiteLink>
    </fieldset>
  )
}
