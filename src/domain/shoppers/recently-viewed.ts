// Recently viewed cars (issue 13; spec 2 §3 "Viewed car record (local storage): id, stocknum,
// make, model, body, simple_body"): each vehicle page a shopper opens is kept in their browser,
// newest first, and offered back as a strip on the vehicle page and the home page. The record
// also keeps what the strip shows (slug, name, photo), so it needs no request to draw.
import { z } from 'zod'
import { parseStoredList, withNewestFirst } from './stored-list'

export const VIEWED_KEY = 'viewed_cars'
/** How many records a browser keeps. */
export const MAX_VIEWED = 12
/** How many cars the strip shows. */
export const STRIP_SIZE = 6

const text = (max: number) => z.string().max(max).nullable().optional()
const entrySchema = z.object({
  id: z.string().min(1).max(100),
  stocknum: text(100),
  make: text(100),
  model: text(100),
  body: text(100),
  simple_body: text(100),
  slug: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  primary_image_url: text(1000),
})

export type ViewedCar = z.infer<typeof entrySchema>

const idOf = (car: ViewedCar) => car.id

export const parseViewed = (raw: string | null | undefined): ViewedCar[] => parseStoredList(raw, entrySchema, idOf).slice(0, MAX_VIEWED)

/** The list after the shopper opened `car`: it moves to the front, the oldest fall off. */
export const recordViewed = (list: readonly ViewedCar[], car: ViewedCar): ViewedCar[] => withNewestFirst(list, car, idOf, MAX_VIEWED)

/** What the strip shows: the newest, without the car on screen. */
export const viewedStrip = (list: readonly ViewedCar[], currentId?: string | null): ViewedCar[] =>
  list.filter((car) => car.id !== currentId).slice(0, STRIP_SIZE)

/** The record of a vehicle page's car. */
export function viewedCar(car: {
  id: string | number
  slug: string
  name: string
  stocknum?: string | null
  make?: string | null
  model?: string | null
  body?: string | null
  simple_body?: string | null
  primary_image_url?: string | null
}): ViewedCar {
  return {
    id: String(car.id),
    stocknum: car.stocknum ?? null,
    make: car.make ?? null,
    model: car.model ?? null,
    body: car.body ?? null,
    simple_body: car.simple_body ?? null,
    slug: car.slug,
    name: car.name,
    primary_image_url: car.primary_image_url ?? null,
  }
}
