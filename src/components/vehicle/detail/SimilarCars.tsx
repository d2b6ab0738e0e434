// Similar cars (spec 2 §2, §7, §8): up to 6 cards from the site's own stock, rendered with the
// search page's CarCard (as a carousel on sites with the Results carousel switch), hydrated when
// the shopper reaches for them (StockCardsIsland); when the search failed, a link to the search
// page instead.
import { StockCardsIsland } from '@/src/components/search/StockCardsIsland.client'
import type { CardContext, CardHit } from '@/src/domain/inventory/search-card'

export type SimilarCarsResult = { ok: true; hits: (CardHit & { objectID: string })[] } | { ok: false }

export function SimilarCars({
  result,
  card,
  now,
  fallbackHref,
  carousel = false,
}: {
  result: SimilarCarsResult
  card: CardContext
  now: Date
  fallbackHref: string
  carousel?: boolean
}) {
  if (result.ok && result.hits.length === 0) return null
  return (
    <section aria-labelledby="similar-cars-heading" className="container-site py-10">
      <h2 id="similar-cars-heading" className="mb-6 text-2xl font-bold md:text-3xl">
        Similar Cars
      </h2>
      {result.ok ? (
        <StockCardsIsland hits={result.hits} card={card} now={now} carousel={carousel} label="Similar Cars" />
      ) : (
        <p>
          <a href={fallbackHref} className="btn btn-solid">
            Search for similar cars
          </a>
        </p>
      )}
    </section>
  )
}
