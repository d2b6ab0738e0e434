// Shown reviews of a location: name, stars, date, text and the dealer's reply.
import type { SiteReview } from '@/src/cms/locations'
import { ExpandableText } from '@/src/components/ui/ExpandableText.client'
import { formatLongDate } from '@/src/domain/dates'
import { truncateText } from '@/src/domain/finance/text'
import { REVIEW_TEXT_LIMIT } from '@/src/domain/locations/reviews'
import { Stars } from './Stars'

function ReviewText({ text }: { text: string }) {
  const cut = truncateText(text, REVIEW_TEXT_LIMIT)
  return <ExpandableText full={text} short={cut.isTruncated ? cut.short : null} labels={{ more: 'Read more', less: 'Read less' }} />
}

export function ReviewList({ reviews }: { reviews: SiteReview[] }) {
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="mb-3 text-xl font-bold">
        Customer Reviews
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {reviews.map((r) => (
          <li key={r.id} className="rounded-[var(--radius)] border border-black/10 bg-white p-4 text-sm text-gray-900">
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-semibold">{r.customerName}</span>
              <span className="text-xs opacity-70">{formatLongDate(r.date)}</span>
            </p>
            <p className="my-1 flex items-center">
              <Stars rating={r.rating} size={16} />
              <span className="sr-only">Rated {r.rating} out of 5</span>
            </p>
            <ReviewText text={r.text} />
            {r.reply && (
              <p className="mt-3 border-l-2 border-[var(--color-primary)] pl-3 text-xs">
                <span className="font-semibold">Reply from the dealer: </span>
                {r.reply}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
