// A registration lookup service over HTTP (REGO_LOOKUP_API_URL + REGO_LOOKUP_API_KEY). It cannot
// be reached from our build machines: it is tested against recorded requests only.
// Contract: GET {url}/registrations?rego&state with a bearer key answers { make, model, year,
// badge?, vin? }; 404 or 204 means "no car registered under this rego".
import { answered, noAnswer, unavailable } from '../result'
import { type RegoLookupProvider, registeredVehicleSchema } from './types'

export const HTTP_TIMEOUT_MS = 5_000

export function createHttpRegoProvider(settings: { url: string; apiKey: string }, fetchImpl: typeof fetch = fetch): RegoLookupProvider {
  return {
    name: 'http',
    async ask({ rego, state }) {
      const query = new URLSearchParams({ rego, state })
      let res: Response
      try {
        res = await fetchImpl(`${settings.url.replace(/\/$/, '')}/registrations?${query}`, {
          headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        })
      } catch (error) {
        return unavailable(`Rego lookup service unreachable: ${(error as Error).message}`)
      }
      if (res.status === 404 || res.status === 204) return noAnswer
      if (!res.ok) return unavailable(`Rego lookup service answered ${res.status}`)
      const parsed = registeredVehicleSchema.safeParse(await res.json().catch(() => null))
      if (!parsed.success) return unavailable('Rego lookup service sent an unexpected body')
      return answered(parsed.data)
    },
  }
}
