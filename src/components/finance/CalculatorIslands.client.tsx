'use client'
// The calculators of the car page (far below the fold) and of the page builder's Finance
// calculator and Budget finder blocks. Their script (sliders, number boxes, the repayment and
// running-cost maths) loads when the shopper reaches for one rather than with the page, and their
// HTML is not hydrated until then (intent-island.client.tsx). The server's HTML shows
// each with its starting figures; the first pointer, touch, focus or key in it loads it, and a
// value typed or a button pressed meanwhile is done again on the live one. A page segment's
// script holds every client component its server code imports, whether the page shows it or not
// (Turbopack), so without islands every page built from blocks would carry the calculators.
import type { BudgetFinderProps } from '@/src/components/finance/BudgetFinder.client'
import type { FinanceCalculatorProps } from '@/src/components/finance/FinanceCalculator.client'
import type { FuelCalculatorProps } from '@/src/components/finance/FuelCalculator.client'
import type { PriceRangeSliderProps } from '@/src/components/finance/PriceRangeSlider.client'
import { intentIsland } from '@/src/components/ui/intent-island.client'

export const FinanceCalculatorIsland = intentIsland<FinanceCalculatorProps>(
  () => import('@/src/components/finance/FinanceCalculator.client').then((m) => m.FinanceCalculator),
  'finance calculator',
)

export const FuelCalculatorIsland = intentIsland<FuelCalculatorProps>(
  () => import('@/src/components/finance/FuelCalculator.client').then((m) => m.FuelCalculator),
  'fuel calculator',
)

export const DeliveryCalculatorIsland = intentIsland<Record<string, never>>(
  () => import('@/src/components/finance/DeliveryCalculator.client').then((m) => m.DeliveryCalculator),
  'delivery calculator',
)

export const BudgetFinderIsland = intentIsland<BudgetFinderProps>(
  () => import('@/src/components/finance/BudgetFinder.client').then((m) => m.BudgetFinder),
  'budget finder',
)

export const PriceRangeSliderIsland = intentIsland<PriceRangeSliderProps>(
  () => import('@/src/components/finance/PriceRangeSlider.client').then((m) => m.PriceRangeSlider),
  'price range slider',
)
