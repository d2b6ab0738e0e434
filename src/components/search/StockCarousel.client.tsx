'use client'
// Result cards as a carousel (switch resultsCarousel; spec 2 §2: previous and next arrows,
// disabled at the ends). The row scrolls natively (touch, trackpad, keyboard); the arrows move
// it by a page of cards and know where the ends are from the scroll position.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

export function StockCarousel({ label, items }: { label: string; items: { key: string; node: ReactNode }[] }) {
  const row = useRef<HTMLUListElement>(null)
  const [ends, setEnds] = useState({ start: true, end: items.length <= 1 })
  const update = useCallback(() => {
    const el = row.current
    if (!el) return
    setEnds({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 })
  }, [])
  useEffect(() => {
    update()
    const el = row.current
    if (!el) return
    const observer = new ResizeObserver(update)
    observer.observe(el)
    return () => observer.disconnect()
  }, [update])
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
      <div className="mb-3 flex justify-end gap-2">
        {arrow(-1, ends.start, `Previous ${label}`, 'M15 18l-6-6 6-6')}
        {arrow(1, ends.end, `Next ${label}`, 'M9 18l6-6-6-6')}
      </div>
      <ul
        ref={row}
        onScroll={update}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4"
        tabIndex={0}
        aria-label={`${label}, scroll sideways for more`}
        data-testid="stock-carousel"
      >
        {items.map((item) => (
          <li key={item.key} className="w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.5rem)] xl:w-[calc(33.333%-0.7rem)]">
            {item.node}
          </li>
        ))}
      </ul>
    </div>
  )
}
