// Demo stock for the demo dealer sites, imported through the same feed pipeline a
// real dealer uses, so each dealership also shows a feed run. Idempotent: a dealership that
// already has stock is left alone.
import pg from 'pg'
import { generateVehicles } from '@/src/demo/inventory'
import { DEMO_DEALERSHIPS, DEMO_STOCK_SEED } from '@/src/demo/inventory/demo-dealerships'
import { algoliaWriterFromEnv } from '@/src/search/engine/algolia'
import { type InventoryDb, ensureInventorySchema, inventoryDb, ofDealership, table } from '@/src/search/engine/postgres/schema'
import { importFeed } from '@/src/search/ingest/import-feed'

export interface SeedInventoryResult {
  seeded: { dealership: string; vehicles: number }[]
  skipped: string[]
}

async function hasStock(db: InventoryDb, dealership: string): Promise<boolean> {
  const { rowCount } = await db.pool.query(`SELECT 1 FROM ${table(db, 'vehicles')} WHERE ${ofDealership(db, '$1')} LIMIT 1`, [dealership])
  return (rowCount ?? 0) > 0
}

export async function seedDemoInventory(
  pool: pg.Pool,
  now: Date,
  options: { schema?: string; log?: (line: string) => void } = {},
): Promise<SeedInventoryResult> {
  const db = inventoryDb(pool, options.schema)
  const log = options.log ?? (() => {})
  await ensureInventorySchema(db)
  const result: SeedInventoryResult = { seeded: [], skipped: [] }
  for (const demo of DEMO_DEALERSHIPS) {
    if (await hasStock(db, demo.dealership)) {
      result.skipped.push(demo.dealership)
      continue
    }
    const rows = generateVehicles({ ...demo, now, seed: DEMO_STOCK_SEED })
    const outcome = await importFeed(
      { db, now, source: 'seed', writer: algoliaWriterFromEnv() },
      demo.dealership,
      JSON.stringify(rows),
      'json',
    )
    if (!outcome.ok) throw new Error(`Demo stock for ${demo.dealership} was rejected: ${outcome.message}`)
    log(`Seeded ${rows.length} vehicles for ${demo.dealership}`)
    result.seeded.push({ dealership: demo.dealership, vehicles: rows.length })
  }
  return result
}

/** For scripts: opens and closes its own pool on the database at `url`. */
export async function seedDemoInventoryAt(url: string, now: Date, log?: (line: string) => void): Promise<SeedInventoryResult> {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  try {
    return await seedDemoInventory(pool, now, { log })
  } finally {
    await pool.end()
  }
}
