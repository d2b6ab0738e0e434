'use client'
// A map of one or more locations (issue 12): Leaflet loads only when the map scrolls into view
// (no map script on the critical path); tiles come from the platform's configured server. When
// the tiles cannot load, the map says so and lists the addresses with directions instead.
import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'
import { useNearViewport } from '@/src/components/ui/use-near-viewport'
import type { MapPoint } from './map-types'

const LeafletMap = dynamic(() => import('./LeafletMap.client'), { ssr: false })

export interface LocationMapProps {
  points: MapPoint[]
  tiles: { url: string; attribution: string }
  /** A heading for the map's region, read by screen readers. */
  label: string
  className?: string
}

function AddressList({ points }: { points: MapPoint[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {points.map((p) => (
        <li key={p.id}>
          <span className="font-semibold">{p.name}</span>, {p.address}{' '}
          <a href={p.directions} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
            Get Directions
          </a>
        </li>
      ))}
    </ul>
  )
}

export function LocationMap({ points, tiles, label, className = 'h-80' }: LocationMapProps) {
  const ref = useRef<HTMLDivElement>(null)
  const visible = useNearViewport(ref, '200px')
  const [failed, setFailed] = useState(false)
  if (points.length === 0) return null
  return (
    <section aria-label={label} data-testid="location-map" className="space-y-2">
      <div
        ref={ref}
        className={`relative isolate z-0 overflow-hidden rounded-[var(--radius)] border border-black/10 bg-[var(--color-surface)] ${className}`}
      >
        {visible ? (
          <LeafletMap points={points} tiles={tiles} onTilesFailed={() => setFailed(true)} />
        ) : (
          <p className="p-4 text-sm opacity-70">Loading map…</p>
        )}
      </div>
      {failed && (
        <div role="status" data-testid="map-fallback" className="rounded-[var(--radius)] border border-black/10 bg-white p-4 text-gray-900">
          <p className="mb-2 text-sm font-semibold">
            The map could not be loaded. Here {points.length === 1 ? 'is the address' : 'are the addresses'}:
          </p>
          <AddressList points={points} />
        </div>
      )}
    </section>
  )
}
