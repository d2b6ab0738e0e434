// Favourites: no sign-in, kept in the shopper's browser (local storage) for the dealer's own site.
// An entry is id, name, slug, make, model and primary_image_url; the heart adds or removes by id,
// and shows only when the site has the feature.
import { parseStoredList, readEntry } from './stored-list'

export const FAVOURITES_KEY = 'favourites'
/** A browser keeps at most this many (the oldest fall off). */
export const MAX_FAVOURITES = 50

export interface FavouriteEntry {
  id: string
  name: string
  slug: string
  make?: string | null
  model?: string | null
  primary_image_url?: string | null
}

const readFavourite = (item: unknown) =>
  readEntry<FavouriteEntry>(item, {
    id: { min: 1, max: 100 },
    name: { max: 200 },
    slug: { min: 1, max: 200 },
    make: { max: 100, optional: true },
    model: { max: 100, optional: true },
    primary_image_url: { max: 1000, optional: true },
  })

/** What the browser kept, tolerating anything: invalid entries and repeats are dropped. */
export const parseFavourites = (raw: string | null | undefined): FavouriteEntry[] =>
  parseStoredList(raw, readFavourite, (f) => f.id).slice(-MAX_FAVOURITES)

export const isFavourite = (list: readonly FavouriteEntry[], id: string) => list.some((f) => f.id === id)

/** Adds the car, or removes it when it is already there (by id). */
export function toggleFavourite(list: readonly FavouriteEntry[], entry: FavouriteEntry): FavouriteEntry[] {
  return isFavourite(list, entry.id) ? list.filter((f) => f.id !== entry.id) : [...list, entry].slice(-MAX_FAVOURITES)
}

/** The entry a car card or page offers to save, or null when the site has no favourites. */
export function favouriteEntry(
  enabled: boolean,
  car: {
    objectID?: string
    id?: string | number
    slug?: string
    name?: string
    year?: number | string
    make?: string
    model?: string
    primary_image_url?: string | null
  },
): FavouriteEntry | null {
  const id = String(car.objectID ?? car.id ?? '')
  if (!enabled || !id || !car.slug) return null
  const name = car.name ?? [car.year, car.make, car.model].filter(Boolean).join(' ')
  return { id, name, slug: car.slug, make: car.make ?? null, model: car.model ?? null, primary_image_url: car.primary_image_url ?? null }
}
