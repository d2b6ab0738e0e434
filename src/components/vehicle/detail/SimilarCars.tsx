// Similar cars: up to 6 cards from the site's own stock, rendered with the
// search page's CarCard (as a carousel on sites with the Results carousel switch), drawn when
// the shopper scrolls near them (SimilarCarsCards); when the search failed, a link to the search
// page instead.
import type { CardContext, CardHit } from '@/src/domain/inventory/search-card'
import { SimilarCarsCards, SimilarCarsSearchLink } from './SimilarCarsCards.client'

export type SimilarCarsResult = { ok: true; hits: (CardHit & { objectID: string })[] } | { ok: false }

export function SimilarCars({
  title,
  result,
  card,
  now,
  fallbackHref,
  carousel = false,
}: {
  /** "Similar Cars", in the site's words ("Similar Caravans"). */
  title: string
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
        {title}
      </h2>
      {result.ok ? (
        <SimilarCarsCards hits={result.hits} card={card} now={now} carousel={carousel} label={title} fallbackHref={fallbackHref} />
      ) : (
        <SimilarCarsSearchLink href={fallbackHref} />
      )}
    </section>
  )
}
