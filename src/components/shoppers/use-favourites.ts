'use client'
// The shopper's favourites in this browser (issue 13): one store over localStorage, shared by
// every heart on the page and kept in step across tabs (the storage event).
import { useCallback, useSyncExternalStore } from 'react'
import { FAVOURITES_KEY, type FavouriteEntry, parseFavourites, toggleFavourite } from '@/src/domain/shoppers/favourites'

const CHANGED = 'favourites-changed'
const EMPTY: FavouriteEntry[] = []
let cache: { raw: string | null; list: FavouriteEntry[] } = { raw: null, list: EMPTY }

function read(): FavouriteEntry[] {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(FAVOURITES_KEY)
  } catch {
    return EMPTY
  }
  if (raw !== cache.raw) cache = { raw, list: parseFavourites(raw) }
  return cache.list
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGED, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGED, onChange)
  }
}

export function useFavourites() {
  const list = useSyncExternalStore(subscribe, read, () => EMPTY)
  const toggle = useCallback((entry: FavouriteEntry) => {
    const next = toggleFavourite(read(), entry)
    try {
      window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next))
    } catch {
      // Private mode or a full store: the heart simply does not stay.
    }
    window.dispatchEvent(new Event(CHANGED))
    return next.some((f) => f.id === entry.id)
  }, [])
  return { list, toggle }
}
