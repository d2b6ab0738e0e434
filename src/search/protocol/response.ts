// Response shapes the Algolia clients and InstantSearch read. Highlighting lives in
// highlight.ts and is re-exported here with the `_highlightResult` types it builds.
import { type HighlightOptions, type HighlightValue, highlight, queryWords } from './highlight'

export { type HighlightOptions, type HighlightValue, escapeHtml, highlight, highlightAttributes, queryWords } from './highlight'

export type Hit<T extends object = Record<string, unknown>> = T & {
  readonly objectID: string
  readonly _highlightResult?: Record<string, HighlightValue>
}

export interface FacetStats {
  readonly min: number
  readonly max: number
  readonly avg: number
  readonly sum: number
}

export interface SearchResponse<T extends object = Record<string, unknown>> {
  readonly hits: Hit<T>[]
  readonly nbHits: number
  readonly page: number
  readonly nbPages: number
  readonly hitsPerPage: number
  /** facet name -> value -> count */
  readonly facets?: Record<string, Record<string, number>>
  readonly facets_stats?: Record<string, FacetStats>
  readonly exhaustiveFacetsCount?: boolean
  readonly exhaustiveNbHits: boolean
  readonly processingTimeMS: number
  readonly query: string
  readonly params: string
  readonly index: string
}

export interface FacetHit {
  readonly value: string
  /** The value with the facet query's words wrapped in the highlight tags. */
  readonly highlighted: string
  readonly count: number
}

export interface FacetSearchResponse {
  readonly facetHits: FacetHit[]
  readonly exhaustiveFacetsCount: boolean
  readonly processingTimeMS: number
}

/** Algolia stops paginating after `paginationLimitedTo` hits (1000 by default). */
export function pageCount(nbHits: number, hitsPerPage: number, paginationLimitedTo = 1000): number {
  if (hitsPerPage <= 0) return 0
  return Math.ceil(Math.min(nbHits, paginationLimitedTo) / hitsPerPage)
}

/** One entry of a facet-values answer, highlighted for the facet query like Algolia's. */
export function facetHit(
  value: string,
  count: number,
  facetQuery: string,
  preTag = '<em>',
  postTag = '</em>',
  options: HighlightOptions = {},
): FacetHit {
  return { value, count, highlighted: highlight(value, queryWords(facetQuery), preTag, postTag, options).value }
}
