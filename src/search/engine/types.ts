// The search engine behind the Algolia protocol route (DESIGN convention 4): the PostgreSQL
// engine by default, the in-memory one as the differential test's reference.
import type { FacetSearchResponse, FilterNode, QueryRequest, SearchResponse } from '@/src/search/protocol'
import { allOf } from '@/src/search/protocol'

export type EngineResult = SearchResponse | FacetSearchResponse

export interface SearchEngine {
  /** Answers each request in order; requests are already validated and scoped. */
  search(requests: readonly QueryRequest[]): Promise<EngineResult[]>
}

/** The request with `scope` ANDed onto its filter: nothing in the request can widen it. */
export function withScope<T extends QueryRequest>(request: T, scope: FilterNode | null): T {
  return { ...request, filter: allOf([scope, request.filter]) }
}
