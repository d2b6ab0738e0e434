// Vehicle page views (GET /api/cars/{slug}/view.json): one view per visitor per day,
// bots not counted, and the car's current fields when the page was rendered from stale ones.
import { z } from 'zod'

/** User agents that are not shoppers: crawlers, link previews, monitors, headless browsers, scripts. */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|monitor|pingdom|lighthouse|headless|phantom|puppeteer|playwright|curl\/|wget\/|python-|java\/|go-http|okhttp|httpclient|axios\/|node-fetch|undici/i

export function isBot(userAgent: string | null | undefined): boolean {
  const agent = (userAgent ?? '').trim()
  return agent === '' || BOT_AGENT.test(agent)
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The visitor's day for "once per day": the calendar day in Sydney, as YYYY-MM-DD. */
export const viewDay = (now: Date): string => DAY_FORMAT.format(now)

/** The page's query: what it was rendered with, so the answer can say what has changed since. */
export const viewQuerySchema = z.object({
  photos_count: z.coerce.number().int().min(0).max(10_000).optional(),
  updated_at: z.string().trim().max(64).optional(),
  website_id: z.string().trim().max(100).optional(),
})
export type ViewQuery = z.infer<typeof viewQuerySchema>

export interface ViewedCar {
  views?: number
  price?: number
  status?: string
  sold?: boolean
  reserved?: boolean
  updated_at?: string
  /** The number of photos the car has (the search record keeps only the first few). */
  photos_count?: number
}

export interface CarFields {
  price: number | null
  status: string | null
  sold: boolean
  reserved: boolean
  updated_at: string | null
  photos_count: number
}

/** The car's current fields when the page was rendered from other ones, else null. */
export function staleCarFields(car: ViewedCar, query: ViewQuery): CarFields | null {
  const current: CarFields = {
    price: car.price ?? null,
    status: car.status ?? null,
    sold: car.sold === true,
    reserved: car.reserved === true,
    updated_at: car.updated_at ?? null,
    photos_count: car.photos_count ?? 0,
  }
  const sameUpdate = query.updated_at === undefined || query.updated_at === current.updated_at
  const samePhotos = query.photos_count === undefined || query.photos_count === current.photos_count
  return sameUpdate && samePhotos ? null : current
}

/** The feed's own count plus the views counted on this platform. */
export const totalViews = (car: ViewedCar, counted: number): number => Math.max(0, Math.round(car.views ?? 0)) + counted
