import { useState, useSyncExternalStore } from 'react'

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

/**
 * Whether this component's first render hydrated the server's HTML, rather than mounting in the
 * browser (a client navigation, an opened dialog): fixed for the component's lifetime. The parts
 * that keep the server's HTML instead of hydrating it (intent islands, KeptHtml) ask this.
 */
export function useKeepsServerHtml(): boolean {
  const hydrated = useHydrated()
  const [keeps] = useState(!hydrated)
  return keeps
}
