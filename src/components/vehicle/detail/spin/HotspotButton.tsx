// A hotspot over the spin or the interior: a real button named by its label; pressing it shows the
// description beside it. The viewer owns which one is open and closes it on Escape.
import { useId } from 'react'
import type { Hotspot } from '@/src/domain/vehicle-detail/hotspots'

export interface HotspotButtonProps {
  spot: Hotspot
  /** Percent of the picture's width and height. */
  x: number
  y: number
  open: boolean
  onToggle: () => void
}

export function HotspotButton({ spot, x, y, open, onToggle }: HotspotButtonProps) {
  const id = useId()
  const side = x > 60 ? 'right-0' : 'left-0'
  const above = y > 60 ? 'bottom-6' : 'top-6'
  return (
    <div className="absolute z-10" style={{ left: `${x}%`, top: `${y}%` }} data-hotspot={spot.id}>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-describedby={open ? id : undefined}
        className="flex h-9 w-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-[var(--color-primary)] text-lg font-bold leading-none text-[var(--color-on-primary)] shadow-lg hover:scale-110 focus-visible:outline-offset-2"
      >
        <span aria-hidden="true">{open ? '×' : '+'}</span>
        <span className="sr-only">{spot.label}</span>
      </button>
      {open && (
        <p
          id={id}
          className={`absolute ${side} ${above} w-60 max-w-[70vw] rounded-[var(--radius)] bg-white p-3 text-sm text-gray-900 shadow-xl`}
        >
          {spot.description}
        </p>
      )}
    </div>
  )
}
