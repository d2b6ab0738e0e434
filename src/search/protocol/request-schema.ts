// zod schema for one query's merged parameters. Unknown parameters (userToken, ruleContexts,
// analyticsTags ...) are stripped, not rejected, because the clients send many we do not use.
import { z } from 'zod'
import { MAX_HITS_PER_QUERY, MAX_VALUES_PER_FACET } from './request-limits'
import { MAX_PAGE, MAX_QUERY_LENGTH } from '@/src/domain/inventory/search-limits'

const intBetween = (name: string, min: number, max: number) => {
  const error = `${name} must be a number between ${min} and ${max}`
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error })
}

const text = (name: string, max: number) =>
  z.string({ error: `${name} must be a string` }).max(max, { error: `${name} must be at most ${max} characters long` })

const bool = (name: string) => z.boolean({ error: `${name} must be true or false` })

const list = (name: string) => z.union([z.string(), z.array(z.string())], { error: `${name} must be a string or an array of strings` })

const filterList = (name: string) =>
  z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))], {
    error: `${name} must be a string or an array of strings and arrays of strings`,
  })

// Bounds follow Algolia's documented limits (hitsPerPage and maxValuesPerFacet at most 1000,
// maxFacetHits at most 100, queries of at most 512 characters); pagination stops at 1000 hits.
export const queryParamsSchema = z.object({
  query: text('query', MAX_QUERY_LENGTH).optional(),
  page: intBetween('page', 0, MAX_PAGE).optional(),
  hitsPerPage: intBetween('hitsPerPage', 0, MAX_HITS_PER_QUERY).optional(),
  offset: intBetween('offset', 0, 1000).optional(),
  length: intBetween('length', 0, MAX_HITS_PER_QUERY).optional(),
  facets: list('facets').optional(),
  maxValuesPerFacet: intBetween('maxValuesPerFacet', 0, MAX_VALUES_PER_FACET).optional(),
  sortFacetValuesBy: z.enum(['count', 'alpha'], { error: "sortFacetValuesBy must be 'count' or 'alpha'" }).optional(),
  filters: z.string({ error: 'filters must be a string' }).optional(),
  facetFilters: filterList('facetFilters').optional(),
  numericFilters: filterList('numericFilters').optional(),
  tagFilters: filterList('tagFilters').optional(),
  highlightPreTag: text('highlightPreTag', 256).optional(),
  highlightPostTag: text('highlightPostTag', 256).optional(),
  attributesToRetrieve: list('attributesToRetrieve').optional(),
  attributesToHighlight: list('attributesToHighlight').optional(),
  analytics: bool('analytics').optional(),
  clickAnalytics: bool('clickAnalytics').optional(),
  facetQuery: text('facetQuery', MAX_QUERY_LENGTH).optional(),
  maxFacetHits: intBetween('maxFacetHits', 1, 100).optional(),
})

export type QueryParams = z.infer<typeof queryParamsSchema>

export const DEFAULTS = {
  page: 0,
  hitsPerPage: 20,
  maxValuesPerFacet: 100,
  maxFacetHits: 10,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
} as const
