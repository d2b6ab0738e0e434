'use client'
// A car page's similar cars, drawn when the shopper scrolls near them
// (near-viewport.client.tsx): they are a third of a car page's elements and the last thing on
// it, and the original loaded them from the search service in the browser too. Until then the
// page has grey cards of their size in their place; the cars themselves come with the page
// (the server's search), so nothing more is fetched but the cards' script.
import type { StockCardsProps } from '@/src/components/search/StockCards'
import {
  CAROUSEL_ARROWS_CLASS,
  CAROUSEL_ITEM_CLASS,
  CAROUSEL_ROW_CLASS,
  cardGridClass,
  cardGridItemClass,
} from '@/src/components/search/card-layout'
import { nearViewportPart } from '@/src/components/ui/near-viewport.client'

const Cards = nearViewportPart<StockCardsProps>(
  () => import('@/src/components/search/StockCards').then((m) => m.StockCards),
  'similar cars',
)

/** Where a shopper goes when the cars cannot be shown: a fallback search. */
export function SimilarCarsSearchLink({ href }: { href: string }) {
  return (
    <p>
      <a href={href} className="btn btn-solid">
        Search for similar cars
      </a>
    </p>
  )
}

/** A grey card of a car card's size: its 3:2 photo and the text under it (about 18rem at every width). */
function CardShape() {
  return (
    <div className="overflow-hidden rounded-[var(--radius)] border border-black/10 bg-white">
      <div className="aspect-[3/2] bg-black/5" />
      <div className="h-[18rem]" />
    </div>
  )
}

function Placeholder({ count, carousel, fallbackHref }: { count: number; carousel: boolean; fallbackHref: string }) {
  const shapes = Array.from({ length: count }, (_, i) => i)
  return (
    <div data-testid="similar-cars-placeholder">
      <div aria-hidden="true" className="print:hidden">
        {carousel ? (
          <>
            <div className={`${CAROUSEL_ARROWS_CLASS} h-10`} />
            <ul className={`${CAROUSEL_ROW_CLASS} overflow-hidden`}>
              {shapes.map((i) => (
                <li key={i} className={CAROUSEL_ITEM_CLASS}>
                  <CardShape />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <ul className={cardGridClass(count)}>
            {shapes.map((i) => (
              <li key={i} className={cardGridItemClass(count)}>
                <CardShape />
              </li>
            ))}
          </ul>
        )}
      </div>
      <noscript>
        <SimilarCarsSearchLink href={fallbackHref} />
      </noscript>
    </div>
  )
}

export function SimilarCarsCards({ fallbackHref, ...props }: StockCardsProps & { fallbackHref: string }) {
  return (
    <Cards
      props={props}
      placeholder={<Placeholder count={props.hits.length} carousel={props.carousel} fallbackHref={fallbackHref} />}
      failed={<SimilarCarsSearchLink href={fallbackHref} />}
    />
  )
}
