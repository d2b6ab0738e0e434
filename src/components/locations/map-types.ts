import { type DealerLocation, addressLine, locationPath } from '@/src/domain/locations/location'
import { directionsUrl } from '@/src/domain/locations/select'

/** A location on a map: only locations with coordinates are mapped. */
export interface MapPoint {
  id: string
  name: string
  lat: number
  lng: number
  address: string
  href: string
  directions: string
}

/** The mappable locations (those with coordinates) as map points. */
export function toMapPoints(locations: readonly DealerLocation[]): MapPoint[] {
  return locations.flatMap((l) =>
    l.address.lat !== null && l.address.lng !== null
      ? [
          {
            id: String(l.id),
            name: l.name,
            lat: l.address.lat,
            lng: l.address.lng,
            address: addressLine(l.address),
            href: locationPath(l.slug),
            directions: l.address.placeUrl || directionsUrl(l.address),
          },
        ]
      : [],
  )
}
