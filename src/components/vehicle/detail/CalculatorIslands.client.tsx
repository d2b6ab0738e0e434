'use client'
// The car page's calculators sit far below the fold. Their script (sliders, number boxes, the
// repayment and running-cost maths) loads when the shopper reaches for one rather than with the
// page, and their HTML is not hydrated until then (issue 14; intent-island.client.tsx). The
// server's HTML shows each with its starting figures; the first pointer, touch, focus or key in
// it loads it, and a value typed or a button pressed meanwhile is done again on the live one.
import type { FinanceCalculatorProps } from '@/src/components/finance/FinanceCalculator.client'
import type { FuelCalculatorProps } from '@/src/components/finance/FuelCalculator.client'
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
