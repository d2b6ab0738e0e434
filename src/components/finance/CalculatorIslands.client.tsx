'use client'
// The calculators of the car page (far below the fold) and of the page builder's Finance
// calculator and Budget finder blocks. The server's HTML shows each with its starting figures;
// their script (sliders, number boxes, the repayment and running-cost maths) is fetched when the
// page is idle and hydrates a calculator when the shopper reaches for it (deferred-part.client.tsx).
// A page segment's script holds every client component its server code imports, whether the
// page shows it or not (Turbopack): split off, a page built from blocks does not carry them.
import type { BudgetFinderProps } from '@/src/components/finance/BudgetFinder.client'
import type { FinanceCalculatorProps } from '@/src/components/finance/FinanceCalculator.client'
import type { FuelCalculatorProps } from '@/src/components/finance/FuelCalculator.client'
import type { PriceRangeSliderProps } from '@/src/components/finance/PriceRangeSlider.client'
import { deferredPart } from '@/src/components/ui/deferred-part.client'

export const FinanceCalculatorIsland = deferredPart<FinanceCalculatorProps>(
  () => import('@/src/components/finance/FinanceCalculator.client').then((m) => m.FinanceCalculator),
  { when: 'intent', what: 'finance calculator' },
)

export const FuelCalculatorIsland = deferredPart<FuelCalculatorProps>(
  () => import('@/src/components/finance/FuelCalculator.client').then((m) => m.FuelCalculator),
  { when: 'intent', what: 'fuel calculator' },
)

export const DeliveryCalculatorIsland = deferredPart<Record<string, never>>(
  () => import('@/src/components/finance/DeliveryCalculator.client').then((m) => m.DeliveryCalculator),
  { when: 'intent', what: 'delivery calculator' },
)

export const BudgetFinderIsland = deferredPart<BudgetFinderProps>(
  () => import('@/src/components/finance/BudgetFinder.client').then((m) => m.BudgetFinder),
  { when: 'intent', what: 'budget finder' },
)

export const PriceRangeSliderIsland = deferredPart<PriceRangeSliderProps>(
  () => import('@/src/components/finance/PriceRangeSlider.client').then((m) => m.PriceRangeSlider),
  { when: 'intent', what: 'price range slider' },
)
