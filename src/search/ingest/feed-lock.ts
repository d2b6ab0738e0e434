// One writer of a dealership's stock at a time: a feed import, a confirmation of a held run and
// each batch of an Algolia reindex take the same transaction-scoped advisory lock, so a second
// one waits rather than interleaving with it.
import type { PoolClient } from 'pg'
import type { InventoryDb } from '@/src/search/engine/postgres/schema'

export async function inFeedTransaction<T>(db: InventoryDb, dealership: string, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await db.pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`inventory-feed:${dealership}`])
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
