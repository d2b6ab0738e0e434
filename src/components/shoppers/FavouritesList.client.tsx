'use client'
// The favourites page's list: the cars this browser kept for this dealer site, each
// leading to its page, with Remove; an empty state that leads back to the stock. On a site with
// My Garage, a signed-in shopper's favourites move there, and this page says so.
import { isFavourite } from '@/src/domain/shoppers/favourites'
import { type SaveMode, savesToGarage } from '@/src/domain/shoppers/saved-cars'
import { useGarageShopper } from './SaveButton.client'
import { useFavourites } from './use-favourites'

const GARAGE_PATH = '/my-garage#watchlist'

export function FavouritesList({ mode }: { mode: SaveMode }) {
  const { list, toggle } = useFavourites()
  const shopper = useGarageShopper(mode)
  if (savesToGarage(mode, shopper.status === 'signed-in')) {
    return (
      <div className="rounded-[var(--radius)] border border-dashed border-black/20 p-8 text-center" data-testid="favourites-in-garage">
        <p className="text-lg font-semibold">Your favourites are in My Garage</p>
        <p className="mt-1">You are signed in, so the cars you save are kept with your account, on any device.</p>
        <a href={GARAGE_PATH} className="btn btn-solid mt-4">
          Open My Garage
        </a>
      </div>
    )
  }
  if (list.length === 0) {
    return (
      <div className="rounded-[var(--radius)] border border-dashed border-black/20 p-8 text-center" data-testid="favourites-empty">
        <p className="text-lg font-semibold">No favourites yet</p>
        <p className="mt-1">Tap the heart on any car to keep it here. Favourites stay in this browser; no sign-in needed.</p>
        <a href="/search" className="btn btn-solid mt-4">
          Browse our stock
        </a>
      </div>
    )
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="favourites">
      {list.map((car) => (
        <li key={car.id} className="flex gap-4 rounded-[var(--radius)] border border-black/10 bg-white p-3 text-gray-900 shadow-sm">
          <div className="aspect-[3/2] w-32 shrink-0 overflow-hidden rounded bg-black/5">
            {car.primary_image_url && (
              // eslint-disable-next-line @next/next/no-img-element -- the search index's own image address, as on the cards
              <img src={car.primary_image_url} alt="" className="h-full w-full object-cover" loading="lazy" />
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <a href={`/cars/${encodeURIComponent(car.slug)}`} className="font-bold leading-snug underline-offset-2 hover:underline">
              {car.name}
            </a>
            <button
              type="button"
              onClick={() => toggle(car)}
              aria-pressed={isFavourite(list, car.id)}
              className="mt-auto w-fit text-sm font-semibold text-[var(--color-primary)] underline"
            >
              Remove<span className="sr-only"> {car.name} from favourites</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The header's favourites link with the count of saved cars (My Garage's once signed in there). */
export function FavouritesLink({ mode }: { mode: SaveMode }) {
  const { list: kept } = useFavourites()
  const shopper = useGarageShopper(mode)
  const inGarage = savesToGarage(mode, shopper.status === 'signed-in')
  const list = inGarage ? shopper.saved : kept
  return (
    <a
      href={inGarage ? GARAGE_PATH : '/favourites'}
      className="relative flex h-11 w-11 items-center justify-center rounded hover:bg-black/5"
      data-testid="favourites-link"
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.2 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.6 0 5.7 3.6 4.3 6.9C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className="sr-only">Favourites ({list.length})</span>
      {list.length > 0 && (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-[var(--color-accent)] px-1 text-center text-xs font-bold text-[var(--color-on-accent)]"
        >
          {list.length}
        </span>
      )}
    </a>
  )
}
