// Fetching the price comparison for the panel (spec 1 §7, §8): a failed request or an empty
// body is an error (the caller logs it and hides the panel); data that fails the §5 rule is
// "nothing to show".
import { NO_DATA_MESSAGE, type PriceComparison, shouldShowPriceComparison } from '@/src/domain/inventory/price-comparison'

export async function loadPriceComparison(slug: string, fetchImpl: typeof fetch = fetch): Promise<PriceComparison | null> {
  const res = await fetchImpl(`/api/cars/${encodeURIComponent(slug)}/autogauge`, { headers: { accept: 'application/json' } })
  if (!res.ok) throw new Error(`Price comparison request failed with ${res.status}`)
  const text = await res.text()
  if (text.trim() === '') throw new Error(NO_DATA_MESSAGE)
  const body: unknown = JSON.parse(text)
  return shouldShowPriceComparison(body as Record<string, unknown>) ? (body as PriceComparison) : null
}
