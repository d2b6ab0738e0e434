// The seeded demo sites and their stock, for int tests that check what one site may see.
import { getTenantByHost } from '@/src/cms/tenants'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { sharedInventoryDb } from '@/src/search/engine/postgres/pool'
import { table } from '@/src/search/engine/postgres/schema'
import { matches } from '@/src/search/protocol'
import { testPayload } from './payload'

export const HARBOUR = 'harbour-city-motors.localhost'
export const GROUP = 'southern-cross-auto-group.localhost'

export interface DemoStock {
  harbour: TenantConfig
  group: TenantConfig
  /** Every stored search record, of every site. */
  records: SearchRecord[]
}

/** Boots Payload on the test database and reads the two demo sites and all stored records. */
export async function loadDemoStock(): Promise<DemoStock> {
  await testPayload()
  const harbour = (await getTenantByHost(HARBOUR))!
  const group = (await getTenantByHost(GROUP))!
  const db = sharedInventoryDb()
  const records = (await db.pool.query(`SELECT _record FROM ${table(db, 'vehicles')}`)).rows.map((r) => r._record as SearchRecord)
  return { harbour, group, records }
}

/** Whether a site's stock filter shows a record right now (the reference the routes must agree with). */
export const visibleTo = (tenant: TenantConfig) => (record: SearchRecord) => matches(tenantInventoryFilter(tenant, new Date()), record)
