// A row of stock below a page's own content, as a grid or (the Results carousel switch, or the
// editor's choice) a carousel with arrows: the page builder's Search grid block (rendered by
// StockCardsIsland, so its HTML is not hydrated until the shopper reaches for it) and a car
// page's similar cars (drawn in the browser when the shopper scrolls near them, SimilarCarsCards).
import { CardGrid } from '@/src/components/search/CardGrid'
import { CarCard } from '@/src/components/search/CarCard/CarCard'
import { StockCarousel } from '@/src/components/search/StockCarousel.client'
import { type CardContext, type CardHit, searchCardView } from '@/src/domain/inventory/search-card'

export interface StockCardsProps {
  hits: (CardHit & { objectID: string })[]
  card: CardContext
  /** The server's clock, so server and browser render the same "New" tags. */
  now: Date
  carousel: boolean
  /** Names the carousel and its arrows ("Next Similar Cars"). */
  label: string
  /** The cards are the page's main content at the top: the first row's photos load at once (CardGrid). */
  leadsPage?: boolean
}

export function StockCards({ hits, card, now, carousel, label, leadsPage = false }: StockCardsProps) {
  return carousel ? (
    <StockCarousel
      label={label}
      items={hits.map((hit) => ({ key: hit.objectID, node: <CarCard view={searchCardView(hit, card, now)} /> }))}
    />
  ) : (
    <CardGrid hits={hits} card={card} now={now} busy={false} collapseSold={false} leadsPage={leadsPage} />
  )
}
