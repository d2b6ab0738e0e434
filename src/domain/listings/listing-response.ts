// The search response of a listing, from the multi-query answer of buildListingRequest: hits,
// count, facets (label, value, count per value), facetStats (min and max of numeric facets), pages
// and ms. The answer is checked at this boundary; a malformed one is an error value, not an
// exception.
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

interface RawResult {
  hits: ListingHit[]
  nbHits: number
  nbPages: number
  facets?: Record<string, Record<string, number>>
  facets_stats?: Record<string, { min: number; max: number }>
  processingTimeMS?: number
}

// Checked by hand rather than with zod: this runs in the listing pages' browser bundle, where
// zod alone would add more script than the whole listing.
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0
const isRecordOf = (v: unknown, item: (x: unknown) => boolean) => isObject(v) && Object.values(v).every(item)

/** What is wrong with one result of the answer, or null. */
function resultProblem(r: unknown, i: number): string | null {
  if (!isObject(r)) return `results[${i}] is not an object`
  if (!Array.isArray(r.hits) || !r.hits.every((h) => isObject(h) && typeof h.objectID === 'string'))
    return `results[${i}].hits must be objects with an objectID`
  if (!isCount(r.nbHits) || !isCount(r.nbPages)) return `results[${i}] needs nbHits and nbPages`
  if (r.facets !== undefined && !isRecordOf(r.facets, (f) => isRecordOf(f, (n) => typeof n === 'number')))
    return `results[${i}].facets must count values`
  if (
    r.facets_stats !== undefined &&
    !isRecordOf(r.facets_stats, (st) => isObject(st) && typeof st.min === 'number' && typeof st.max === 'number')
  )
    return `results[${i}].facets_stats must have min and max`
  if (r.processingTimeMS !== undefined && typeof r.processingTimeMS !== 'number') return `results[${i}].processingTimeMS must be a number`
  return null
}

function readAnswer(answer: unknown): { ok: true; results: RawResult[] } | { ok: false; error: string } {
  if (!isObject(answer) || !Array.isArray(answer.results) || answer.results.length === 0)
    return { ok: false, error: 'results must be a non-empty list' }
  for (const [i, r] of answer.results.entries()) {
    const problem = resultProblem(r, i)
    if (problem) return { ok: false, error: problem }
  }
  return { ok: true, results: answer.results as RawResult[] }
}

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
  const read = readAnswer(answer)
  if (!read.ok) return { ok: false, error: `Unexpected search answer: ${read.error}` }
  const { results } = read
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
