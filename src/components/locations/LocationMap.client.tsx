'use client'
// A map of one or more locations: Leaflet loads only when the map scrolls into view
// (no map script on the critical path); tiles come from the platform's configured server. When
// the tiles cannot load, the map says so and lists the addresses with directions instead.
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useNearViewport } from '@/src/components/ui/use-near-viewport'
import type { LeafletMapProps } from './LeafletMap.client'
import type { MapPoint } from './map-types'

/** When the map's own script cannot load (offline, a new deploy), the addresses stand in as for failed tiles. */
function MapScriptFailed({ onTilesFailed }: LeafletMapProps) {
  useEffect(onTilesFailed, [onTilesFailed])
  return null
}

// React's lazy rather than next/dynamic, so that no page of the site carries next/dynamic's
// loader (about 1 kB of script on every page while RefreshOnSave used it too).
const LeafletMap = lazy((): Promise<{ default: ComponentType<LeafletMapProps> }> =>
  import('./LeafletMap.client').catch((error: unknown) => {
    console.error('The map script failed to load', error)
    return { default: MapScriptFailed }
  }),
)

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
  const showAddresses = useCallback(() => setFailed(true), [])
  if (points.length === 0) return null
  const loading = <p className="p-4 text-sm opacity-70">Loading map…</p>
  return (
    <section aria-label={label} data-testid="location-map" className="space-y-2">
      <div
        ref={ref}
        className={`relative isolate z-0 overflow-hidden rounded-[var(--radius)] border border-black/10 bg-[var(--color-surface)] ${className}`}
      >
        {visible ? (
          <Suspense fallback={loading}>
            <LeafletMap points={points} tiles={tiles} onTilesFailed={showAddresses} />
          </Suspense>
        ) : (
          loading
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
