// The grid of result cards shared by the search page and the listings (a grid of 3 or fewer is
// centred; promo tiles; consecutive sold cars collapsed). Rules are in the domain.
import { CarCard } from '@/src/components/search/CarCard/CarCard'
import { PromoCard } from '@/src/components/search/PromoCard'
import { collapseSoldCars, insertPromos } from '@/src/domain/inventory/list-rules'
import { type CardContext, type CardHit, searchCardView } from '@/src/domain/inventory/search-card'
import { cardGridClass, cardGridItemClass } from './card-layout'
import type { PlacedTile, PromoTile } from '@/src/domain/marketing/promo-tiles'
import { firstRowPriority } from '@/src/domain/content/media'

export interface CardGridProps {
  hits: readonly (CardHit & { objectID: string })[]
  card: CardContext
  now: Date
  busy: boolean
  collapseSold: boolean
  promos?: readonly PlacedTile<PromoTile>[]
  /**
   * The grid is the page's main content at the top (search, listings): its first row's photos
   * load at once. A grid further down (similar cars, a stock block under a hero) leaves them lazy,
   * so they do not compete with the page's own largest image.
   */
  leadsPage?: boolean
}

export function CardGrid({ hits, card, now, busy, collapseSold, promos = [], leadsPage = false }: CardGridProps) {
  const cars = collapseSoldCars(hits, collapseSold)
  const cells = insertPromos(cars, promos)
  return (
    <ul data-testid="results" aria-busy={busy} className={`${cardGridClass(cars.length)} transition-opacity${busy ? ' opacity-60' : ''}`}>
      {cells.map((cell, i) => (
        <li key={cell.kind === 'promo' ? `promo-${cell.position}` : cell.car.objectID} className={cardGridItemClass(cars.length)}>
          {cell.kind === 'promo' ? (
            <PromoCard tile={cell.promo} />
          ) : (
            <CarCard view={searchCardView(cell.car, card, now)} priority={firstRowPriority(i, leadsPage)} />
          )}
        </li>
      ))}
    </ul>
  )
}
