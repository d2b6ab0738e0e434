// The two listing states, read from and written to URLs:
//   manufacturer search: manufacturer.name, model.name, model.body, query, page
//     -> /manufacturers/{make-slug}?model=Camry&body=sedan&query=hybrid&page=2
//   dealership offers search: categories, price, query, page
//     -> /special-offers?categories=Off+Road&categories=Work+Ready&price=:30000&query=&page=2
// URL values are typed by visitors, so parsing never fails: a malformed value is dropped and
// its default used (page 1, no filter). `page` is 1-based in URLs, as shown to shoppers.
import { slugify } from '@/src/domain/navigation/slug'
import { type PriceRange, formatPriceRange, parsePriceRange } from './price-range'

/** Page size for manufacturer and offers searches. */
export const LISTING_PAGE_SIZE = 21
/** Algolia's query limit (src/search/protocol/request-schema.ts). */
export const MAX_QUERY_LENGTH = 512
/** The protocol's page limit; pages past the last one simply have no hits. */
export const MAX_PAGE = 1000

export const OFFERS_PATH = '/special-offers'
export const MANUFACTURERS_PATH = '/manufacturers'

export type UrlParams = URLSearchParams | Record<string, string | string[] | undefined>

// Read by hand rather than with zod: this runs in the listing pages' browser bundle.
/** Free text: trimmed; too long is dropped. */
const queryText = (v: unknown): string => {
  const text = typeof v === 'string' ? v.trim() : ''
  return text.length <= MAX_QUERY_LENGTH ? text : ''
}
/** A 1-based page from the URL; anything else is page 1. */
const pageNumber = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1
}
/** A facet value: 1 to 100 characters after trimming, or null. */
const facetValue = (v: unknown): string | null => {
  const text = typeof v === 'string' ? v.trim() : ''
  return text.length >= 1 && text.length <= 100 ? text : null
}

/** Case-insensitive de-duplication (facet values match case-insensitively), sorted for one key per set. */
function distinctSorted(values: readonly string[]): string[] {
  const seen = new Map<string, string>()
  for (const v of values) if (!seen.has(v.toLowerCase())) seen.set(v.toLowerCase(), v)
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'en'))
}

const categoriesList = (values: readonly string[]): string[] =>
  distinctSorted(values.map(facetValue).filter((v): v is string => v !== null)).slice(0, 20)

export interface OffersListingInput {
  kind: 'offers'
  categories: string[]
  price: PriceRange | null
  query: string
  page: number
}

export interface ManufacturerListingInput {
  kind: 'manufacturer'
  /** The make's exact spelling ("Land Rover"), resolved from the path slug by the page. */
  manufacturer: string
  model: string | null
  body: string | null
  query: string
  page: number
}

export type ListingInput = OffersListingInput | ManufacturerListingInput

function all(params: UrlParams, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key)
  const value = params[key]
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}

const first = (params: UrlParams, key: string): string | null => all(params, key).find((v) => v.trim() !== '') ?? null

export function parseOffersParams(params: UrlParams): OffersListingInput {
  return {
    kind: 'offers',
    categories: categoriesList(all(params, 'categories')),
    price: parsePriceRange(first(params, 'price')),
    query: queryText(first(params, 'query') ?? ''),
    page: pageNumber(first(params, 'page') ?? 1),
  }
}

/** Throws only when `manufacturer` itself is empty: the page resolves it before calling. */
export function parseManufacturerParams(manufacturer: string, params: UrlParams): ManufacturerListingInput {
  const make = facetValue(manufacturer)
  if (make === null) throw new Error('A manufacturer listing needs the make (1 to 100 characters).')
  return {
    kind: 'manufacturer',
    manufacturer: make,
    model: facetValue(first(params, 'model')),
    body: facetValue(first(params, 'body')),
    query: queryText(first(params, 'query') ?? ''),
    page: pageNumber(first(params, 'page') ?? 1),
  }
}

/** The URL query of a state: defaults left out, keys in a fixed order. */
export function listingSearchParams(input: ListingInput): URLSearchParams {
  const params = new URLSearchParams()
  if (input.kind === 'offers') {
    for (const c of input.categories) params.append('categories', c)
    if (input.price) params.set('price', formatPriceRange(input.price))
  } else {
    if (input.model) params.set('model', input.model)
    if (input.body) params.set('body', input.body)
  }
  if (input.query) params.set('query', input.query)
  if (input.page > 1) params.set('page', String(input.page))
  return params
}

export const manufacturerPath = (manufacturer: string) => `${MANUFACTURERS_PATH}/${slugify(manufacturer)}`

export const listingPath = (input: ListingInput): string => (input.kind === 'offers' ? OFFERS_PATH : manufacturerPath(input.manufacturer))

/** Path and query of a state, e.g. for links, history entries and canonical URLs of page 1. */
export function listingHref(input: ListingInput): string {
  const query = listingSearchParams(input).toString()
  return query ? `${listingPath(input)}?${query}` : listingPath(input)
}

/** One key per combination of inputs (the result cache's). */
export const listingKey = (input: ListingInput): string =>
  `${input.kind}:${input.kind === 'manufacturer' ? input.manufacturer.toLowerCase() : ''}?${listingSearchParams(input).toString()}`

/** The state with filters changed; any refinement change goes back to the first page. */
export function refine<T extends ListingInput>(input: T, change: Partial<Omit<T, 'kind' | 'page' | 'manufacturer'>>): T {
  return { ...input, ...change, page: 1 }
}

export const withPage = <T extends ListingInput>(input: T, page: number): T => ({ ...input, page: pageNumber(page) })

/** The state with no filters, query or page: where "Clear Filters" goes. */
export function cleared<T extends ListingInput>(input: T): T {
  if (input.kind === 'offers') return { ...input, categories: [], price: null, query: '', page: 1 }
  return { ...input, model: null, body: null, query: '', page: 1 }
}

export const hasRefinements = (input: ListingInput): boolean => listingKey(input) !== listingKey(cleared(input))
