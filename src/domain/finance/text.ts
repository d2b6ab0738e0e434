/**
 * Generic "Show More / Show Less" truncation. Kept free of finance wording so dealer
 * comments (400), offer descriptions (160) and disclaimers (197) can share it.
 */
export interface Truncated {
  short: string
  isTruncated: boolean
}

export const ELLIPSIS = '...'

/**
 * Keeps the first `limit` characters and marks the cut. Counts code points, not UTF-16
 * units, so an emoji or accented character is never split in half.
 */
export function truncateText(text: string | null | undefined, limit: number): Truncated {
  const chars = Array.from(text ?? '')
  const max = Math.max(0, Math.floor(limit))
  if (chars.length <= max) return { short: chars.join(''), isTruncated: false }
  return { short: chars.slice(0, max).join('').trimEnd() + ELLIPSIS, isTruncated: true }
}
