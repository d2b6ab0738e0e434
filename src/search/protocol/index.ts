// Public API of the Algolia protocol layer: pure parsing, validation and reference semantics,
// shared by the search route, the PostgreSQL engine and the Algolia index writer.
export * from '@/src/domain/inventory/filter-ast'
export { parseFilters } from './filter-parser'
export { parseNumber } from './filter-lexer'
export { printFilter } from './filter-printer'
export { attributeValues, matches } from './evaluate'
export { algoliaCompatibilityIssues } from './algolia-compat'
export { type ProtocolError, type ProtocolResult, protocolError } from './protocol-error'
export {
  type FacetSearchRequest,
  type QueryRequest,
  type SearchRequest,
  parseFacetQueryBody,
  parseIndexQueryBody,
  parseJsonBody,
  parseMultiQueryBody,
} from './request'
export * from './request-limits'
export * from './response'
