// The star rating (at most four full stars plus a partial one), with its text for
// screen readers; the stars themselves are decorative.
import type { ReviewSummary } from '@/src/domain/locations/reviews'
import { Stars } from './Stars'

export function StarRating({ summary, size = 18 }: { summary: ReviewSummary; size?: number }) {
  return (
    <p className="flex items-center gap-2 text-sm">
      <Stars rating={Number(summary.average)} size={size} />
      <span>
        <span className="font-semibold">{summary.average}</span>
        <span className="sr-only"> out of 5</span> ({summary.countText} {summary.count === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  )
}
