'use client'
// A sticky header after 500px of scroll: the car, its price and the first action stay
// in reach on large screens (phones have the bottom bar instead). It slides out from under the
// site's own sticky header. Hidden from assistive technology while off screen, so it is never
// read twice.
import { type ReactNode, useCallback, useState } from 'react'
import { useScrolledPast } from '@/src/components/ui/use-scrolled-past'

export const STICKY_HEADER_AFTER_PX = 500

export function StickyCarHeader({ title, price, action }: { title: string; price: ReactNode; action: ReactNode }) {
  const [top, setTop] = useState(0)
  // Below the site's own sticky header, wherever it ends.
  const measure = useCallback(() => setTop(Math.max(0, document.querySelector('header.sticky')?.getBoundingClientRect().bottom ?? 0)), [])
  const shown = useScrolledPast(STICKY_HEADER_AFTER_PX, measure)
  return (
    <div
      data-testid="sticky-car-header"
      aria-hidden={!shown}
      inert={!shown}
      style={{ top }}
      className={`fixed inset-x-0 z-20 hidden border-b border-black/10 bg-white/95 text-gray-900 shadow-md backdrop-blur transition-transform duration-200 lg:block ${shown ? 'translate-y-0' : 'pointer-events-none -translate-y-full opacity-0'}`}
    >
      <div className="container-site flex items-center gap-6 py-3">
        <p className="min-w-0 flex-1 truncate text-lg font-bold">{title}</p>
        <div className="shrink-0">{price}</div>
        <div className="shrink-0">{action}</div>
      </div>
    </div>
  )
}
