// "Switches on show" on the demo index: each dealer switch, a demo dealer that has it on, and a
// page of that dealer's site where its effect shows. A switch shown on car pages links to a car
// of the seeded demo stock that shows it (regenerated here from the seed's own settings, so the
// link names a car the database has), e.g. a bike with a lapsed rego for "Unregistered".
import { isPurchasable } from '@/src/domain/finance/eligibility'
import {
  comparableCriteria,
  isComparable,
  marketRangeFromComparables,
  priceComparisonApplies,
  shouldShowPriceComparison,
} from '@/src/domain/inventory/price-comparison'
import { type SearchRecord, toSearchRecord } from '@/src/domain/inventory/search-record'
import { siteDealerships, tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { parseVehicle } from '@/src/domain/inventory/vehicle'
import { FEATURES, FEATURE_KEYS, type FeatureKey } from '@/src/domain/tenant/features'
import { type TenantConfig, parseTenantConfig } from '@/src/domain/tenant/tenant-config'
import { matches } from '@/src/search/protocol'
import { DEMO_TENANTS } from '@/tenants/demo'
import { generateVehicles } from '@/src/demo/inventory'
import { DEMO_DEALERSHIPS, DEMO_STOCK_SEED } from '@/src/demo/inventory/demo-dealerships'
import { demoTenantSchema } from './demo-schema'

export interface ShowcaseRow {
  key: FeatureKey
  label: string
  /** The demo dealer with the switch on, or null when none has it. */
  site: { name: string; slug: string; domain: string } | null
  /** A path on that dealer's site where the switch's effect shows. */
  path: string | null
}

/** A car of the demo stock as the site lists it, with the detail fields a switch may need. */
type Car = SearchRecord & { spins: boolean }
type Need = (car: Car, stock: readonly Car[], now: Date) => boolean

const purchasable: Need = (car) => isPurchasable(car)
const spins: Need = (car) => car.status === 'in_stock' && car.spins

/** The price comparison panel's own rule, over the comparables the offline provider would find. */
const comparisonShows: Need = (car, stock) => {
  if (!priceComparisonApplies(car) || car.year === undefined || car.km === undefined || !car.price) return false
  const criteria = comparableCriteria({ ...car, year: car.year, km: car.km })
  const prices = stock.filter((other) => isComparable(criteria, other)).map((other) => Number(other.price))
  return shouldShowPriceComparison(marketRangeFromComparables(car.price, prices, { label: car.name }))
}

/** Switches whose effect needs a particular car; other car-page switches show on any car for sale. */
const CAR_NEEDS: Partial<Record<FeatureKey, Need>> = {
  unregisteredText: (car, _, now) => car.rego_expiry !== undefined && new Date(car.rego_expiry) < now,
  spinAutoRotate: spins,
  galleryFirst: spins,
  hideTestDriveForComingSoon: (car) => car.status === 'coming_soon',
  financeAmountCapFromPrice: (car) => isPurchasable(car) && (car.price ?? 0) > 100_000,
  priceComparison: comparisonShows,
}

function demoSites(): { tenant: TenantConfig; domain: string }[] {
  return DEMO_TENANTS.map((raw) => {
    const demo = demoTenantSchema.parse(raw)
    const domains = demo.tenant.domains.map((d) => d.domain)
    const parsed = parseTenantConfig({ ...demo.tenant, id: demo.tenant.slug, domains, theme: {} })
    if (!parsed.ok) throw new Error(`Demo dealer ${demo.tenant.slug}: ${parsed.error}`)
    return { tenant: parsed.tenant, domain: domains[0] }
  })
}

/** The cars a demo site shows, by its own stock filter (sold ones left out: they leave the site within days). */
function siteStock(tenant: TenantConfig, now: Date): Car[] {
  const filter = tenantInventoryFilter(tenant, now)
  return siteDealerships(tenant).flatMap((slug) => {
    const dealership = DEMO_DEALERSHIPS.find((d) => d.dealership === slug)
    if (!dealership) return []
    return generateVehicles({ ...dealership, now, seed: DEMO_STOCK_SEED }).flatMap((row) => {
      const parsed = parseVehicle(row)
      if (!parsed.ok) return []
      const car: Car = { ...toSearchRecord(parsed.vehicle, now), spins: (parsed.vehicle.spin_images?.length ?? 0) > 0 }
      return car.status !== 'sold' && matches(filter, car) ? [car] : []
    })
  })
}

/** Each switch with a demo dealer that has it on and where to look, at `now` (car pages' slugs hold the year). */
export function switchShowcase(now: Date): ShowcaseRow[] {
  const sites = demoSites()
  const stocks = new Map<string, Car[]>()
  const stockOf = (tenant: TenantConfig) => stocks.get(tenant.slug) ?? stocks.set(tenant.slug, siteStock(tenant, now)).get(tenant.slug)!
  return FEATURE_KEYS.map((key) => {
    const shownAt = FEATURES[key].shownAt as string
    const need = CAR_NEEDS[key] ?? (shownAt === 'car' ? purchasable : null)
    const withSwitch = sites.filter((s) => s.tenant.features[key])
    for (const { tenant, domain } of withSwitch) {
      const stock = need ? stockOf(tenant) : []
      const car = need ? stock.find((c) => need(c, stock, now)) : undefined
      if (need && !car) continue
      const site = { name: tenant.name, slug: tenant.slug, domain }
      return { key, label: FEATURES[key].label, site, path: car ? car.path : shownAt }
    }
    const first = withSwitch[0]
    const site = first ? { name: first.tenant.name, slug: first.tenant.slug, domain: first.domain } : null
    return { key, label: FEATURES[key].label, site, path: null }
  })
}
