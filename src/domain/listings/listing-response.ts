// The spec 1 §3 "Search response" shape of a listing, from the multi-query answer of
// buildListingRequest: hits, count, facets (label, value, count per value; spec 1 §3 "Facet
// item"), facetStats (min and max of numeric facets), pages and ms. The answer is checked at
// this boundary; a malformed one is an error value, not an exception.
import { z } from 'zod'
import { type FacetItem, orderFacetItems } from '@/src/domain/inventory/facet-order'
import { bodyLabel } from '@/src/domain/inventory/search-filters'
import { type ListingRequest, STATS_FACETS } from './listing-request'

export type ListingHit = { objectID: string } & Record<string, unknown>

export interface FacetStat {
  min: number
  max: number
}

export interface ListingResult<H extends ListingHit = ListingHit> {
  hits: H[]
  /** Cars matching every filter (Algolia nbHits). */
  count: number
  facets: Record<string, FacetItem[]>
  facetStats: Record<string, FacetStat>
  /** Pages of 21 that can be shown (Algolia stops at 1000 hits). */
  pages: number
  /** Server processing time of all the request's queries, in milliseconds. */
  ms: number
}

const resultSchema = z.object({
  hits: z.array(z.looseObject({ objectID: z.string() })),
  nbHits: z.number().int().nonnegative(),
  nbPages: z.number().int().nonnegative(),
  facets: z.record(z.string(), z.record(z.string(), z.number())).optional(),
  facets_stats: z.record(z.string(), z.object({ min: z.number(), max: z.number() }).loose()).optional(),
  processingTimeMS: z.number().optional(),
})

const answerSchema = z.object({ results: z.array(resultSchema).min(1) })

/** Display labels of raw facet values; others show as they are. */
const LABELS: Readonly<Record<string, (value: string) => string>> = { body: bodyLabel }

export function facetItems(attribute: string, counts: Readonly<Record<string, number>>): FacetItem[] {
  const label = LABELS[attribute] ?? ((v: string) => v)
  return orderFacetItems(
    attribute,
    Object.entries(counts).map(([value, count]) => ({ label: label(value), value, count })),
  )
}

export type MapResult<H extends ListingHit> = { ok: true; value: ListingResult<H> } | { ok: false; error: string }

export function mapListingResponse<H extends ListingHit = ListingHit>(request: ListingRequest, answer: unknown): MapResult<H> {
  const parsed = answerSchema.safeParse(answer)
  if (!parsed.success) return { ok: false, error: `Unexpected search answer: ${parsed.error.issues[0]?.message ?? 'invalid'}` }
  const { results } = parsed.data
  if (results.length !== request.body.requests.length)
    return { ok: false, error: `Expected ${request.body.requests.length} search results, got ${results.length}` }
  const main = results[0]
  const facets: Record<string, FacetItem[]> = {}
  const facetStats: Record<string, FacetStat> = {}
  for (const [facet, source] of Object.entries(request.facetSources)) {
    const result = results[source]
    if (!STATS_FACETS.has(facet)) {
      facets[facet] = facetItems(facet, result.facets?.[facet] ?? {})
      continue
    }
    const stats = result.facets_stats?.[facet]
    if (stats) facetStats[facet] = { min: stats.min, max: stats.max }
  }
  return {
    ok: true,
    value: {
      hits: main.hits as H[],
      count: main.nbHits,
      facets,
      facetStats,
      pages: main.nbPages,
      ms: results.reduce((sum, r) => sum + (r.processingTimeMS ?? 0), 0),
    },
  }
}
