// The site's settings a search card reads, built once per page on the server. Kept apart from
// search-card.ts, which the browser's result grid also runs, so the tenant and finance settings
// parsers (and the schema library behind them) stay out of the search page's script.
import { financeSettingsFromTenant } from '@/src/domain/finance/tenant-settings'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { CARD_FEATURES, type CardContext } from './search-card'

/** What every card on a page needs to know about the site (labels, switches, finance). */
export function cardContext(tenant: TenantConfig): CardContext {
  return {
    labels: tenant.labels,
    reservation: tenant.reservation,
    features: Object.fromEntries(CARD_FEATURES.map((name) => [name, tenant.features[name]])) as CardContext['features'],
    inventory: { certifiedMake: tenant.inventory.certifiedMake },
    finance: financeSettingsFromTenant(tenant),
    vehicleKind: tenant.vehicleKind,
  }
}
