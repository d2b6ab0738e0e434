// Straight-line distances between points on the Earth, as the nearest-dealership finder shows them.
import { formatKm } from '../numbers'

/** The mean Earth radius the spec's distances use. */
export const EARTH_RADIUS_KM = 6371

export interface GeoPoint {
  readonly lat: number
  readonly lng: number
}

const radians = (degrees: number) => (degrees * Math.PI) / 180

/**
 * Great-circle distance in kilometres (the haversine formula). Good to a few metres in ten
 * kilometres on a sphere; the Earth's flattening adds at most about 0.5%, far below what a
 * postcode's centre is off by.
 */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  // min(1, ...): rounding can push h a hair above 1 for antipodal points, and asin would answer NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A latitude and longitude that name a place: finite numbers within their ranges. */
export function geoPoint(lat: unknown, lng: unknown): GeoPoint | null {
  if (typeof lat !== 'number' || typeof lng !== 'number') return null
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return { lat, lng }
}

/**
 * A shopper's position rounded to two decimals (about a kilometre): enough to order dealerships,
 * and all the browser sends us, so an address (and our logs of it) never holds where someone is.
 */
export const coarsePoint = (p: GeoPoint): GeoPoint => ({ lat: Math.round(p.lat * 100) / 100, lng: Math.round(p.lng * 100) / 100 })

/** "12 km away", "1,234 km away"; under a kilometre reads "Less than 1 km away". */
export const distanceText = (km: number): string => (km < 1 ? 'Less than 1 km away' : `${formatKm(km)} away`)
