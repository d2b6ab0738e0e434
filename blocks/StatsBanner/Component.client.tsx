'use client'

import { useEffect, useRef, useState } from 'react'
import { COUNT_UP_MS, countUpValue } from '@/src/domain/navigation/count-up'

/**
 * Counts up over 2 s when first scrolled into view. The server renders the final number
 * (what crawlers, no-JS visitors and reduced-motion users see); motion only replaces it
 * while animating. Screen readers always get the final value.
 */
export function CountUp({ target }: { target: number }) {
  const ref = useRef<HTMLSpanElement>(null)
  const [value, setValue] = useState(target)

  useEffect(() => {
    const el = ref.current
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return
      observer.disconnect()
      const start = performance.now()
      const tick = (now: number) => {
        setValue(countUpValue(target, now - start))
        if (now - start < COUNT_UP_MS) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    })
    observer.observe(el)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [target])

  return (
    <span ref={ref}>
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">{target}</span>
    </span>
  )
}
