// Price comparison providers (issue 3, DESIGN convention 4: behind an interface, with an
// offline default).
import type { PriceComparison } from '@/src/domain/inventory/price-comparison'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import type { FilterNode } from '@/src/search/protocol'

export type PricedCar = Pick<SearchRecord, 'objectID' | 'slug' | 'make' | 'model' | 'year' | 'km' | 'price' | 'vin' | 'badge' | 'car_type'>

export interface CompareContext {
  /** The site's stock filter: comparables from our own index come from this site's stock only. */
  scope: FilterNode | null
}

export interface PriceComparisonProvider {
  readonly name: string
  /** null: the provider has no comparison for this car (the route answers 204, the panel hides). */
  compare(car: PricedCar, context: CompareContext): Promise<PriceComparison | null>
}

/** The provider could not answer (network, bad status, bad body): a 502 for the caller. */
export class ProviderError extends Error {}
