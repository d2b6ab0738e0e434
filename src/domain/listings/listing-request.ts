// A listing state as ONE Algolia-protocol multi-query request (manufacturer search and
// dealership offers search: page size 21). The backend is POST
// /api/search/1/indexes/*/queries (local engine) or Algolia itself; the tenant's stock filter
// is added on the server, never here.
//
// Facet counts follow Algolia's disjunctive faceting, as InstantSearch does: the first query
// returns the page of hits with every filter applied; a refined facet's counts (and the price
// stats) come from one more query with that facet's own filter left out, so choosing "Off
// Road" still shows how many "Work Ready" cars there are. Several chosen categories match
// cars in ANY of them (OR); different facets combine with AND.
import { cardHitParams } from '@/src/domain/inventory/search-card'
import { LISTING_PAGE_SIZE, type ListingInput, type ManufacturerListingInput, type OffersListingInput } from './listing-input'
import { priceClauses } from './price-range'

export const LISTING_INDEX = 'cars'

/** Numeric facets: the UI reads their min and max (facetStats), not per-value counts. */
export const STATS_FACETS: ReadonlySet<string> = new Set(['price'])

/** A facet value in filter syntax: always double-quoted, with `\` and `"` escaped. */
export const quoteValue = (value: string): string => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`

export const facetClause = (attribute: string, value: string): string => `${attribute}:${quoteValue(value)}`

/** Clauses ORed, in parentheses when there are several (they are ANDed with others). */
export function anyOf(clauses: readonly string[]): string | null {
  if (clauses.length === 0) return null
  return clauses.length === 1 ? clauses[0] : `(${clauses.join(' OR ')})`
}

export const allOf = (clauses: readonly (string | null)[]): string => clauses.filter((c): c is string => !!c).join(' AND ')

/** One facet the UI shows and, when refined, its filter. */
export interface FacetGroup {
  readonly facet: string
  readonly filter: string | null
}

export interface ListingPlan {
  /** Filters that are not facets the shopper can undo here (the manufacturer). */
  readonly fixed: readonly string[]
  readonly groups: readonly FacetGroup[]
  readonly query: string
  /** 1-based. */
  readonly page: number
}

export function offersPlan(input: OffersListingInput): ListingPlan {
  return {
    fixed: [],
    groups: [
      { facet: 'categories', filter: anyOf(input.categories.map((c) => facetClause('categories', c))) },
      { facet: 'price', filter: input.price ? allOf(priceClauses(input.price)) : null },
    ],
    query: input.query,
    page: input.page,
  }
}

export function manufacturerPlan(input: ManufacturerListingInput): ListingPlan {
  return {
    fixed: [facetClause('make', input.manufacturer)],
    groups: [
      { facet: 'model', filter: input.model ? facetClause('model', input.model) : null },
      { facet: 'body', filter: input.body ? facetClause('body', input.body) : null },
    ],
    query: input.query,
    page: input.page,
  }
}

export const listingPlan = (input: ListingInput): ListingPlan => (input.kind === 'offers' ? offersPlan(input) : manufacturerPlan(input))

export interface ListingQuery {
  indexName: string
  query: string
  page: number
  hitsPerPage: number
  facets: string[]
  maxValuesPerFacet?: number
  filters?: string
  attributesToRetrieve: string[]
  attributesToHighlight: string[]
  analytics?: boolean
}

export interface ListingRequest {
  body: { requests: ListingQuery[] }
  /** Which result (index into `results`) carries each facet's counts or stats. */
  facetSources: Record<string, number>
}

/** Enough for a dealer's models and categories; Algolia's own default is 100. */
const MAX_VALUES_PER_FACET = 200

function query(plan: ListingPlan, lenderKey: string, filters: string, facets: string[], page: number, hitsPerPage: number): ListingQuery {
  return {
    indexName: LISTING_INDEX,
    query: plan.query,
    page,
    hitsPerPage,
    facets,
    ...(facets.length > 0 && { maxValuesPerFacet: MAX_VALUES_PER_FACET }),
    ...(filters && { filters }),
    ...cardHitParams(lenderKey),
  }
}

/** `lenderKey`: the site's finance lender, whose figures the cards show (cardHitParams). */
export function buildListingRequest(input: ListingInput, lenderKey: string): ListingRequest {
  const plan = listingPlan(input)
  const unrefined = plan.groups.filter((g) => g.filter === null).map((g) => g.facet)
  const main = query(
    plan,
    lenderKey,
    allOf([...plan.fixed, ...plan.groups.map((g) => g.filter)]),
    unrefined,
    plan.page - 1,
    LISTING_PAGE_SIZE,
  )
  const requests = [main]
  const facetSources: Record<string, number> = Object.fromEntries(unrefined.map((f) => [f, 0]))
  for (const group of plan.groups) {
    if (group.filter === null) continue
    const others = plan.groups.filter((g) => g !== group).map((g) => g.filter)
    facetSources[group.facet] = requests.length
    requests.push({ ...query(plan, lenderKey, allOf([...plan.fixed, ...others]), [group.facet], 0, 0), analytics: false })
  }
  return { body: { requests }, facetSources }
}
