'use client'
// State that belongs to the page it was set on: a menu left open closes when the route changes.
// Derived from the pathname during render instead of reset in an effect (no extra render, and
// no flash of the old state on the new page).
import { usePathname } from 'next/navigation'
import { useCallback, useState } from 'react'

type Update<T> = T | ((previous: T) => T)

export function useRouteState<T>(initial: T): [T, (next: Update<T>) => void] {
  const pathname = usePathname() ?? '/'
  const [state, setState] = useState<{ path: string; value: T }>({ path: pathname, value: initial })
  const value = state.path === pathname ? state.value : initial
  const set = useCallback(
    (next: Update<T>) =>
      setState((previous) => {
        const current = previous.path === pathname ? previous.value : initial
        return { path: pathname, value: typeof next === 'function' ? (next as (p: T) => T)(current) : next }
      }),
    [pathname, initial],
  )
  return [value, set]
}
