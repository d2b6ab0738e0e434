import pg from 'pg'
import { toSearchRecord } from '@/src/domain/inventory/search-record'
import { type Vehicle, parseVehicle } from '@/src/domain/inventory/vehicle'
import { generateVehicles, type GeneratorOptions } from '@/src/demo/inventory'
import { type InventoryDb, ensureInventorySchema, inventoryDb } from '@/src/search/engine/postgres/schema'
import { contentHash, upsertVehicles } from '@/src/search/engine/postgres/store'

/** A pool on this int run's database and a schema of the test's own (demo data lives in "inventory"). */
export async function testInventoryDb(schema: string): Promise<InventoryDb> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 6 })
  const db = inventoryDb(pool, schema)
  await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
  await ensureInventorySchema(db)
  return db
}

export function generatedVehicles(options: GeneratorOptions): Vehicle[] {
  return generateVehicles(options).map((row) => {
    const parsed = parseVehicle(row)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
    return parsed.vehicle
  })
}

export async function loadVehicles(db: InventoryDb, vehicles: readonly Vehicle[], now: Date) {
  const rows = vehicles.map((vehicle) => ({ vehicle, record: toSearchRecord(vehicle, now), hash: contentHash(vehicle) }))
  await upsertVehicles(db.pool, db, rows)
  return rows.map((r) => r.record)
}

/** Feed rows of generated cars, every one in stock and shown: a dealership's whole yard as its feed sends it. */
export function inStockFeedRows(options: GeneratorOptions): Record<string, unknown>[] {
  return generateVehicles(options).map((r) => ({ ...r, status: 'in_stock', sold_date: undefined, show_on_dealer_website: true }))
}
