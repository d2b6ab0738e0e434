// What the lead forms keep in the browser: the shopper's details to prefill later forms, the cars
// enquired about, the last success category, and the pages visited this session (sent with a lead).
// Storage may be off or full: every read and write is best effort and never breaks a form.
import { type StoredUserDetails, userDetailsToStore } from '@/src/domain/leads/user-details'

const USER_DETAILS = 'userDetails'
const ENQUIRED_CARS = 'enquiredCars'
const SUCCESS_CATEGORY = 'successCategory'
const VISITED_PAGES = 'visitedPages'

function read<T>(storage: () => Storage, key: string): T | null {
  try {
    const raw = storage().getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage().removeItem(key)
    else storage().setItem(key, JSON.stringify(value))
  } catch {
    // storage off or full: the form works without it
  }
}

const local = () => window.localStorage
const session = () => window.sessionStorage

export const storedUserDetails = () => read<StoredUserDetails>(local, USER_DETAILS)
export const clearUserDetails = () => write(local, USER_DETAILS, null)

/** After a successful lead: details (only when complete), the car, the category. */
export function rememberSuccess(values: Record<string, unknown>, car: string | undefined, category: string): void {
  const details = userDetailsToStore(values)
  if (details) write(local, USER_DETAILS, details)
  if (car) write(local, ENQUIRED_CARS, [...new Set([car, ...(read<string[]>(local, ENQUIRED_CARS) ?? [])])].slice(0, 20))
  write(local, SUCCESS_CATEGORY, category)
}

/** The last lead's analytics event, for this tab only (the success page and tests read it). */
export const rememberEvent = (eventId: number) => write(session, 'lastLeadEvent', eventId)

export const visitedPages = () => read<string[]>(session, VISITED_PAGES) ?? []

export function recordVisit(path: string): void {
  const pages = visitedPages()
  if (pages.at(-1) !== path) write(session, VISITED_PAGES, [...pages, path].slice(-20))
}
