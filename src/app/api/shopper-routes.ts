// The shopper routes wired to this process's storage, SMS provider, search index and rate
// limits (the logic is in src/api/account.ts). One instance serves every request.
import { createShopperRoutes } from '@/src/api/account'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { isDemoMode, platformBrand } from '@/src/lib/env'
import { rateLimiter } from '@/src/lib/rate-limit'
import { smsProvider } from '@/src/providers/sms'
import { findCarBySlug } from '@/src/search/engine'
import { shopperStore } from '@/src/cms/shoppers'
import { getTenantByHost } from '@/src/cms/tenants'

let routes: ReturnType<typeof createShopperRoutes> | undefined

export function shopperRoutes() {
  routes ??= createShopperRoutes({
    findTenant: getTenantByHost,
    store: shopperStore,
    sms: smsProvider(),
    carOnSite: async (tenant, slug, now) => (await findCarBySlug(slug, tenantInventoryFilter(tenant, now))) !== null,
    limiter: rateLimiter(),
    platformName: platformBrand().name,
    demoMode: isDemoMode,
    now: () => new Date(),
  })
  return routes
}
