// The star rating (at most four full stars plus a partial one), with its text for
// screen readers; the stars themselves are decorative.
import type { ReviewSummary } from '@/src/domain/locations/reviews'
import { starFills } from '@/src/domain/locations/reviews'

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z'

export function StarRating({ summary, size = 18 }: { summary: ReviewSummary; size?: number }) {
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="flex" aria-hidden="true">
        {starFills(Number(summary.average)).map((fill, i) => (
          <svg key={i} width={size} height={size} viewBox="0 0 20 20">
            <defs>
              <linearGradient id={`star-${i}-${Math.round(fill * 100)}`}>
                <stop offset={`${fill * 100}%`} stopColor="#f59e0b" />
                <stop offset={`${fill * 100}%`} stopColor="#d1d5db" />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#star-${i}-${Math.round(fill * 100)})`} />
          </svg>
        ))}
      </span>
      <span>
        <span className="font-semibold">{summary.average}</span>
        <span className="sr-only"> out of 5</span> ({summary.countText} {summary.count === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  )
}
