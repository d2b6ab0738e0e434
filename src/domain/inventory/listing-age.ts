// The listing-date refinement: "Listed" in the last 24 hours, 7 days or 30 days. The address keeps
// the period (?listed=7d), not a date, so a shared or bookmarked link means the same window
// whenever it is opened. The search gets the window's start as a lower bound on
// created_at_timestamp, counted back from a `now` the caller gives: the search page passes the
// server's clock once, so the filter, its chip and the address all read one window.
import { formatLongDate } from '@/src/domain/dates'
import { DAY_SECONDS, toEpochSeconds } from './visibility'

export const LISTING_AGE_FILTER = { attribute: 'created_at_timestamp', label: 'Listed', urlKey: 'listed' } as const

export interface ListingAge {
  /** The address's value: ?listed=7d. */
  readonly key: string
  /** The option in the filter panel. */
  readonly label: string
  readonly seconds: number
}

export const LISTING_AGES: readonly ListingAge[] = [
  { key: '24h', label: 'Last 24 hours', seconds: DAY_SECONDS },
  { key: '7d', label: 'Last 7 days', seconds: 7 * DAY_SECONDS },
  { key: '30d', label: 'Last 30 days', seconds: 30 * DAY_SECONDS },
]

export const listingAgeOfKey = (key: unknown): ListingAge | undefined =>
  typeof key === 'string' ? LISTING_AGES.find((age) => age.key === key.trim().toLowerCase()) : undefined

/** The window's clock: whole minutes. */
const MINUTE_SECONDS = 60

/**
 * The earliest created_at_timestamp (epoch seconds) of a car listed within `age` before `now`,
 * counted from the start of now's minute: every opening of a ?listed= page in one minute then
 * sends the same request, which the first-page answer cache can serve, instead of a new key
 * each second (a window under a minute longer is nothing a shopper can tell).
 */
export const listedSince = (age: ListingAge, now: Date): number =>
  Math.floor(toEpochSeconds(now) / MINUTE_SECONDS) * MINUTE_SECONDS - age.seconds

/** The period whose window, counted back from `now`, starts at `since`; undefined for any other bound. */
export const listingAgeSince = (since: number, now: Date): ListingAge | undefined =>
  LISTING_AGES.find((age) => listedSince(age, now) === since)

/**
 * InstantSearch's numeric menu keeps a choice as "start:end" ("1767225600:", no end): the
 * period's form there, and back. A start that is no period from `now` reads as none.
 */
export const listingAgeMenuValue = (age: ListingAge, now: Date): string => `${listedSince(age, now)}:`

export function listingAgeOfMenuValue(value: string | undefined, now: Date): ListingAge | undefined {
  const start = value?.match(/^(\d+):$/)?.[1]
  return start === undefined ? undefined : listingAgeSince(Number(start), now)
}

/** The numeric menu's items for the periods (the caller adds its "All" item). */
export const listingAgeMenuItems = (now: Date): { label: string; start: number }[] =>
  LISTING_AGES.map((age) => ({ label: age.label, start: listedSince(age, now) }))

/** "Listed in the last 7 days": the chip and the recent-search summary. */
export const listingAgeText = (age: ListingAge): string => `${LISTING_AGE_FILTER.label} in the ${age.label.toLowerCase()}`

/** A chosen lower bound's text: its period, or its date when it is no period from `now`. */
export function listedSinceText(since: number, now: Date): string {
  const age = listingAgeSince(since, now)
  return age ? listingAgeText(age) : `${LISTING_AGE_FILTER.label} since ${formatLongDate(new Date(since * 1000).toISOString())}`
}
