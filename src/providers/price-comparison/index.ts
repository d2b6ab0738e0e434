// The price comparison provider in use: the HTTP service when configured, else the offline
// estimate from the site's own stock.
import { autogaugeSettings } from '@/src/lib/env'
import { defaultSearchEngine } from '@/src/search/engine'
import { createHttpPriceProvider } from './http'
import { createOfflinePriceProvider } from './offline'
import type { PriceComparisonProvider } from './types'

export type { PriceComparisonProvider } from './types'

let provider: PriceComparisonProvider | null = null

export function priceComparisonProvider(): PriceComparisonProvider {
  const settings = autogaugeSettings()
  provider ??= settings ? createHttpPriceProvider(settings) : createOfflinePriceProvider(defaultSearchEngine)
  return provider
}
