'use client'
// The Leaflet part of LocationMap, loaded on demand. Markers are our own HTML (no image files to
// resolve), keyboard-focusable, with the location's name as their title.
import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useEffect } from 'react'
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet'
import type { MapPoint } from './map-types'

/** Map zoom 10 for one location. */
const SINGLE_ZOOM = 10

const pin = L.divIcon({
  className: 'dealer-map-marker',
  html: '<span style="display:block;width:24px;height:24px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:var(--color-primary,#0b3d91);border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
  popupAnchor: [0, -24],
})

function FitAll({ points }: { points: MapPoint[] }) {
  const map = useMap()
  useEffect(() => {
    if (points.length > 1) map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [32, 32] })
  }, [map, points])
  return null
}

export interface LeafletMapProps {
  points: MapPoint[]
  tiles: { url: string; attribution: string }
  onTilesFailed: () => void
}

export default function LeafletMap({ points, tiles, onTilesFailed }: LeafletMapProps) {
  return (
    <MapContainer center={[points[0].lat, points[0].lng]} zoom={SINGLE_ZOOM} scrollWheelZoom={false} className="h-full w-full">
      <TileLayer url={tiles.url} attribution={tiles.attribution} eventHandlers={{ tileerror: onTilesFailed }} />
      <FitAll points={points} />
      {points.map((p) => (
        <Marker key={p.id} position={[p.lat, p.lng]} icon={pin} title={p.name} alt={p.name}>
          <Popup>
            <strong>{p.name}</strong>
            <br />
            {p.address}
            <br />
            <a href={p.href}>View details</a> ·{' '}
            <a href={p.directions} target="_blank" rel="noopener noreferrer">
              Get Directions
            </a>
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  )
}
