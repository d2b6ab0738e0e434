/** "2 October 2026": a date as Australian sites write it, on the Sydney calendar (posts, reviews, offer expiries). */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' })
}

/** "Friday 27 November at 5:49 pm": a day and time as Australian sites write it, in Sydney time (reservation holds). */
export function formatDayTime(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Australia/Sydney',
  }).format(new Date(iso))
}
