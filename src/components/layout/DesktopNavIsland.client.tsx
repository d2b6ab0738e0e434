'use client'
// The desktop menu, hydrated only where it shows (issue 14; intent-island.client.tsx). Below
// Tailwind's `lg` breakpoint the menu is hidden (phones and tablets use MobileNav), yet
// hydrating its links, dropdowns and brand mega menu cost a phone's main thread on every page.
// There its server HTML is kept as it is. A window that is, or becomes, as wide as `lg` makes
// the menu live at once, so a desktop shopper's first hover or click finds it live. Its script
// is small and comes with the page (no chunk of its own to wait for): what a phone saves is the
// hydration, not the download.
import { intentIsland } from '@/src/components/ui/intent-island.client'
import { whenMediaMatches } from '@/src/components/ui/use-browser-value'
import { DesktopNav } from './DesktopNav.client'
import type { MenuItem } from './menu'

/** Where `hidden lg:block` shows the menu: Tailwind's `lg`, 64rem. */
const SHOWN = '(min-width: 64rem)'

const Island = intentIsland(() => Promise.resolve(DesktopNav), 'menu')

const whenShown = (start: () => void) => whenMediaMatches(SHOWN, start)

export function DesktopNavIsland({ items }: { items: MenuItem[] }) {
  return <Island props={{ items }} startOn={whenShown} className="contents" />
}
