// The app's connection pool for the inventory schema (one per process), from DATABASE_URL.
import pg from 'pg'
import { databaseUrl } from '@/src/lib/env'
import { survivingDroppedConnections } from '@/src/lib/pg-pools'
import { type InventoryDb, inventoryDb } from './schema'

let shared: InventoryDb | null = null

export function createInventoryPool(url: string, max = 8): pg.Pool {
  // A runaway query must not hold a connection the shoppers' searches need.
  // Parallel workers cost more than they save on tenant-sized scans, and the requests of a
  // multi-query already run concurrently on the pool's connections.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    statement_timeout: 10_000,
    idleTimeoutMillis: 30_000,
    options: '-c max_parallel_workers_per_gather=0',
  })
  return survivingDroppedConnections(pool, 'inventory')
}

/** The process-wide inventory database handle for route handlers. */
export function sharedInventoryDb(): InventoryDb {
  shared ??= inventoryDb(createInventoryPool(databaseUrl()))
  return shared
}

/** A connection of its own on the app's database, for LISTEN (a pooled one would be handed back). */
export function inventoryListenClient(): pg.Client {
  return new pg.Client({ connectionString: databaseUrl() })
}
