'use client'
// One store over a list kept in localStorage (favourites, recently viewed), shared by every
// component on the page that shows it and kept in step across tabs (the storage event). Private
// mode or a full store: the list simply does not stay.
import { useSyncExternalStore } from 'react'

export interface LocalList<T> {
  use(): T[]
  read(): T[]
  write(next: T[]): void
}

export function localList<T>(key: string, parse: (raw: string | null) => T[]): LocalList<T> {
  const changed = `${key}-changed`
  const empty: T[] = []
  let cache: { raw: string | null; list: T[] } = { raw: null, list: empty }
  const read = (): T[] => {
    let raw: string | null = null
    try {
      raw = window.localStorage.getItem(key)
    } catch {
      return empty
    }
    if (raw !== cache.raw) cache = { raw, list: parse(raw) }
    return cache.list
  }
  const subscribe = (onChange: () => void) => {
    window.addEventListener('storage', onChange)
    window.addEventListener(changed, onChange)
    return () => {
      window.removeEventListener('storage', onChange)
      window.removeEventListener(changed, onChange)
    }
  }
  return {
    use: () => useSyncExternalStore(subscribe, read, () => empty),
    read,
    write(next) {
      try {
        if (next.length === 0) window.localStorage.removeItem(key)
        else window.localStorage.setItem(key, JSON.stringify(next))
      } catch {
        // not kept
      }
      window.dispatchEvent(new Event(changed))
    },
  }
}
