'use client'
// The heart: the one way to save a car, on cards and on the car page (labelled "Fave" on desktop
// and "Favourite" on mobile there). Where the car is kept follows the site's mode and whether the
// shopper is signed in (saved-cars.ts); the browser's favourites move to My Garage at sign-in
// (SignInForm sends them, the server merges them).
import { isFavourite } from '@/src/domain/shoppers/favourites'
import { type SaveEntry, type SaveMode, savesToGarage, showSaveButton } from '@/src/domain/shoppers/saved-cars'
import { ANALYTICS_EVENTS, track } from '@/src/components/analytics'
import { ToggleIcon, toggleClass } from './toggle-look'
import { useFavourites } from './use-favourites'
import { type ShopperState, toggleWatchlist, useShopper } from './use-watchlist'

const HEART =
  'M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.2 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.6 0 5.7 3.6 4.3 6.9C19.5 16.4 12 21 12 21z'

const ANONYMOUS: ShopperState = { status: 'anonymous', phone: null, saved: [], busy: [], toast: null }

/** The shopper, asked of the server only on sites where saves can go to My Garage. */
export function useGarageShopper(mode: SaveMode): ShopperState {
  const shopper = useShopper(mode !== 'browser')
  return mode === 'browser' ? ANONYMOUS : shopper
}

/** `label`: a visible name in place of Fave/Favourite (My Garage's Remove). */
export function SaveButton({ entry, withLabel = false, label }: { entry: SaveEntry; withLabel?: boolean; label?: string }) {
  const { list, toggle } = useFavourites()
  const shopper = useGarageShopper(entry.mode)
  const toGarage = savesToGarage(entry.mode, shopper.status === 'signed-in')
  const saved = toGarage ? shopper.saved.includes(entry.slug) : isFavourite(list, entry.id)
  if (!showSaveButton(entry, toGarage, saved)) return null
  const working = toGarage && shopper.busy.includes(entry.slug)
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-busy={working || undefined}
      disabled={working}
      onClick={() => {
        if (toGarage) void toggleWatchlist(entry)
        else if (toggle(entry)) track(ANALYTICS_EVENTS.watchlistSave, { car_id: entry.id, kind: 'favourite' })
      }}
      className={toggleClass(withLabel || Boolean(label))}
      data-testid="favourite-button"
    >
      <ToggleIcon on={saved} path={HEART} />
      {label ? (
        <span>{label}</span>
      ) : withLabel ? (
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
