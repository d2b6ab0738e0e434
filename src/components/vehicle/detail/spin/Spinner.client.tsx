'use client'
// The 360° spinner: it loads all images before it is usable; auto-rotate is optional; dragging
// or arrow keys rotate; fullscreen opens and closes; a frame per 20 px of drag,
// auto-rotate a frame every 100 ms. The frame is a slider: ArrowLeft/ArrowRight turn
// it, a drag turns it; hotspot buttons follow in the Tab order. Rules: src/domain/vehicle-detail/spin.ts.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { usePrefersReducedMotion } from '@/src/components/ui/use-browser-value'
import { type Hotspot, hotspotsAtFrame } from '@/src/domain/vehicle-detail/hotspots'
import { SPIN_AUTO_ROTATE_MS, autoRotateStep, frameAfterDrag, frameAfterKey, spinProgressText } from '@/src/domain/vehicle-detail/spin'
import { HotspotButton } from './HotspotButton'
import { useDrag } from './use-drag'
import { useFullscreen } from './use-fullscreen'
import { usePreload } from './use-preload'

export interface SpinnerProps {
  frames: string[]
  hotspots: Hotspot[]
  name: string
  /** Start turning once loaded; never under prefers-reduced-motion. Off unless a site asks. */
  autoStart?: boolean
  /** The first frame is the page's main picture: fetch it early. */
  priority?: boolean
  /** Called when no frame loaded at all: the media area then drops the Spin tab. */
  onUnavailable: () => void
}

const DEFAULT_ASPECT = 3 / 2

export function Spinner({ frames, hotspots, name, autoStart = false, priority = false, onUnavailable }: SpinnerProps) {
  const { settled, done, loaded, aspect } = usePreload(frames)
  const ready = done && loaded.length > 0
  const count = loaded.length
  const [pos, setPos] = useState(0)
  /** null until the shopper chooses: then the site's autoStart (and reduced motion) decide. */
  const [autoChoice, setAutoChoice] = useState<boolean | null>(null)
  const [openSpot, setOpenSpot] = useState<{ id: string; frame: number } | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const fullscreenButton = useRef<HTMLButtonElement>(null)
  const fullscreen = useFullscreen(rootRef, fullscreenButton)
  const reducedMotion = usePrefersReducedMotion()
  const dragFrom = useRef(0)
  const helpId = useId()

  const rotating = ready && (autoChoice ?? (autoStart && !reducedMotion))
  const frame = ready ? loaded[Math.min(pos, count - 1)] : 0
  const ratio = aspect ?? DEFAULT_ASPECT

  useEffect(() => {
    if (done && loaded.length === 0) onUnavailable()
  }, [done, loaded.length, onUnavailable])

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => setPos((p) => autoRotateStep(p, count)), SPIN_AUTO_ROTATE_MS)
    return () => window.clearInterval(timer)
  }, [rotating, count])

  const turnTo = (next: number) => {
    setAutoChoice(false)
    setPos(next)
  }
  const drag = useDrag({
    enabled: ready,
    onStart: () => {
      dragFrom.current = pos
      setAutoChoice(false)
      setOpenSpot(null)
    },
    onMove: (dx) => turnTo(frameAfterDrag(dragFrom.current, dx, count)),
  })
  const onSliderKey = (event: KeyboardEvent) => {
    const next = ready ? frameAfterKey(pos, event.key, count) : null
    if (next === null) return
    event.preventDefault()
    turnTo(next)
  }
  const onRootKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    if (openSpot) {
      event.stopPropagation()
      setOpenSpot(null)
    } else if (fullscreen.on) {
      event.preventDefault()
      fullscreen.close()
    }
  }

  const spots = ready ? hotspotsAtFrame(hotspots, frame) : []
  const degrees = Math.round((frame / frames.length) * 360)
  return (
    <div
      ref={rootRef}
      onKeyDown={onRootKey}
      data-testid="spinner"
      data-fullscreen={fullscreen.on}
      className={fullscreen.on ? 'fixed inset-0 z-[100] flex flex-col items-center justify-center gap-3 bg-black p-4 text-white' : ''}
    >
      <div
        {...drag}
        className={`relative mx-auto w-full touch-pan-y select-none overflow-hidden rounded-[var(--radius)] bg-white ${ready ? 'cursor-grab active:cursor-grabbing' : ''}`}
        style={fullscreen.on ? { aspectRatio: ratio, width: `min(100%, calc((100vh - 6rem) * ${ratio}))` } : { aspectRatio: ratio }}
      >
        <div
          role="slider"
          tabIndex={0}
          aria-label={`360° view of ${name}`}
          aria-describedby={helpId}
          aria-disabled={!ready}
          aria-valuemin={1}
          aria-valuemax={Math.max(count, 1)}
          aria-valuenow={ready ? pos + 1 : 1}
          aria-valuetext={ready ? `${degrees}°, frame ${pos + 1} of ${count}` : 'Loading'}
          data-frame={frame}
          data-ready={ready}
          onKeyDown={onSliderKey}
          className="absolute inset-0 focus-visible:outline-offset-[-4px]"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- the frames were preloaded at these exact URLs; swapping src must hit that cache */}
          <img
            src={frames[frame]}
            alt=""
            draggable={false}
            fetchPriority={priority ? 'high' : undefined}
            className="pointer-events-none h-full w-full object-contain"
          />
        </div>
        {spots.map(({ spot, x, y }) => (
          <HotspotButton
            key={spot.id}
            spot={spot}
            x={x}
            y={y}
            open={openSpot?.id === spot.id && openSpot.frame === frame}
            onToggle={() => setOpenSpot((o) => (o?.id === spot.id && o.frame === frame ? null : { id: spot.id, frame }))}
          />
        ))}
        {!ready && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/70">
            <div
              role="progressbar"
              aria-label="Loading 360° view"
              aria-valuemin={0}
              aria-valuemax={frames.length}
              aria-valuenow={settled}
              data-testid="spin-progress"
              className="rounded-[var(--radius)] bg-black/80 px-4 py-2 text-sm font-semibold text-white"
            >
              {spinProgressText(settled, frames.length)}
            </div>
          </div>
        )}
      </div>
      <div className="mt-2 flex w-full flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn btn-outline text-sm"
          aria-pressed={rotating}
          disabled={!ready}
          onClick={() => setAutoChoice(!rotating)}
        >
          Auto-rotate
        </button>
        <button ref={fullscreenButton} type="button" className="btn btn-outline text-sm" onClick={fullscreen.toggle}>
          {fullscreen.on ? 'Exit fullscreen' : 'Fullscreen'}
        </button>
        <p id={helpId} className={`text-sm ${fullscreen.on ? 'text-white' : 'text-gray-700'}`}>
          Drag or use the arrow keys to turn the car.
        </p>
      </div>
    </div>
  )
}
