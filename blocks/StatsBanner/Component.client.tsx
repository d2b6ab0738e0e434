'use client'

import { useEffect, useRef } from 'react'
import { COUNT_UP_MS, COUNT_UP_STEP_MS, countUpShownValue } from '@/src/domain/navigation/count-up'

/**
 * Counts up over 2 s when first scrolled into view. The server renders the final number
 * (what crawlers, no-JS visitors and reduced-motion users see); motion only replaces it
 * while animating. Screen readers always get the final value.
 *
 * The frames write the number straight into its text node instead of going through React state:
 * on a phone the group banner is in the first screen, and a state update per frame re-renders
 * each counter while the page is still loading. A frame writes only when the shown number
 * changes. React still owns the node: it renders `target`, which is where every animation ends,
 * and a new target (an editor's live preview) is written by React and restarts the count.
 *
 * Even without React each new number is a frame of style, layout and paint for the page, so the
 * count waits for the page's load event, and every counter steps on a 50 ms timer from the same
 * start (the intersection's time, shared by counters that come into view together): at most 40
 * frames. What each step saved: docs/performance.md, "Nothing animates while a page loads".
 */
export function CountUp({ target }: { target: number }) {
  const ref = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const el = ref.current
    const text = el?.firstChild
    if (!el || !(text instanceof Text) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let timer = 0
    let observer: IntersectionObserver | undefined
    const show = (value: number) => {
      const next = String(value)
      if (text.nodeValue !== next) text.nodeValue = next
    }
    // A timer on the beat rather than an animation frame each display refresh: a requested frame
    // is drawn even when the number has not changed, and while the page loads each one also
    // paints whatever else is pending at that moment.
    const count = (start: number) => {
      const tick = () => {
        const elapsed = performance.now() - start
        show(countUpShownValue(target, elapsed))
        if (elapsed < COUNT_UP_MS) timer = window.setTimeout(tick, COUNT_UP_STEP_MS - (elapsed % COUNT_UP_STEP_MS))
      }
      tick()
    }
    const watch = () => {
      observer = new IntersectionObserver(([entry]) => {
        if (!entry?.isIntersecting) return
        observer?.disconnect()
        count(entry.time)
      })
      observer.observe(el)
    }
    if (document.readyState === 'complete') watch()
    else window.addEventListener('load', watch, { once: true })
    return () => {
      window.removeEventListener('load', watch)
      observer?.disconnect()
      // No write here: a new target has already been written by React, and an unmounted node is gone.
      clearTimeout(timer)
    }
  }, [target])

  return (
    <span>
      <span ref={ref} aria-hidden="true">
        {target}
      </span>
      <span className="sr-only">{target}</span>
    </span>
  )
}
