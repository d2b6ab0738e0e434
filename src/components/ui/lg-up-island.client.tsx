'use client'
// A part a page shows only on large screens (`hidden lg:block`: the desktop menu, a car's sticky
// header), hydrated only where it shows (intent-island.client.tsx). On a phone or
// tablet the server's HTML stays as it is, hidden and never hydrated, which spares their main
// thread the part's elements, links and listeners on every page. A window that is, or becomes,
// as wide as `lg` makes the part live at once, so a desktop shopper's first hover or click finds
// it live. Its script is small and comes with the page (no chunk of its own to wait for): what a
// phone saves is the hydration, not the download.
import type { ComponentType } from 'react'
import { bundledIsland } from './intent-island.client'
import { whenLgUp } from './use-browser-value'

/** `Part`, hydrated only in a window as wide as `lg`; `what` names it in the console if it fails. */
export function lgUpIsland<P extends object>(Part: ComponentType<P>, what: string) {
  const Island = bundledIsland(Part, what)
  return function LgUpIsland(props: P) {
    return <Island props={props} startOn={whenLgUp} className="contents" />
  }
}
