// The postcode geocoder in use: Google's Geocoding API when GOOGLE_GEOCODING_API_KEY is set,
// else the offline table.
import { geocodingSettings } from '@/src/lib/env'
import { createMemo } from '@/src/lib/memo'
import type { ProviderResult } from '../result'
import type { GeoPoint } from '@/src/domain/locations/distance'
import { createHttpGeocoder } from './http'
import { offlineGeocoder } from './offline'
import type { PostcodeGeocoder } from './types'

export type { PostcodeGeocoder } from './types'

/** A day: a postcode's centre does not move, and each live answer is a paid call. */
export const GEOCODE_TTL_MS = 24 * 60 * 60 * 1000
/** About every Australian postcode (3,200), a few dozen bytes each. */
const KEPT_POSTCODES = 4000

/**
 * A geocoder whose answers are reused per process: a locations page places each yard without
 * coordinates by its postcode, on every view. A failed call is not kept, so the next view asks again.
 */
export function remembered(provider: PostcodeGeocoder, clock?: () => number): PostcodeGeocoder {
  const answers = createMemo<ProviderResult<GeoPoint>>({
    name: 'postcode_geocodes',
    capacity: KEPT_POSTCODES,
    ttlMs: GEOCODE_TTL_MS,
    keep: (answer) => answer.ok || answer.reason === 'none',
    clock,
  })
  return { name: provider.name, ask: (postcode) => answers.through(postcode, () => provider.ask(postcode)) }
}

let geocoder: PostcodeGeocoder | null = null

export function postcodeGeocoder(): PostcodeGeocoder {
  const settings = geocodingSettings()
  geocoder ??= settings ? remembered(createHttpGeocoder(settings)) : offlineGeocoder
  return geocoder
}
