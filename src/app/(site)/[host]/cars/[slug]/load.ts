// Server-side reads of the vehicle page: the car inside the visited site's stock filter (one
// lookup per request, shared by generateMetadata and the page) and the similar cars through
// the site's own search endpoint (which adds the same stock filter on the server).
import { cache } from 'react'
import { getTenantByHost } from '@/src/cms/tenants'
import { LISTING_SEARCH_PATH } from '@/src/search/client/listing-fetcher'
import { cardLenderKey, serverSearch } from '@/src/search/server'
import type { CardHit } from '@/src/domain/inventory/search-card'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { isCarSlug } from '@/src/domain/navigation/slug'
import { type DetailCar, detailCar } from '@/src/domain/vehicle-detail/car'
import { pickSimilarCars, similarCarsRequest, similarHitLists } from '@/src/domain/vehicle-detail/similar-cars'
import { soldWindowState } from '@/src/domain/vehicle-detail/sold-window'
import { findVehicleBySlug } from '@/src/search/engine'

/**
 * The car at /cars/{slug} on this site, or null (the page answers 404): an unknown slug,
 * another dealer's car, one hidden from the website, and a sold car past the site's
 * sold-car days all look the same. Keyed by host and slug so generateMetadata and the page
 * share one lookup (and one `now`) per request.
 */
export const loadCar = cache(async (host: string, slug: string): Promise<{ car: DetailCar; now: Date } | null> => {
  if (!isCarSlug(slug)) return null
  const tenant = await getTenantByHost(host)
  if (!tenant) return null
  const now = new Date()
  const found = await findVehicleBySlug(slug, tenantInventoryFilter(tenant, now))
  if (!found) return null
  const car = detailCar(found.record, found.vehicle)
  return soldWindowState(car, now, tenant.inventory.soldCarDays) === 'gone' ? null : { car, now }
})

export type SimilarCarsResult = { ok: true; hits: (CardHit & { objectID: string })[] } | { ok: false }

/**
 * The dealer's number of similar cars (none asks nothing), each search of its page size. A
 * failure is logged and the page shows a link to the search instead.
 */
export async function loadSimilarCars(
  host: string,
  car: DetailCar,
  settings: { similarCars: number; similarCarsPerQuery: number },
): Promise<SimilarCarsResult> {
  if (settings.similarCars === 0) return { ok: true, hits: [] }
  try {
    const request = similarCarsRequest(car, await cardLenderKey(host), settings.similarCarsPerQuery)
    const res = await serverSearch(host, LISTING_SEARCH_PATH, JSON.stringify(request))
    if (res.status !== 200) throw new Error(`search answered ${res.status}`)
    const lists = similarHitLists(JSON.parse(res.content))
    if (!lists) throw new Error('the search answer has no hit lists')
    return { ok: true, hits: pickSimilarCars(lists as (CardHit & { objectID: string })[][], car.objectID, settings.similarCars) }
  } catch (error) {
    console.error(`Similar cars for ${car.slug} failed:`, error instanceof Error ? error.message : error)
    return { ok: false }
  }
}
