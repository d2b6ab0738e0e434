// The provider in use: the HTTP service when configured, else the offline estimate.
import { autogaugeSettings } from '@/src/lib/env'
import { defaultSearchEngine } from '@/src/search/engine'
import { createHttpProvider } from './http-provider'
import { createOfflineProvider } from './offline-provider'
import type { PriceComparisonProvider } from './types'

export type { PriceComparisonProvider, PricedCar } from './types'
export { ProviderError } from './types'

let provider: PriceComparisonProvider | null = null

export function defaultPriceProvider(): PriceComparisonProvider {
  const settings = autogaugeSettings()
  provider ??= settings ? createHttpProvider(settings) : createOfflineProvider(defaultSearchEngine)
  return provider
}
