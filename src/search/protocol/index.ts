// Public API of the Algolia protocol layer: pure parsing, validation and reference semantics,
// shared by the search route, the PostgreSQL engine and the Algolia index writer.
export * from '@/src/domain/inventory/filter-ast'
export { type FilterParseError, type FilterParseLimits, type FilterParseResult, DEFAULT_FILTER_LIMITS, parseFilters } from './filter-parser'
export { parseNumber } from './filter-lexer'
export { printFilter, quoteIfNeeded } from './filter-printer'
export { type FilterList, type ListResult, parseFacetFilters, parseNumericFilters, parseTagFilters } from './facet-filters'
export { type SearchRecord, attributeValues, compareNumber, facetValueMatches, matches } from './evaluate'
export { algoliaCompatibilityIssues } from './algolia-compat'
export { type ProtocolError, type ProtocolErrorKind, type ProtocolResult, protocolError } from './protocol-error'
export {
  type FacetSearchRequest,
  type QueryRequest,
  type SearchRequest,
  parseFacetQueryBody,
  parseIndexQueryBody,
  parseJsonBody,
  parseMultiQueryBody,
  parseQuery,
} from './request'
export { DEFAULTS as SEARCH_DEFAULTS } from './request-schema'
export * from './request-limits'
export { type JsonShapeProblem, describeJsonShapeProblem, findJsonShapeProblem, hasLoneSurrogate } from './json-shape'
export * from './response'
