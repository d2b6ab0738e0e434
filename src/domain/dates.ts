/** "2 October 2026": a date as Australian sites write it, on the Sydney calendar (posts, reviews, offer expiries). */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' })
}
