// Which requests of a multi-query are counted inside another's statement. InstantSearch sends,
// for each refined disjunctive facet, the main request again without that facet's refinement,
// asking for no hits and only that facet's counts. Such a request's conditions are a subset of
// the main request's, so one scan of the rows it selects can count both (each participant's
// count filtered by its own further conditions): a page with two refined facets then costs one
// statement less per refinement.
import { ATTRIBUTES, type AttributeName, isRangeFacet, requestedFacets } from '@/src/search/index-config'
import type { FilterNode, QueryRequest, SearchRequest } from '@/src/search/protocol'
import { pageWindow } from '../respond'
import { conjuncts } from './queries'

/** A request's conditions (the filter's conjuncts), each with a key comparable across requests. */
export interface Conditions {
  readonly entries: readonly { readonly node: FilterNode; readonly key: string }[]
  readonly keys: ReadonlySet<string>
}

export function conditionsOf(filter: FilterNode | null): Conditions {
  const entries = conjuncts(filter).map((node) => ({ node, key: JSON.stringify(node) }))
  return { entries, keys: new Set(entries.map((e) => e.key)) }
}

export interface Guest {
  /** Its place in the multi-query. */
  readonly index: number
  readonly req: SearchRequest
  /** The facets it counts: string and boolean facets only (no stats, no list facets). */
  readonly facets: readonly AttributeName[]
  readonly conditions: Conditions
}

/** A request that only counts string or boolean facets: it needs no hits, stats or list facets. */
function countsOnly(req: SearchRequest): boolean {
  const facets = requestedFacets(req.facets)
  return (
    pageWindow(req).limit === 0 &&
    facets.length > 0 &&
    facets.every((f) => !isRangeFacet(f) && (ATTRIBUTES[f].type === 'string' || ATTRIBUTES[f].type === 'boolean'))
  )
}

const isSearch = (req: QueryRequest): req is SearchRequest => req.type !== 'facet'

/**
 * Each counts-only request whose conditions all appear in an earlier or later search request
 * with the same query text becomes that request's guest (the first such host).
 */
export function planGuests(requests: readonly QueryRequest[]): { guestOf: Map<number, number>; guestsOf: Map<number, Guest[]> } {
  const guestOf = new Map<number, number>()
  const guestsOf = new Map<number, Guest[]>()
  const candidates = requests.map((req) => isSearch(req) && countsOnly(req))
  const conditions = requests.map((req) => conditionsOf(req.filter))
  requests.forEach((guest, g) => {
    if (!candidates[g] || !isSearch(guest)) return
    const host = requests.findIndex(
      (req, h) =>
        h !== g &&
        !candidates[h] &&
        isSearch(req) &&
        req.query === guest.query &&
        [...conditions[g].keys].every((k) => conditions[h].keys.has(k)),
    )
    if (host === -1) return
    guestOf.set(g, host)
    const planned: Guest = { index: g, req: guest, facets: requestedFacets(guest.facets), conditions: conditions[g] }
    guestsOf.set(host, [...(guestsOf.get(host) ?? []), planned])
  })
  return { guestOf, guestsOf }
}
