// One car by its public slug, inside a site's stock filter: a car of another site's
// dealerships, or one the site's visibility rule hides, is not found. A slug is unique within
// a dealership only; when two of a site's dealerships share one, the lower objectID wins so
// every request finds the same car.
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import type { FilterNode } from '@/src/search/protocol'
import { SqlParams, compileFilter } from './compile-filter'
import { type Catalog, createCatalog } from './catalog'
import { type InventoryDb, ensureInventorySchemaOnce, table } from './schema'

/** The facet dictionary cached as the engine caches it (reloaded after writes or a few seconds). */
const catalogs = new WeakMap<InventoryDb, { get(): Promise<Catalog> }>()

export async function findRecordBySlug(db: InventoryDb, slug: string, scope: FilterNode | null): Promise<SearchRecord | null> {
  await ensureInventorySchemaOnce(db)
  if (!catalogs.has(db)) catalogs.set(db, createCatalog(db))
  const { dictionary } = await catalogs.get(db)!.get()
  const params = new SqlParams()
  const bySlug = `_record->>'slug' = ${params.add(slug)}`
  const where = compileFilter(scope, params, dictionary)
  const { rows } = await db.pool.query<{ _record: SearchRecord }>(
    `SELECT _record FROM ${table(db, 'vehicles')} WHERE ${bySlug} AND ${where} ORDER BY _object_id LIMIT 1`,
    params.values,
  )
  return rows[0]?._record ?? null
}
