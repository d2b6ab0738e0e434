// Similar cars: up to 6 results from queries of 10, filtered on in_stock and a
// price window of ±10,000 when the price is under 50,000, else ±25,000. The site's own stock
// filter is added by the search endpoint, so similar cars never come from another dealer.
// Queries go from closest to broadest: same make and model, same body type, price only.
import { cardHitParams } from '@/src/domain/inventory/search-card'
import { LISTING_INDEX, allOf, facetClause } from '@/src/domain/listings/listing-request'
import { priceClauses } from '@/src/domain/listings/price-range'
import type { DetailCar } from './car'

export const SIMILAR_CARS_LIMIT = 6
export const SIMILAR_CARS_PER_QUERY = 10
export const SIMILAR_PRICE_SPLIT = 50_000
export const SIMILAR_WINDOW_BELOW = 10_000
export const SIMILAR_WINDOW_ABOVE = 25_000

export function similarPriceWindow(price: number | null | undefined): { min: number; max: number } | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null
  const span = price < SIMILAR_PRICE_SPLIT ? SIMILAR_WINDOW_BELOW : SIMILAR_WINDOW_ABOVE
  return { min: Math.max(0, price - span), max: price + span }
}

export interface SimilarQuery {
  indexName: string
  filters: string
  hitsPerPage: number
  /** A card's fields, not the whole record: the hits are inlined in the car page for its island. */
  attributesToRetrieve: string[]
  attributesToHighlight: string[]
}

/** `lenderKey`: the site's finance lender, whose figures the cards show (cardHitParams). */
export function similarCarsRequest(
  car: Pick<DetailCar, 'make' | 'model' | 'simple_body' | 'price'>,
  lenderKey: string,
  perQuery = SIMILAR_CARS_PER_QUERY,
): { requests: SimilarQuery[] } {
  const window = similarPriceWindow(car.price)
  const base = [facetClause('status', 'in_stock'), ...(window ? priceClauses(window) : [])]
  const narrowings: string[][] = [
    car.make && car.model ? [facetClause('make', car.make), facetClause('model', car.model)] : [],
    car.simple_body ? [facetClause('body', car.simple_body)] : [],
    [],
  ]
  const seen = new Set<string>()
  const requests: SimilarQuery[] = []
  for (const extra of narrowings) {
    const filters = allOf([...base, ...extra])
    if (seen.has(filters)) continue
    seen.add(filters)
    requests.push({ indexName: LISTING_INDEX, filters, hitsPerPage: perQuery, ...cardHitParams(lenderKey) })
  }
  return { requests }
}

/** Hits of every query in order, the car itself and repeats left out, cut to 6. */
export function pickSimilarCars<H extends { objectID: string }>(
  hitLists: readonly (readonly H[])[],
  currentObjectID: string,
  limit = SIMILAR_CARS_LIMIT,
): H[] {
  const seen = new Set([currentObjectID])
  const out: H[] = []
  for (const hit of hitLists.flat()) {
    if (out.length >= limit) break
    if (seen.has(hit.objectID)) continue
    seen.add(hit.objectID)
    out.push(hit)
  }
  return out
}

/** The answer's hit lists, or null when it is not a search answer (the caller logs and falls back). */
export function similarHitLists(answer: unknown): { objectID: string }[][] | null {
  if (typeof answer !== 'object' || answer === null) return null
  const results = (answer as { results?: unknown }).results
  if (!Array.isArray(results)) return null
  const lists: { objectID: string }[][] = []
  for (const result of results) {
    const hits = (result as { hits?: unknown } | null)?.hits
    if (!Array.isArray(hits)) return null
    lists.push(hits.filter((h): h is { objectID: string } => typeof h === 'object' && h !== null && typeof h.objectID === 'string'))
  }
  return lists
}
