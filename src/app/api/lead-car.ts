import { leadCarOf, type LeadCar } from '@/src/domain/leads/record'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { findCarBySlug } from '@/src/search/engine'

/** The car a lead names by slug, inside the site's stock filter (another dealer's car is not found); null when gone. */
export async function findLeadCar(tenant: TenantConfig, slug: string, now: Date): Promise<LeadCar | null> {
  const record = await findCarBySlug(slug, tenantInventoryFilter(tenant, now))
  return record ? leadCarOf(record) : null
}
