'use client'
// Does again, once the page has hydrated, the taps on buttons made while only the server's HTML
// was on screen (early-clicks.ts). Rendered last in the site layout's last hydration pass, so its
// effect runs after the rest of the page's: the buttons are live by then. Taps on an island's
// HTML are left to the island, which may start listening later than this.
import { useEffect } from 'react'
import { KEPT_ISLAND_ATTRIBUTE, takeEarlyClicks } from './early-clicks'

export function EarlyClicks() {
  useEffect(() => {
    for (const button of takeEarlyClicks<HTMLButtonElement>((b) => !b.closest(`[${KEPT_ISLAND_ATTRIBUTE}]`))) button.click()
  }, [])
  return null
}
