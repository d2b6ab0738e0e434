'use client'

import { useEffect, useRef } from 'react'
import { COUNT_UP_MS, countUpValue } from '@/src/domain/navigation/count-up'

/**
 * Counts up over 2 s when first scrolled into view. The server renders the final number
 * (what crawlers, no-JS visitors and reduced-motion users see); motion only replaces it
 * while animating. Screen readers always get the final value.
 *
 * The frames write the number straight into its text node instead of going through React state:
 * on a phone the group banner is in the first screen, and a state update per frame re-rendered
 * each counter about 120 times while the page was still loading (three counters: 366 animation
 * frames, each with a React render and commit). Now a frame writes only when the shown number
 * changes. React still owns the node: it renders `target`, which is where every animation ends,
 * and a new target (an editor's live preview) is written by React and restarts the count.
 */
export function CountUp({ target }: { target: number }) {
  const ref = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const el = ref.current
    const text = el?.firstChild
    if (!el || !(text instanceof Text) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const show = (value: number) => {
      const next = String(value)
      if (text.nodeValue !== next) text.nodeValue = next
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return
      observer.disconnect()
      const start = performance.now()
      const tick = (now: number) => {
        show(countUpValue(target, now - start))
        if (now - start < COUNT_UP_MS) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    })
    observer.observe(el)
    return () => {
      observer.disconnect()
      // No write here: a new target has already been written by React, and an unmounted node is gone.
      cancelAnimationFrame(frame)
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
