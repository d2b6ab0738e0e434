// The geocoding provider seam: an Australian postcode to the point distances are measured from.
// The default works offline from a committed table; the HTTP one (Google's Geocoding API) is
// chosen when its key is set. Either way the answer is reshaped into our own GeoPoint here.
import type { GeoPoint } from '@/src/domain/locations/distance'
import type { Provider } from '../result'

/** Input: a 4-digit postcode (already validated). `none`: no place has that postcode. */
export type PostcodeGeocoder = Provider<string, GeoPoint>
