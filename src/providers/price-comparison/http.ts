// A market-data price comparison service over HTTP (AUTOGAUGE_API_URL + AUTOGAUGE_API_KEY).
// It cannot be reached from our build machines: it is tested against recorded requests only.
// Contract: GET {url}/valuations?make&model&year&km&price[&vin] with a bearer key answers the
// shape priceComparisonSchema checks; 404 or 204 means "no comparison for this car".
import { priceComparisonSchema } from '@/src/domain/inventory/price-comparison'
import { answered, noAnswer, unavailable } from '../result'
import type { PriceComparisonProvider } from './types'

export const HTTP_TIMEOUT_MS = 5_000

export function createHttpPriceProvider(
  settings: { url: string; apiKey: string },
  fetchImpl: typeof fetch = fetch,
): PriceComparisonProvider {
  return {
    name: 'http',
    async ask(car) {
      const query = new URLSearchParams({
        make: car.make,
        model: car.model,
        year: String(car.year ?? ''),
        km: String(car.km ?? ''),
        price: String(car.price ?? ''),
      })
      if (car.vin) query.set('vin', car.vin)
      let res: Response
      try {
        res = await fetchImpl(`${settings.url.replace(/\/$/, '')}/valuations?${query}`, {
          headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        })
      } catch (error) {
        return unavailable(`Price comparison service unreachable: ${(error as Error).message}`)
      }
      if (res.status === 404 || res.status === 204) return noAnswer
      if (!res.ok) return unavailable(`Price comparison service answered ${res.status}`)
      const parsed = priceComparisonSchema.safeParse(await res.json().catch(() => null))
      if (!parsed.success) return unavailable('Price comparison service sent an unexpected body')
      return answered(parsed.data)
    },
  }
}
