'use client'
// The shopper's favourites in this browser, shared by every heart on the page.
import { useCallback } from 'react'
import { FAVOURITES_KEY, type FavouriteEntry, parseFavourites, toggleFavourite } from '@/src/domain/shoppers/favourites'
import { localList } from './local-list'

export const favourites = localList(FAVOURITES_KEY, parseFavourites)

export function useFavourites() {
  const list = favourites.use()
  const toggle = useCallback((entry: FavouriteEntry) => {
    const next = toggleFavourite(favourites.read(), entry)
    favourites.write(next)
    return next.some((f) => f.id === entry.id)
  }, [])
  return { list, toggle }
}
