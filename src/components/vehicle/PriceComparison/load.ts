// Fetching the price comparison for the panel: a failed request or an empty body is an error (the
// caller logs it and hides the panel); data that fails the panel's rule (a confidence above 0.2) is
// "nothing to show".
import type { PriceComparison } from '@/src/domain/inventory/price-comparison'

export const priceComparisonUrl = (slug: string) => `/api/cars/${encodeURIComponent(slug)}/autogauge`

export async function loadPriceComparison(
  slug: string,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<PriceComparison | null> {
  // The rules and their schema (zod) load alongside the request, not with the page.
  const [res, { NO_DATA_MESSAGE, priceComparisonSchema, shouldShowPriceComparison }] = await Promise.all([
    fetchImpl(priceComparisonUrl(slug), { headers: { accept: 'application/json' }, signal }),
    import('@/src/domain/inventory/price-comparison'),
  ])
  if (!res.ok) throw new Error(`Price comparison request failed with ${res.status}`)
  const text = await res.text()
  if (text.trim() === '') throw new Error(NO_DATA_MESSAGE)
  const body: unknown = JSON.parse(text)
  if (typeof body !== 'object' || !shouldShowPriceComparison(body as Record<string, unknown>)) return null
  const parsed = priceComparisonSchema.safeParse(body)
  if (!parsed.success) throw new Error('Price comparison response has an unexpected shape')
  return parsed.data
}
