// The default inventory filter of a site, as a filter tree the search route ANDs onto every query
// on the server and the Algolia key embeds. Every part is valid in Algolia too: ORs only join
// filters of one type (see algoliaCompatibilityIssues).
import { type FilterNode, allOf, and, anyOf, facet, not, numeric } from './filter-ast'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { type InventoryPreset, resolvePreset } from './presets'
import { CAR_TYPES, type CarType } from './vehicle'
import { visibilityCutoff } from './visibility'

/** What the filter reads from a tenant; null is an unknown tenant (it sees no stock). */
export type InventoryScope = Pick<TenantConfig, 'slug' | 'inventory'>

/** Matches no record: used when the settings leave no car type at all. */
const NOTHING: FilterNode = facet('car_type', '')

/** The dealerships whose stock a site shows; empty means the tenant's own slug. */
export function siteDealerships(tenant: InventoryScope): string[] {
  const listed = tenant.inventory.dealerships.map((d) => d.trim()).filter(Boolean)
  return listed.length > 0 ? listed : [tenant.slug]
}

export function siteCarTypes(tenant: InventoryScope, preset: InventoryPreset): CarType[] {
  const allowed = new Set<CarType>(tenant.inventory.usedOnly ? ['used'] : tenant.inventory.carTypes)
  return CAR_TYPES.filter((t) => allowed.has(t) && preset.carTypes.includes(t))
}

function availability(tenant: InventoryScope, preset: InventoryPreset, now: Date): FilterNode[] {
  const parts: FilterNode[] = [numeric('visible_until', '>=', visibilityCutoff(now, tenant.inventory.soldCarDays))]
  if (tenant.inventory.inStockOnly || preset.availability === 'in-stock') parts.push(facet('status', 'in_stock'))
  else if (preset.availability === 'available') parts.push(or2('status', ['in_stock', 'coming_soon']))
  return parts
}

function or2(attribute: string, values: readonly string[]): FilterNode {
  return anyOf(values.map((v) => facet(attribute, v))) ?? NOTHING
}

/**
 * The tenant's default inventory filter at `now`: its dealerships, car types, stock
 * visibility (available, or sold within the site's sold-car days) and
 * show_on_dealer_website=true, minus excluded makes and stock numbers.
 */
export function tenantInventoryFilter(tenant: InventoryScope, now: Date): FilterNode {
  const preset = resolvePreset(tenant.inventory.preset)
  const carTypes = siteCarTypes(tenant, preset)
  const parts: (FilterNode | null)[] = [
    or2('dealership_slug', siteDealerships(tenant)),
    carTypes.length > 0 ? or2('car_type', carTypes) : NOTHING,
    ...availability(tenant, preset, now),
    facet('show_on_dealer_website', 'true'),
    preset.certifiedOnly ? facet('certified', 'true') : null,
    ...tenant.inventory.excludedMakes.filter((m) => m.trim()).map((m) => not(facet('make', m.trim()))),
    ...tenant.inventory.excludedStockNumbers.filter((s) => s.trim()).map((s) => not(facet('stocknum', s.trim()))),
  ]
  return allOf(parts) ?? and()
}
