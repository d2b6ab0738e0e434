// The offline default: a market range from comparable cars in our own index (same make and
// model, year within 2, similar km; see comparableCriteria), searched inside the site's stock
// filter like every other query of the site, so one dealer's answer never reads another
// dealer's stock.
import { comparableCriteria, marketRangeFromComparables } from '@/src/domain/inventory/price-comparison'
import { type SearchEngine, withScope } from '@/src/search/engine/types'
import { INDEX_NAMES } from '@/src/search/index-config'
import { type FilterNode, type SearchResponse, allOf, anyOf, facet, numeric, parseIndexQueryBody, range } from '@/src/search/protocol'
import { answered, noAnswer } from '../result'
import type { PriceComparisonProvider, PricedCar } from './types'

/** Enough for a stable percentile range; more adds little. */
export const MAX_COMPARABLES = 200

/** The comparable criteria as a search filter (the same rules as isComparable). */
export function comparablesFilter(car: PricedCar & { year: number; km: number }): FilterNode | null {
  const c = comparableCriteria(car)
  return allOf([
    facet('make', c.make),
    facet('model', c.model),
    range('year', c.year[0], c.year[1]),
    range('km', c.km[0], c.km[1]),
    anyOf(c.carTypes.map((t) => facet('car_type', t))),
    numeric('price', '>', c.minPriceExclusive),
    facet('show_on_dealer_website', 'true'),
  ])
}

export function createOfflinePriceProvider(engine: () => SearchEngine): PriceComparisonProvider {
  return {
    name: 'offline',
    async ask(car, { scope }) {
      if (car.year === undefined || car.km === undefined || !car.price) return noAnswer
      const parsed = parseIndexQueryBody(
        'cars',
        { hitsPerPage: MAX_COMPARABLES, attributesToRetrieve: ['price'], attributesToHighlight: [] },
        INDEX_NAMES,
      )
      if (!parsed.ok) throw new Error(parsed.error.message)
      const filter = allOf([scope, comparablesFilter({ ...car, year: car.year, km: car.km })])
      const [result] = await engine().search([withScope(parsed.value, filter)])
      const hits = (result as SearchResponse).hits.filter((h) => h.objectID !== car.objectID)
      const range = marketRangeFromComparables(
        car.price,
        hits.map((h) => Number(h.price)),
        { label: `${car.year} ${car.make} ${car.model}` },
      )
      return range ? answered(range) : noAnswer
    },
  }
}
