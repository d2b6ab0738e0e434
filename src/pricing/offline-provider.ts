// The offline default: a market range from comparable cars in our own index (same make and
// model, year within 2, similar km; see comparableWindow). Comparables come from every
// dealer's publicly listed stock, not only this site's: the panel shows aggregate figures
// only, as a market-data service would, and more cars give a better range.
import { comparableWindow, marketEstimate } from '@/src/domain/inventory/price-comparison'
import { PURCHASE_MIN_PRICE_EXCLUSIVE } from '@/src/domain/finance/eligibility'
import { type SearchEngine, withScope } from '@/src/search/engine/types'
import { INDEX_NAMES } from '@/src/search/index-config'
import { type SearchResponse, allOf, facet, numeric, parseIndexQueryBody, range } from '@/src/search/protocol'
import type { PriceComparisonProvider, PricedCar } from './types'

/** Enough for a stable percentile range; more adds little. */
export const MAX_COMPARABLES = 200

export function createOfflineProvider(engine: () => SearchEngine): PriceComparisonProvider {
  return {
    name: 'offline',
    async compare(car: PricedCar) {
      if (!car.year || car.km === undefined || !car.price) return null
      const w = comparableWindow({ make: car.make, model: car.model, year: car.year, km: car.km })
      const parsed = parseIndexQueryBody('cars', { hitsPerPage: MAX_COMPARABLES, attributesToRetrieve: ['price'], attributesToHighlight: [] }, INDEX_NAMES)
      if (!parsed.ok) throw new Error(parsed.error.message)
      const scope = allOf([
        facet('make', w.make),
        facet('model', w.model),
        range('year', w.year[0], w.year[1]),
        range('km', w.km[0], w.km[1]),
        numeric('price', '>', PURCHASE_MIN_PRICE_EXCLUSIVE),
        facet('show_on_dealer_website', 'true'),
      ])
      const [result] = await engine().search([withScope(parsed.value, scope)])
      const hits = (result as SearchResponse).hits.filter((h) => h.objectID !== car.objectID)
      const label = `${w.year[0]}–${w.year[1]} ${car.make} ${car.model}`
      return marketEstimate(car.price, hits.map((h) => Number(h.price)), label)
    },
  }
}
