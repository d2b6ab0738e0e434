import { type RefObject, useLayoutEffect, useState, useSyncExternalStore } from 'react'

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
 * Whether the page's first hydration has finished: set once, by `PageHydrated` in the site
 * layout's last hydration pass (the page hydrates in passes, one per <Activity>: layout.tsx).
 * Read as the store's browser snapshot below instead of a constant true: after hydrating a
 * component React compares that snapshot with the server's (false) and re-renders the component
 * when they differ. With 17 kept parts on a car page that second render of each cost 13 ms of one
 * task on a fast desktop, for no change. So it must not be set before the last pass:
 * set by the first kept part to hydrate, it re-rendered every kept part of the passes after.
 * A page without that layout never sets it: its parts mounted later correct themselves below.
 */
let pageHydrated = false
export const markPageHydrated = () => {
  pageHydrated = true
}
const readPageHydrated = () => pageHydrated

/**
 * Whether this component's first render hydrated the server's HTML, rather than mounting in the
 * browser (a client navigation, an opened dialog): fixed for the component's lifetime once its
 * first commit is done. The parts that keep the server's HTML instead of hydrating it (intent
 * islands, KeptHtml) ask this, passing the element that holds that HTML: a part mounted in the
 * browser before the page's first hydration finished (no server HTML under it) stops keeping in
 * its first layout effect and renders its children before anything is painted.
 */
export function useKeepsServerHtml(root: RefObject<Element | null>): boolean {
  const hydrating = !useSyncExternalStore(subscribe, readPageHydrated, () => false)
  const [keeps, setKeeps] = useState(hydrating)
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- corrects the first render before paint, once
    if (keeps && root.current && !root.current.hasChildNodes()) setKeeps(false)
  }, [keeps, root])
  return keeps
}
