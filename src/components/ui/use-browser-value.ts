'use client'
// Values only the browser knows (media queries, localStorage), read without an effect: the
// server renders the fallback, the browser its own value from the first client render on.
import { useCallback, useSyncExternalStore } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeMedia(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query)
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }
}

/** Calls `run` now if the media query matches, and each time it comes to match; returns the unsubscribe. */
function whenMediaMatches(query: string, run: () => void): () => void {
  const matches = () => window.matchMedia(query).matches
  if (matches()) run()
  return subscribeMedia(query)(() => {
    if (matches()) run()
  })
}

/** Tailwind's `lg` breakpoint (64rem): where the parts a page shows only on large screens (`hidden lg:block`) show. */
const LG_UP = '(min-width: 64rem)'

/** Calls `run` once the window is, or becomes, as wide as `lg`; returns the unsubscribe. */
export const whenLgUp = (run: () => void) => whenMediaMatches(LG_UP, run)

/** True when the visitor asked for reduced motion; true on the server (no motion before we know). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    useCallback((onChange: () => void) => subscribeMedia(REDUCED_MOTION)(onChange), []),
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  )
}

const storageListeners = new Set<() => void>()

function subscribeStorage(onChange: () => void) {
  storageListeners.add(onChange)
  window.addEventListener('storage', onChange)
  return () => {
    storageListeners.delete(onChange)
    window.removeEventListener('storage', onChange)
  }
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null // storage disabled (private mode, policy)
  }
}

/** A localStorage flag and its setter; false on the server and when storage is unavailable. */
export function useStoredFlag(key: string): [boolean, () => void] {
  const set = useSyncExternalStore(
    subscribeStorage,
    () => readStorage(key) !== null,
    () => false,
  )
  const raise = useCallback(() => {
    try {
      localStorage.setItem(key, '1')
    } catch {
      // Storage unavailable: the caller's own state has to carry the flag for this page.
    }
    storageListeners.forEach((listener) => listener())
  }, [key])
  return [set, raise]
}
