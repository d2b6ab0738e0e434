// The page builder's stock blocks: a Search grid of live stock, a Car detail block featuring one
// car, and the Budget finder's cheapest and dearest car. All are read from the site's search
// endpoint on the server (which adds the site's own stock filter), so an editor can never show
// another dealer's cars. These rules build the queries and the "View all" link, and decide what a
// block shows.
import { BUDGET_MIN_PRICE_EXCLUSIVE, type BudgetStockPrices } from '@/src/domain/finance/budget'
import { cardHitParams } from '@/src/domain/inventory/search-card'
import { bodyLabel } from '@/src/domain/inventory/search-filters'
import { SORT_INDEXES, type SortIndex } from '@/src/domain/inventory/sort-options'
import { slugify } from '@/src/domain/navigation/slug'
import { similarHitLists } from '@/src/domain/vehicle-detail/similar-cars'
import { allOf, anyOf, facetClause } from './listing-request'
import { priceClauses } from './price-range'

export const STOCK_GRID_MIN = 3
export const STOCK_GRID_MAX = 24
export const STOCK_GRID_DEFAULT = 6

export type StockCarType = 'new' | 'used' | 'demo'

const CAR_TYPE_SEARCH_PATHS: Readonly<Record<StockCarType, string>> = { new: 'new-cars', used: 'used-cars', demo: 'demo-cars' }

/** What an editor narrows a block's stock to; empty fields do not narrow. */
export interface StockFilter {
  carType?: StockCarType | null
  make?: string | null
  body?: string | null
  priceMin?: number | null
  priceMax?: number | null
  tag?: string | null
}

export interface StockQuery {
  indexName: string
  filters: string
  hitsPerPage: number
  /** A Search grid asks for a card's fields only; the Car detail block may show more, so it asks for all. */
  attributesToRetrieve?: string[]
  attributesToHighlight: string[]
  /** The Budget finder asks for no cars, only the price facet's minimum and maximum. */
  facets?: string[]
}

const text = (value: string | null | undefined) => value?.trim() || null
const money = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null

/** The price range an editor typed, with min and max swapped when entered the wrong way round. */
export function stockPriceRange(filter: StockFilter): { min: number | null; max: number | null } | null {
  let [min, max] = [money(filter.priceMin), money(filter.priceMax)]
  if (min === null && max === null) return null
  if (min !== null && max !== null && min > max) [min, max] = [max, min]
  return { min, max }
}

/** Cars a shopper can buy (in stock and coming soon are available). */
const AVAILABLE = anyOf([facetClause('status', 'in_stock'), facetClause('status', 'coming_soon')])

/** Available cars matching the editor's filter (the site's own stock filter is added by the endpoint). */
export function stockFilterClauses(filter: StockFilter): string {
  const price = stockPriceRange(filter)
  return allOf([
    AVAILABLE,
    filter.carType ? facetClause('car_type', filter.carType) : null,
    text(filter.make) ? facetClause('make', text(filter.make)!) : null,
    text(filter.body) ? facetClause('body', text(filter.body)!) : null,
    text(filter.tag) ? facetClause('tag', text(filter.tag)!) : null,
    ...(price ? priceClauses(price) : []),
  ])
}

/** 3 to 24 cars; anything else (blank, fractions, nonsense) becomes the nearest allowed count. */
export function stockGridCount(count: number | null | undefined): number {
  if (typeof count !== 'number' || !Number.isFinite(count)) return STOCK_GRID_DEFAULT
  return Math.min(STOCK_GRID_MAX, Math.max(STOCK_GRID_MIN, Math.round(count)))
}

export const isSortIndex = (value: string | null | undefined): value is SortIndex => SORT_INDEXES.includes(value as SortIndex)

export function stockGridQuery(block: { filter: StockFilter; sort?: string | null; count?: number | null }, lenderKey: string): StockQuery {
  return {
    indexName: isSortIndex(block.sort) ? block.sort : 'cars_latest',
    filters: stockFilterClauses(block.filter),
    hitsPerPage: stockGridCount(block.count),
    ...cardHitParams(lenderKey),
  }
}

/**
 * The search page showing the same cars: /search/{make} or /search/{car-type path}, with the
 * other refinements in the search page's own URL keys (car_type, body, price, sortBy). A tag has
 * no search-page refinement, so it becomes the search text.
 */
export function stockGridHref(filter: StockFilter, sort?: string | null): string {
  const make = text(filter.make)
  const path = make ? `/search/${slugify(make)}` : filter.carType ? `/search/${CAR_TYPE_SEARCH_PATHS[filter.carType]}` : '/search'
  const params = new URLSearchParams()
  if (make && filter.carType) params.set('car_type', filter.carType)
  if (text(filter.body)) params.set('body', text(filter.body)!)
  const price = stockPriceRange(filter)
  if (price) params.set('price', `${price.min ?? ''}:${price.max ?? ''}`)
  if (isSortIndex(sort) && sort !== 'cars') params.set('sortBy', sort)
  if (text(filter.tag)) params.set('query', text(filter.tag)!)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** "Used Toyota SUVs", "New Cars", "Cars under $30,000": a default heading from the filter. */
export function stockGridHeading(filter: StockFilter, vehicleNoun = 'Cars'): string {
  const condition = filter.carType ? `${filter.carType[0].toUpperCase()}${filter.carType.slice(1)} ` : ''
  const make = text(filter.make) ? `${text(filter.make)} ` : ''
  const body = text(filter.body) ? `${bodyLabel(text(filter.body)!)}s` : vehicleNoun
  return `${condition}${make}${body}`.trim()
}

// ---- Car detail block -------------------------------------------------------------------------

export type FeaturedCarChoice = { mode: 'stock-number'; stockNumber: string | null | undefined } | { mode: 'newest'; filter: StockFilter }

/**
 * By stock number the car is asked for whatever its status, so the block can tell the editor
 * why it is hidden (sold, or not in this site's stock); "newest matching" asks for available cars.
 * The block shows the car as a card does (searchCardView), so it asks for a card's fields of the
 * site's lender (`lenderKey`, cardHitParams), not the whole record.
 */
export function featuredCarQuery(choice: FeaturedCarChoice, lenderKey: string): StockQuery | null {
  if (choice.mode === 'stock-number') {
    const stock = text(choice.stockNumber)
    if (!stock) return null
    return { indexName: 'cars', filters: facetClause('stocknum', stock), hitsPerPage: 1, ...cardHitParams(lenderKey) }
  }
  return { indexName: 'cars_latest', filters: stockFilterClauses(choice.filter), hitsPerPage: 1, ...cardHitParams(lenderKey) }
}

export type FeaturedCar<H> =
  { kind: 'shown'; car: H } | { kind: 'hidden'; reason: 'no-stock-number' | 'not-found' | 'sold' | 'none-matching' | 'unavailable' }

/** Editors read these in the admin when the block shows nothing on the site. */
export const FEATURED_CAR_HIDDEN_REASONS: Readonly<Record<Exclude<FeaturedCar<unknown>, { kind: 'shown' }>['reason'], string>> = {
  'no-stock-number': 'Enter the stock number of the car to feature.',
  'not-found': 'No car with this stock number is listed on this site, so the block is hidden.',
  sold: 'This car is sold or no longer available, so the block is hidden.',
  'none-matching': 'No car in stock matches the filter, so the block is hidden.',
  unavailable: 'Stock could not be read just now; the block is hidden until it can be.',
}

export function featuredCar<H extends { status?: string; sold?: boolean }>(
  choice: FeaturedCarChoice,
  hits: readonly H[] | null,
): FeaturedCar<H> {
  if (choice.mode === 'stock-number' && !text(choice.stockNumber)) return { kind: 'hidden', reason: 'no-stock-number' }
  if (hits === null) return { kind: 'hidden', reason: 'unavailable' }
  const car = hits[0]
  if (!car) return { kind: 'hidden', reason: choice.mode === 'newest' ? 'none-matching' : 'not-found' }
  if (car.sold || car.status === 'sold') return { kind: 'hidden', reason: 'sold' }
  return { kind: 'shown', car }
}

// ---- Budget finder ----------------------------------------------------------------------------

/** The site's cars priced above $1,000: none of them, only the lowest and highest price. */
export const BUDGET_PRICES_QUERY: StockQuery = {
  indexName: 'cars',
  filters: `price > ${BUDGET_MIN_PRICE_EXCLUSIVE}`,
  hitsPerPage: 0,
  facets: ['price'],
  attributesToHighlight: [],
}

// ---- a page's stock blocks ----------------------------------------------------------------

/** The fields of the two blocks these rules read (the page's layout rows, as stored). */
export type StockBlockInput =
  | { id?: string | null; blockType: 'searchGrid'; filter?: StockFilter | null; sort?: string | null; count?: number | null }
  | { id?: string | null; blockType: 'carDetail'; mode?: string | null; stockNumber?: string | null; filter?: StockFilter | null }
  | { id?: string | null; blockType: 'budgetFinder' }

/** A Budget finder's prices are undefined when the search failed. */
export type StockBlockResult<H> =
  { kind: 'grid'; hits: H[] | null } | { kind: 'car'; featured: FeaturedCar<H> } | { kind: 'prices'; prices: BudgetStockPrices | undefined }

/** One query's answer as the blocks read it: its hits and its price facet's range (null: no priced car). */
export interface StockAnswer<H> {
  hits: H[]
  prices: BudgetStockPrices
}

const STOCK_BLOCK_TYPES: ReadonlySet<string> = new Set<StockBlockInput['blockType']>(['searchGrid', 'carDetail', 'budgetFinder'])

export const isStockBlock = (block: { blockType: string }): block is StockBlockInput => STOCK_BLOCK_TYPES.has(block.blockType)

const choiceOf = (block: Extract<StockBlockInput, { blockType: 'carDetail' }>): FeaturedCarChoice =>
  block.mode === 'newest' ? { mode: 'newest', filter: block.filter ?? {} } : { mode: 'stock-number', stockNumber: block.stockNumber }

/**
 * The search a block needs, or null when it needs none (a car block without a stock number).
 * `lenderKey`: the site's finance lender, whose figures the cards and the featured car show (cardHitParams).
 */
export function stockBlockQuery(block: StockBlockInput, lenderKey: string): StockQuery | null {
  if (block.blockType === 'budgetFinder') return BUDGET_PRICES_QUERY
  return block.blockType === 'searchGrid'
    ? stockGridQuery({ filter: block.filter ?? {}, sort: block.sort, count: block.count }, lenderKey)
    : featuredCarQuery(choiceOf(block), lenderKey)
}

/** What the block shows from its search's answer (null: the search failed). */
export function stockBlockResult<H extends { status?: string; sold?: boolean }>(
  block: StockBlockInput,
  answer: StockAnswer<H> | null,
): StockBlockResult<H> {
  if (block.blockType === 'budgetFinder') return { kind: 'prices', prices: answer === null ? undefined : answer.prices }
  const hits = answer?.hits ?? null
  return block.blockType === 'searchGrid' ? { kind: 'grid', hits } : { kind: 'car', featured: featuredCar(choiceOf(block), hits) }
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

function pricesOf(result: unknown): BudgetStockPrices {
  const price = (result as { facets_stats?: { price?: { min?: unknown; max?: unknown } } } | null)?.facets_stats?.price
  return price && finite(price.min) && finite(price.max) ? { min: price.min, max: price.max } : null
}

/**
 * The answers of a multi-query, in order (hits as similarHitLists reads them, and the price
 * facet's range), or null when it is not a search answer: the caller logs it and gives each
 * block its "unavailable" state.
 */
export function stockAnswers(answer: unknown): StockAnswer<{ objectID: string }>[] | null {
  const lists = similarHitLists(answer)
  if (!lists) return null
  const results = (answer as { results: unknown[] }).results
  return lists.map((hits, i) => ({ hits, prices: pricesOf(results[i]) }))
}
