'use client'
// For work the shopper does not wait on (a page view reported, a count fetched): true once the
// browser has had an idle moment after the component mounted, so that work leaves the task that
// hydrates the page, which a phone's main thread is busiest with.
import { useEffect, useState } from 'react'

/** At the latest this long after mounting, even on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2000

export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const ready = () => setIdle(true)
    // Safari has no requestIdleCallback: the next task will do there.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(ready, 0)
      return () => window.clearTimeout(timer)
    }
    const id = window.requestIdleCallback(ready, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(id)
  }, [])
  return idle
}
