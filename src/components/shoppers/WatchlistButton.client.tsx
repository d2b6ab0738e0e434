'use client'
// The watchlist button: a toggle on cards and the car page for signed-in shoppers; an anonymous
// shopper is taken to sign in and returned. Hidden for sold cars unless the car is already saved.
// Busy while the call is out.
import { type WatchlistEntry, showWatchlistButton } from '@/src/domain/shoppers/watchlist'
import { ToggleIcon, toggleClass } from './toggle-look'
import { toggleWatchlist, useShopper } from './use-watchlist'

export function WatchlistButton({ entry, withLabel = false }: { entry: WatchlistEntry; withLabel?: boolean }) {
  const { saved: list, busy } = useShopper()
  const saved = list.includes(entry.slug)
  if (!showWatchlistButton(entry, saved)) return null
  const working = busy.includes(entry.slug)
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-busy={working || undefined}
      disabled={working}
      onClick={() => void toggleWatchlist(entry)}
      className={toggleClass(withLabel)}
      data-testid="watchlist-button"
    >
      <ToggleIcon on={saved} path="M6 3h12a1 1 0 011 1v17l-7-4.5L5 21V4a1 1 0 011-1z" />
      {withLabel ? <span>{saved ? 'Saved' : 'Save'}</span> : <span className="sr-only">Save {entry.name} to watchlist</span>}
    </button>
  )
}
