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
  /**
   * Cars a reservation test may take on a site: shown, in stock, priced, and never reserved
   * before. Earlier files (the reserve fuzz, other reservation tests) leave failed reservations
   * behind, which a test counting a car's reservations would otherwise find.
   */
  reservable: (tenant: TenantConfig) => (record: SearchRecord) => boolean
}

/** Boots Payload on the test database and reads the two demo sites and all stored records. */
export async function loadDemoStock(): Promise<DemoStock> {
  await testPayload()
  const harbour = (await getTenantByHost(HARBOUR))!
  const group = (await getTenantByHost(GROUP))!
  const db = sharedInventoryDb()
  const records = (await db.pool.query(`SELECT _record FROM ${table(db, 'vehicles')}`)).rows.map((r) => r._record as SearchRecord)
  const reservedBefore = new Set(
    (await db.pool.query('SELECT DISTINCT car_object_id AS id FROM reservations')).rows.map((r) => r.id as string),
  )
  const reservable = (tenant: TenantConfig) => (r: SearchRecord) =>
    visibleTo(tenant)(r) && r.status === 'in_stock' && !r.sold && !r.reserved && (r.price ?? 0) > 200 && !reservedBefore.has(r.objectID)
  return { harbour, group, records, reservable }
}

/** Whether a site's stock filter shows a record right now (the reference the routes must agree with). */
export const visibleTo = (tenant: TenantConfig) => (record: SearchRecord) => matches(tenantInventoryFilter(tenant, new Date()), record)
