'use client'
// The Interior tab (beside Spin and Images; hotspots, interior): a panorama that pans with a drag
// or the arrow keys and wraps around, with its hotspots where they are in view. Rules:
// src/domain/vehicle-detail/spin.ts.
import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react'
import { type Hotspot, interiorHotspots } from '@/src/domain/vehicle-detail/hotspots'
import { PAN_START, panAfterDrag, panAfterKey, panDirection, panoramaLeftEdge, panoramaPointInView } from '@/src/domain/vehicle-detail/spin'
import { HotspotButton } from './HotspotButton'
import { useDrag } from './use-drag'

const STAGE_ASPECT = 3 / 2
/** Until the picture says otherwise: a 360° panorama is usually 4:1 or wider. */
const ASSUMED_PANORAMA_ASPECT = 4

export function InteriorView({ src, hotspots, name }: { src: string; hotspots: Hotspot[]; name: string }) {
  const [pan, setPan] = useState(PAN_START)
  const [panoramaAspect, setPanoramaAspect] = useState(ASSUMED_PANORAMA_ASPECT)
  const [openId, setOpenId] = useState<string | null>(null)
  const stageRef = useRef<HTMLDivElement>(null)
  const dragFrom = useRef({ pan: PAN_START, width: 0 })
  const helpId = useId()
  const viewShare = STAGE_ASPECT / panoramaAspect
  const pans = viewShare < 1

  const measure = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalHeight > 0) setPanoramaAspect(img.naturalWidth / img.naturalHeight)
  }, [])
  const onLoad = (event: { currentTarget: HTMLImageElement }) => measure(event.currentTarget)
  // Spinner asset loading errors are logged only.
  const onError = () => console.warn(`360° view: the interior picture did not load (${src})`)

  const drag = useDrag({
    enabled: pans,
    onStart: () => {
      dragFrom.current = { pan, width: (stageRef.current?.clientWidth ?? 0) / viewShare }
      setOpenId(null)
    },
    onMove: (dx) => setPan(panAfterDrag(dragFrom.current.pan, dx, dragFrom.current.width)),
  })
  const onSliderKey = (event: KeyboardEvent) => {
    const next = panAfterKey(pan, event.key)
    if (next === null) return
    event.preventDefault()
    setPan(next)
  }
  const onRootKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openId) {
      event.stopPropagation()
      setOpenId(null)
    }
  }

  const spots = interiorHotspots(hotspots).flatMap(({ spot, x, y }) => {
    const left = panoramaPointInView(x, pan, viewShare)
    return left === null ? [] : [{ spot, left, y }]
  })
  const picture = { src, alt: '', draggable: false, onLoad, onError }
  return (
    <div onKeyDown={onRootKey} data-testid="interior">
      <div
        ref={stageRef}
        {...drag}
        className={`relative aspect-[3/2] w-full touch-pan-y select-none overflow-hidden rounded-[var(--radius)] bg-gray-200 ${pans ? 'cursor-grab active:cursor-grabbing' : ''}`}
      >
        {pans ? (
          <div
            role="slider"
            tabIndex={0}
            aria-label={`Interior of ${name}`}
            aria-describedby={helpId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(pan)}
            aria-valuetext={panDirection(pan)}
            data-pan={Math.round(pan)}
            onKeyDown={onSliderKey}
            className="absolute inset-0 focus-visible:outline-offset-[-4px]"
          >
            <div className="absolute inset-y-0 flex" style={{ left: `${-panoramaLeftEdge(pan, viewShare) / viewShare}%` }}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a panorama wider than any next/image size, drawn twice to wrap */}
              <img ref={measure} {...picture} className="pointer-events-none h-full w-auto max-w-none" />
              {/* eslint-disable-next-line @next/next/no-img-element -- the same picture again, so the view wraps at the seam */}
              <img src={src} alt="" draggable={false} className="pointer-events-none h-full w-auto max-w-none" />
            </div>
          </div>
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- a feed's picture at its own address, like the spin frames
          <img ref={measure} {...picture} alt={`Interior of ${name}`} className="h-full w-full object-cover" />
        )}
        {spots.map(({ spot, left, y }) => (
          <HotspotButton
            key={spot.id}
            spot={spot}
            x={left}
            y={y}
            open={openId === spot.id}
            onToggle={() => setOpenId((o) => (o === spot.id ? null : spot.id))}
          />
        ))}
      </div>
      {pans && (
        <p id={helpId} className="mt-2 text-sm text-gray-700">
          Drag or use the arrow keys to look around.
        </p>
      )}
    </div>
  )
}
