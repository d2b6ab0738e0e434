// Rules for a page of results: sold-car collapsing, promo tile insertion, the displayed count and
// the lowest-price sort rule.
import { type FilterNode, numeric } from './filter-ast'

/** Counts above 1999 use the stock facet count instead of the hit count. */
export const EXACT_COUNT_LIMIT = 1999

/**
 * When on, consecutive sold cars collapse to one (the first of each run). A list of sold cars
 * only is one such run, so it shows a single sold car: the list is never emptied, and sold
 * stock does not fill a page the switch is meant to keep for cars on sale.
 */
export function collapseSoldCars<T extends { status?: string }>(hits: readonly T[], enabled: boolean): T[] {
  if (!enabled) return [...hits]
  return hits.filter((hit, i) => hit.status !== 'sold' || hits[i - 1]?.status !== 'sold')
}

export type WithPromo<T, P> = { kind: 'car'; car: T } | { kind: 'promo'; position: number; promo: P }

/** Inserts each placed tile so it becomes the card at its position; positions past the end are skipped. */
export function insertPromos<T, P>(cars: readonly T[], placed: readonly { position: number; tile: P }[]): WithPromo<T, P>[] {
  const out: WithPromo<T, P>[] = cars.map((car) => ({ kind: 'car', car }))
  for (const { position, tile } of [...placed].sort((a, b) => a.position - b.position)) {
    if (position >= 1 && position <= out.length) out.splice(position - 1, 0, { kind: 'promo', position, promo: tile })
  }
  return out
}

/**
 * Above 1999 the hit count may be approximate (Algolia stops counting exactly), so
 * the sum of the `status` facet counts (the stock facet, always exhaustive) is shown instead.
 */
export function displayedCount(nbHits: number, facets: Record<string, Record<string, number>> | undefined): number {
  if (nbHits <= EXACT_COUNT_LIMIT) return nbHits
  const stock = facets?.status
  if (!stock) return nbHits
  return Object.values(stock).reduce((sum, n) => sum + n, 0)
}

/** On some tenants the price ascending sort adds a filter requiring price above 0. */
export function sortReplicaFilter(indexName: string, tenant: { features: { priceAscRequiresPrice: boolean } }): FilterNode | null {
  return indexName === 'cars_price_asc' && tenant.features.priceAscRequiresPrice ? numeric('price', '>', 0) : null
}
