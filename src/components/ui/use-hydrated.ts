import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server's HTML and until React has hydrated, then true. Forms that only work
 * through script keep their submit button disabled until then: a click before hydration would
 * otherwise submit the form natively and reload the page without its state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
