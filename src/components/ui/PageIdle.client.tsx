'use client'
// Marks the page idle after its first hydration: the parts skipped in its first frame
// (.defer-first-frame, globals.css) are then drawn, each in a short task of its own. Rendered in
// the site layout's last hydration pass, beside PageHydrated. A browser without script never
// marks it: those parts are drawn as the shopper scrolls near them, as .defer-render parts are.
import { useEffect } from 'react'
import { useIdle } from './use-idle'

/** On the root element once the page is idle after hydrating. */
export const PAGE_IDLE_ATTRIBUTE = 'data-page-idle'

export function PageIdle() {
  const idle = useIdle()
  useEffect(() => {
    if (idle) document.documentElement.setAttribute(PAGE_IDLE_ATTRIBUTE, '')
  }, [idle])
  return null
}
