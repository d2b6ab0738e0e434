'use client'
// Result cards as a carousel (switch resultsCarousel; previous and next arrows,
// disabled at the ends). The row scrolls natively (touch, trackpad, keyboard); the arrows move
// it by a page of cards and know where the ends are from whether the first and last cards are in view.
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'
import { CAROUSEL_ARROWS_CLASS, CAROUSEL_ITEM_CLASS, CAROUSEL_ROW_CLASS } from './card-layout'

/**
 * Whether the row is at its start (first card wholly in view) and at its end (last card wholly in
 * view). An IntersectionObserver tells, so no script reads the layout or runs on every scroll
 * event; the browser reports a card when it comes wholly into view or leaves it. The two cards are
 * observed again when they change (a live-preview refresh can bring other cars).
 * The view is widened by a pixel: card widths are fractional, so at the row's end the last card can
 * overhang the view by a fraction of a pixel and would never count as wholly in view.
 */
function useRowEnds(row: RefObject<HTMLUListElement | null>, keys: string[]) {
  const [ends, setEnds] = useState({ start: true, end: keys.length <= 1 })
  const firstKey = keys[0]
  const lastKey = keys.at(-1)
  useEffect(() => {
    const el = row.current
    const first = el?.firstElementChild
    const last = el?.lastElementChild
    if (!el || !first || !last) return
    const observer = new IntersectionObserver(
      (entries) =>
        setEnds((previous) => {
          let next = previous
          for (const entry of entries) {
            const whole = entry.intersectionRatio >= 1
            if (entry.target === first && next.start !== whole) next = { ...next, start: whole }
            if (entry.target === last && next.end !== whole) next = { ...next, end: whole }
          }
          return next
        }),
      { root: el, rootMargin: '1px', threshold: 1 },
    )
    observer.observe(first)
    observer.observe(last)
    return () => observer.disconnect()
  }, [row, firstKey, lastKey])
  return ends
}

export function StockCarousel({ label, items }: { label: string; items: { key: string; node: ReactNode }[] }) {
  const row = useRef<HTMLUListElement>(null)
  const ends = useRowEnds(
    row,
    items.map((item) => item.key),
  )
  const move = (direction: 1 | -1) => {
    const el = row.current
    if (!el) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' })
  }
  const arrow = (direction: 1 | -1, disabled: boolean, name: string, path: string) => (
    <button
      type="button"
      onClick={() => move(direction)}
      disabled={disabled}
      aria-label={name}
      className="grid h-10 w-10 place-items-center rounded-full border border-black/20 bg-white text-gray-900 shadow-sm disabled:cursor-not-allowed disabled:opacity-40"
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d={path} />
      </svg>
    </button>
  )
  return (
    <div>
      <div className={CAROUSEL_ARROWS_CLASS}>
        {arrow(-1, ends.start, `Previous ${label}`, 'M15 18l-6-6 6-6')}
        {arrow(1, ends.end, `Next ${label}`, 'M9 18l6-6-6-6')}
      </div>
      <ul
        ref={row}
        className={CAROUSEL_ROW_CLASS}
        tabIndex={0}
        aria-label={`${label}, scroll sideways for more`}
        data-testid="stock-carousel"
      >
        {items.map((item) => (
          <li key={item.key} className={CAROUSEL_ITEM_CLASS}>
            {item.node}
          </li>
        ))}
      </ul>
    </div>
  )
}
