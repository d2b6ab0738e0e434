// Google's Geocoding API (GOOGLE_GEOCODING_API_KEY). It cannot be reached from our build
// machines: it is tested against recorded answers only.
// Contract: GET https://maps.googleapis.com/maps/api/geocode/json?components=postal_code:{postcode}|country:AU&key=
// answers { status, results[].geometry.location { lat, lng }, results[].types, results[].address_components };
// status ZERO_RESULTS means no such postcode; OVER_QUERY_LIMIT, REQUEST_DENIED and the like come with HTTP 200.
import { z } from 'zod'
import { geoPoint } from '@/src/domain/locations/distance'
import { answered, noAnswer, unavailable } from '../result'
import type { PostcodeGeocoder } from './types'

export const GEOCODING_URL = 'https://maps.googleapis.com/maps/api/geocode/json'
export const GEOCODING_TIMEOUT_MS = 5_000

const answerSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        types: z.array(z.string()).default([]),
        address_components: z.array(z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) })).default([]),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      }),
    )
    .default([]),
})

type Result = z.infer<typeof answerSchema>['results'][number]

const component = (result: Result, type: string) => result.address_components.find((c) => c.types.includes(type))

/**
 * Only a result that is that Australian postcode counts. Asked for a postcode it does not know,
 * the API may still answer OK with a looser match (the whole country, a locality with another
 * postcode): taking its centre would place the shopper hundreds of kilometres off instead of
 * saying "Invalid postcode".
 */
const isThePostcode = (result: Result, postcode: string) =>
  result.types.includes('postal_code') &&
  component(result, 'postal_code')?.long_name === postcode &&
  component(result, 'country')?.short_name === 'AU'

export function createHttpGeocoder(settings: { apiKey: string }, fetchImpl: typeof fetch = fetch): PostcodeGeocoder {
  return {
    name: 'google',
    async ask(postcode) {
      const query = new URLSearchParams({ components: `postal_code:${postcode}|country:AU`, key: settings.apiKey })
      let res: Response
      try {
        res = await fetchImpl(`${GEOCODING_URL}?${query}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(GEOCODING_TIMEOUT_MS),
          cache: 'no-store',
        })
      } catch (error) {
        return unavailable(`Geocoding service unreachable: ${error instanceof Error ? error.message : String(error)}`)
      }
      if (!res.ok) return unavailable(`Geocoding service answered ${res.status}`)
      const parsed = answerSchema.safeParse(await res.json().catch(() => null))
      if (!parsed.success) return unavailable('Geocoding service sent an unexpected body')
      const { status, error_message: message, results } = parsed.data
      if (status === 'ZERO_RESULTS') return noAnswer
      if (status !== 'OK') return unavailable(`Geocoding service answered ${status}${message ? `: ${message}` : ''}`)
      const match = results.find((r) => isThePostcode(r, postcode))
      const point = match && geoPoint(match.geometry.location.lat, match.geometry.location.lng)
      return point ? answered(point) : noAnswer
    },
  }
}
