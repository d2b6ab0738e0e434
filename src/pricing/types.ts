// Price comparison providers (issue 3: behind an interface, with an offline default).
import type { PriceComparison } from '@/src/domain/inventory/price-comparison'
import type { SearchRecord } from '@/src/domain/inventory/search-record'

export type PricedCar = Pick<SearchRecord, 'objectID' | 'slug' | 'make' | 'model' | 'year' | 'km' | 'price' | 'vin' | 'badge'>

export interface PriceComparisonProvider {
  readonly name: string
  /** null: the provider has no comparison for this car (the client hides the panel). */
  compare(car: PricedCar): Promise<PriceComparison | null>
}

/** The provider could not answer (network, bad status, bad body): a 502 for the caller. */
export class ProviderError extends Error {}
