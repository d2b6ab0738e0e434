'use client'
// The one watchlist toast of the page: "Car Saved In Watchlist" or "Car Removed",
// with a View List link; a newer toast replaces the last at once. The region is a polite live
// region without the status role: it is on every page of the site, and a page's own status
// (a preview notice, a form's progress) stays the one status there.
import { WATCHLIST_PATH, WATCHLIST_TEXT } from '@/src/domain/shoppers/watchlist'
import { dismissWatchlistToast, useWatchlistToast } from './use-watchlist'

export function WatchlistToast() {
  const toast = useWatchlistToast()
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4 lg:bottom-8"
    >
      {toast && (
        <p
          key={toast.id}
          className="pointer-events-auto flex items-center gap-4 rounded-[var(--radius)] bg-gray-900 px-4 py-3 text-sm font-semibold text-white shadow-lg"
          data-testid="watchlist-toast"
        >
          {toast.text}
          <a href={WATCHLIST_PATH} className="text-white underline underline-offset-4">
            {WATCHLIST_TEXT.viewList}
          </a>
          <button type="button" onClick={dismissWatchlistToast} className="text-white/80 hover:text-white" aria-label="Dismiss">
            ×
          </button>
        </p>
      )}
    </div>
  )
}
