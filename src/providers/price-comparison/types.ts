// Price comparison providers: a market range for one car.
import type { PriceComparison } from '@/src/domain/inventory/price-comparison'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import type { FilterNode } from '@/src/search/protocol'
import type { Provider } from '../result'

export type PricedCar = Pick<SearchRecord, 'objectID' | 'slug' | 'make' | 'model' | 'year' | 'km' | 'price' | 'vin' | 'badge' | 'car_type'>

export interface CompareContext {
  /** The site's stock filter: comparables from our own index come from this site's stock only. */
  scope: FilterNode | null
}

/** `none`: no comparison for this car (the route answers 204 and the panel hides). */
export type PriceComparisonProvider = Provider<PricedCar, PriceComparison, CompareContext>
