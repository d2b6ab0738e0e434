'use client'
// The favourite heart (labelled "Fave" on desktop and "Favourite" on mobile on the vehicle page; an
// icon on cards). A toggle button: pressed while the car is a favourite.
import { type FavouriteEntry, isFavourite } from '@/src/domain/shoppers/favourites'
import { ANALYTICS_EVENTS, track } from '@/src/components/analytics'
import { ToggleIcon, toggleClass } from './toggle-look'
import { useFavourites } from './use-favourites'

export function FavouriteButton({ entry, withLabel = false }: { entry: FavouriteEntry; withLabel?: boolean }) {
  const { list, toggle } = useFavourites()
  const saved = isFavourite(list, entry.id)
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={() => {
        if (toggle(entry)) track(ANALYTICS_EVENTS.watchlistSave, { car_id: entry.id, kind: 'favourite' })
      }}
      className={toggleClass(withLabel)}
      data-testid="favourite-button"
    >
      <ToggleIcon
        on={saved}
        path="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.2 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.6 0 5.7 3.6 4.3 6.9C19.5 16.4 12 21 12 21z"
      />
      {withLabel ? (
        <>
          <span className="hidden md:inline">Fave</span>
          <span className="md:hidden">Favourite</span>
        </>
      ) : (
        // A toggle keeps one name; aria-pressed says whether the car is saved.
        <span className="sr-only">Favourite {entry.name}</span>
      )}
    </button>
  )
}
