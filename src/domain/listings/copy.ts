// Titles and texts of the two listing pages, in the site's own words for what it sells (tenant
// vehicleKind: a caravan dealer's make page is "Jayco Caravans").
import type { FacetItem } from '@/src/domain/inventory/facet-order'

import type { VehicleKind } from '@/src/domain/tenant/tenant-config'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import { formatCount } from '../numbers'

export type { VehicleKind }

export interface ListingCopy {
  /** The h1 and the document title. */
  title: string
  description: string
}

export function offersCopy(siteName: string, kind: VehicleKind): ListingCopy {
  return {
    title: 'Special Offers',
    description: `Current offers on ${vocabularyOf(kind).many} at ${siteName}. Filter by category and price to find your next deal.`,
  }
}

export function manufacturerCopy(make: string, siteName: string, kind: VehicleKind): ListingCopy {
  const noun = vocabularyOf(kind).Many
  return {
    title: `${make} ${noun}`,
    description: `Browse new, used and demo ${make} ${noun.toLowerCase()} for sale at ${siteName}. Filter by model and body type.`,
  }
}

export const resultCountText = (count: number): string => `${formatCount(count)} ${count === 1 ? 'vehicle' : 'vehicles'} found`

/** The phone filter drawer's button back to the results. */
export const showResultsText = (count: number): string =>
  count === 0 ? 'No vehicles match: show results' : `Show ${formatCount(count)} ${count === 1 ? 'result' : 'results'}`

/** The facet's items with every chosen value present (count 0 when the facet lacks it), so a choice can always be undone. */
export function withChosen(
  items: readonly FacetItem[],
  chosen: readonly string[],
  label: (value: string) => string = (v) => v,
): FacetItem[] {
  const missing = chosen.filter((c) => !items.some((i) => sameValue(i.value, c)))
  return [...items, ...missing.map((value) => ({ label: label(value), value, count: 0 }))]
}

/** Facet values match case-insensitively (Algolia, and our engine). */
export const sameValue = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()
