// The stored search records by dealership, for copying the inventory to another index (the
// Algolia reindex): which dealerships have cars, their objectIDs, and their records a page at a
// time in objectID order.
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { type InventoryDb, ofDealership, table } from './schema'
import type { Queryable } from './store-types'

/** Each dealership with cars and how many, in slug order; only `dealership` when given. */
export async function dealershipCarCounts(db: InventoryDb, dealership?: string): Promise<{ slug: string; cars: number }[]> {
  const { rows } = await db.pool.query<{ slug: string; cars: number }>(
    `SELECT f.value AS slug, count(*)::int AS cars
       FROM ${table(db, 'vehicles')} v JOIN ${table(db, 'facet_values')} f ON f.id = v.dealership_slug AND f.attribute = 'dealership_slug'
      WHERE $1::text IS NULL OR f.value = $1
      GROUP BY f.value ORDER BY f.value`,
    [dealership ?? null],
  )
  return rows
}

/** The objectIDs stored for one dealership, or for all. */
export async function storedObjectIds(db: InventoryDb, dealership?: string): Promise<Set<string>> {
  const where = dealership === undefined ? 'TRUE' : ofDealership(db, '$1')
  const { rows } = await db.pool.query<{ id: string }>(
    `SELECT _object_id AS id FROM ${table(db, 'vehicles')} WHERE ${where}`,
    dealership === undefined ? [] : [dealership],
  )
  return new Set(rows.map((r) => r.id))
}

/**
 * Up to `limit` of a dealership's records after objectID `after`, in objectID order. FOR SHARE
 * inside the caller's transaction: a hold on one of these cars waits until the caller has sent
 * them on, so the hold's own update reaches the other index after them, not before.
 */
export async function dealershipRecordsAfter(
  client: Queryable,
  db: InventoryDb,
  dealership: string,
  after: string,
  limit: number,
): Promise<SearchRecord[]> {
  const { rows } = await client.query<{ _record: SearchRecord }>(
    `SELECT _record FROM ${table(db, 'vehicles')} WHERE ${ofDealership(db, '$1')} AND _object_id > $2
      ORDER BY _object_id LIMIT $3 FOR SHARE`,
    [dealership, after, limit],
  )
  return rows.map((r) => r._record)
}
