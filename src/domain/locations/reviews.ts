// Reviews (which are shown: rated 4 or more, the newest 10) and the star rule (at most 4 full stars
// plus a partial star).

export const MIN_REVIEW_RATING = 4
export const DEFAULT_REVIEW_LIMIT = 10
/** Characters of a review shown before "Read more" (long reviews would swamp the page). */
export const REVIEW_TEXT_LIMIT = 240

export interface ReviewLike {
  id: string | number
  customerName: string
  text: string
  rating: number
}

export interface ReviewFilter {
  excludedIds?: readonly (string | number)[]
  hiddenNames?: readonly string[]
  limit?: number
}

/**
 * Drop listed ids, texts containing "Translated", hidden customer names and ratings
 * below 4, then cut to the limit (default 10). Names compare case-insensitively.
 */
export function filterReviews<T extends ReviewLike>(reviews: readonly T[], filter: ReviewFilter = {}): T[] {
  const excluded = new Set((filter.excludedIds ?? []).map(String))
  const hidden = new Set((filter.hiddenNames ?? []).map((n) => n.trim().toLowerCase()))
  return reviews
    .filter(
      (r) =>
        !excluded.has(String(r.id)) &&
        !r.text.includes('Translated') &&
        !hidden.has(r.customerName.trim().toLowerCase()) &&
        r.rating >= MIN_REVIEW_RATING,
    )
    .slice(0, filter.limit ?? DEFAULT_REVIEW_LIMIT)
}

export interface ReviewSummary {
  /** Average to one decimal, as the average_rating string ("4.6"). */
  average: string
  count: number
  /** Formatted count with thousands separators ("1,204"). */
  countText: string
}

/** Average and count over every review of a location (not just the shown ones); null when none. */
export function reviewSummary(ratings: readonly number[]): ReviewSummary | null {
  const valid = ratings.filter((r) => Number.isFinite(r) && r >= 1 && r <= 5)
  if (valid.length === 0) return null
  const average = valid.reduce((a, b) => a + b, 0) / valid.length
  return { average: average.toFixed(1), count: valid.length, countText: valid.length.toLocaleString('en-AU') }
}

export type Star = { kind: 'full' } | { kind: 'partial'; fill: number } | { kind: 'empty' }

/**
 * The five stars of a rating (0 to 5): at most 4 full stars, then always one partial star
 * carrying the rest of the rating (its fill 0..1, in hundredths), then empty stars. A 5.0 is
 * four full stars and a partial star filled whole; a 4.3 four full and a 30% star; a 4.0 four
 * full and an unfilled partial star; a 0 an unfilled partial star and four empty ones.
 */
export function starRow(rating: number): Star[] {
  const r = Math.round(Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0)) * 100) / 100
  const full = Math.min(4, Math.floor(r))
  const fill = Math.round((r - full) * 100) / 100
  return [
    ...Array.from({ length: full }, (): Star => ({ kind: 'full' })),
    { kind: 'partial', fill },
    ...Array.from({ length: 4 - full }, (): Star => ({ kind: 'empty' })),
  ]
}
