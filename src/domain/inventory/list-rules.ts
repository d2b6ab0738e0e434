// Rules for a page of results: sold-car collapsing (spec 2 §4), promo tile positions (spec 2 §2),
// the displayed count (spec 2 §9) and the lowest-price sort rule (spec 1 §5).
import { type FilterNode, numeric } from './filter-ast'

/** Spec 2 §9: counts above 1999 use the stock facet count instead of the hit count. */
export const EXACT_COUNT_LIMIT = 1999

/**
 * Spec 2 §4: when on, consecutive sold cars collapse to one (the first of each run); if all
 * are sold, all are kept.
 */
export function collapseSoldCars<T extends { status?: string }>(hits: readonly T[], enabled: boolean): T[] {
  if (!enabled || hits.every((h) => h.status === 'sold')) return [...hits]
  return hits.filter((hit, i) => hit.status !== 'sold' || hits[i - 1]?.status !== 'sold')
}

export type WithPromo<T> = { kind: 'car'; car: T } | { kind: 'promo'; position: number }

/**
 * 1-based positions of the promo tile on a page of `count` cards: the tenant's positions
 * (spec 2 §2: 8 and 17 by default), or one random position when the tenant randomises it.
 */
export function promoPositions(
  tenant: { features: { randomPromoPosition: boolean }; inventory: { promoPositions: number[] } },
  count: number,
  random: () => number,
): number[] {
  if (count === 0) return []
  if (tenant.features.randomPromoPosition) return [1 + Math.floor(random() * count)]
  return [...new Set(tenant.inventory.promoPositions)].sort((a, b) => a - b)
}

/** Inserts the tile so it becomes the card at each position; positions past the end are skipped. */
export function insertPromos<T>(cars: readonly T[], positions: readonly number[]): WithPromo<T>[] {
  const out: WithPromo<T>[] = cars.map((car) => ({ kind: 'car', car }))
  for (const position of [...positions].sort((a, b) => a - b)) {
    if (position >= 1 && position <= out.length) out.splice(position - 1, 0, { kind: 'promo', position })
  }
  return out
}

/**
 * Spec 2 §9: above 1999 the hit count may be approximate (Algolia stops counting exactly), so
 * the sum of the `status` facet counts (the stock facet, always exhaustive) is shown instead.
 */
export function displayedCount(nbHits: number, facets: Record<string, Record<string, number>> | undefined): number {
  if (nbHits <= EXACT_COUNT_LIMIT) return nbHits
  const stock = facets?.status
  if (!stock) return nbHits
  return Object.values(stock).reduce((sum, n) => sum + n, 0)
}

/** Spec 1 §5: on some tenants the price ascending sort adds a filter requiring price above 0. */
export function sortReplicaFilter(indexName: string, tenant: { features: { priceAscRequiresPrice: boolean } }): FilterNode | null {
  return indexName === 'cars_price_asc' && tenant.features.priceAscRequiresPrice ? numeric('price', '>', 0) : null
}

/** The promo tile's wording and target (spec 2 §2 "We Want Your Car"; /trade-in is a spec 2 general page). */
export const PROMO_CARD = {
  title: 'We Want Your Car',
  text: 'Thinking of upgrading? Get a fair offer on your current car, whether you buy from us or not.',
  button: 'Value My Car',
  href: '/trade-in',
} as const
