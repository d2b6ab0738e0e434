'use client'
// "Sales this Month" (switch salesCounter): refreshed every 150 s, each change animated from the
// previous value over 2 s (immediately when the visitor asks for reduced motion). The first value
// is the server's, so the page hydrates without a mismatch.
import { useEffect, useRef, useState } from 'react'
import { usePrefersReducedMotion } from '@/src/components/ui/use-browser-value'
import { formatCount } from '@/src/domain/numbers'
import {
  SALES_COUNTER_ANIMATION_MS,
  SALES_COUNTER_REFRESH_MS,
  animatedValue,
  salesThisMonth,
} from '@/src/domain/vehicle-detail/sales-counter'

export function SalesCounter({ initial }: { initial: number }) {
  const [shown, setShown] = useState(initial)
  const shownRef = useRef(initial)
  const reducedMotion = usePrefersReducedMotion()
  useEffect(() => {
    let frame = 0
    const show = (value: number) => {
      shownRef.current = value
      setShown(value)
    }
    const refresh = () => {
      const from = shownRef.current
      const to = salesThisMonth(new Date())
      if (to === from) return
      if (reducedMotion) return show(to)
      const start = performance.now()
      const step = (time: number) => {
        show(animatedValue(from, to, time - start, SALES_COUNTER_ANIMATION_MS))
        if (time - start < SALES_COUNTER_ANIMATION_MS) frame = requestAnimationFrame(step)
      }
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(step)
    }
    refresh()
    const timer = setInterval(refresh, SALES_COUNTER_REFRESH_MS)
    return () => {
      clearInterval(timer)
      cancelAnimationFrame(frame)
    }
  }, [reducedMotion])
  return (
    <p
      className="flex items-baseline justify-center gap-2 rounded-[var(--radius)] bg-[var(--color-surface)] px-3 py-2 text-sm"
      data-testid="sales-counter"
    >
      <span className="text-lg font-extrabold tabular-nums">{formatCount(shown)}</span>
      <span className="font-semibold">Sales this Month</span>
    </p>
  )
}
