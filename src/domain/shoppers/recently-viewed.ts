// Recently viewed cars (kept in local storage: id, stocknum, make, model, body, simple_body): each
// vehicle page a shopper opens is kept in their browser, newest first, and offered back as a strip
// on the vehicle page and the home page. The record also keeps what the strip shows (slug, name,
// photo), so it needs no request to draw.
import { parseStoredList, readEntry, withNewestFirst } from './stored-list'

export const VIEWED_KEY = 'viewed_cars'
/** How many records a browser keeps. */
export const MAX_VIEWED = 12
/** How many cars the strip shows. */
export const STRIP_SIZE = 6

export interface ViewedCar {
  id: string
  stocknum: string | null
  make: string | null
  model: string | null
  body: string | null
  simple_body: string | null
  slug: string
  name: string
  primary_image_url: string | null
}

const optional = (max: number) => ({ max, optional: true })
const readViewed = (item: unknown) =>
  readEntry<ViewedCar>(item, {
    id: { min: 1, max: 100 },
    stocknum: optional(100),
    make: optional(100),
    model: optional(100),
    body: optional(100),
    simple_body: optional(100),
    slug: { min: 1, max: 200 },
    name: { min: 1, max: 200 },
    primary_image_url: optional(1000),
  })

const idOf = (car: ViewedCar) => car.id

export const parseViewed = (raw: string | null | undefined): ViewedCar[] => parseStoredList(raw, readViewed, idOf).slice(0, MAX_VIEWED)

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
