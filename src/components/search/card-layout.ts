// The layout of a row of car cards, shared by the cards (CardGrid, StockCarousel) and a
// placeholder of the same size drawn before them (SimilarCarsCards): small, with no card code.
import { centreResults } from '@/src/domain/inventory/centre-results'

const CENTRED_ITEM = 'sm:w-[calc(50%-0.5rem)] xl:w-[calc(33.333%-0.75rem)]'

/** The grid's columns for `count` cards (centred under 3 results). */
export const cardGridClass = (count: number) =>
  `grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3${centreResults(count) ? ' sm:flex sm:flex-wrap sm:justify-center' : ''}`
/** A cell of that grid. */
export const cardGridItemClass = (count: number) => (centreResults(count) ? CENTRED_ITEM : undefined)

/** The carousel's arrows, above its row. */
export const CAROUSEL_ARROWS_CLASS = 'mb-3 flex justify-end gap-2'
/** The carousel's row of cards. */
export const CAROUSEL_ROW_CLASS = 'flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4'
/** A card's place in that row. */
export const CAROUSEL_ITEM_CLASS = 'w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.5rem)] xl:w-[calc(33.333%-0.7rem)]'
