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
  return (await findRecordsBySlugs(db, [slug], scope)).get(slug) ?? null
}

/** Several cars by their slugs in one query (My Garage's saved cars); a slug not found is absent from the map. */
export function findRecordsBySlugs(
  db: InventoryDb,
  slugs: readonly string[],
  scope: FilterNode | null,
): Promise<Map<string, SearchRecord>> {
  return findRecordsBy(db, 'slug', slugs, scope)
}

/**
 * Cars whose `key` attribute is one of `values`, inside a site's stock filter, by that value: by
 * slug (pages), or by the file they link (the demo's history reports). One car per value.
 */
export async function findRecordsBy(
  db: InventoryDb,
  key: 'slug' | 'file',
  values: readonly string[],
  scope: FilterNode | null,
): Promise<Map<string, SearchRecord>> {
  if (values.length === 0) return new Map()
  const params = new SqlParams()
  const byValue = `_record->>'${key}' = ANY(${params.add([...values])}::text[])`
  const where = await scopeWhere(db, scope, params)
  const { rows } = await db.pool.query<{ _record: SearchRecord }>(
    `SELECT DISTINCT ON (_record->>'${key}') _record FROM ${table(db, 'vehicles')} WHERE ${byValue} AND ${where}
     ORDER BY _record->>'${key}', _object_id`,
    params.values,
  )
  return new Map(rows.map((r) => [String(r._record[key]), r._record]))
}

async function scopeWhere(db: InventoryDb, scope: FilterNode | null, params: SqlParams): Promise<string> {
  await ensureInventorySchemaOnce(db)
  if (!catalogs.has(db)) catalogs.set(db, createCatalog(db))
  const { dictionary } = await catalogs.get(db)!.get()
  return compileFilter(scope, params, dictionary)
}

/** How many cars a site's stock filter shows. */
export async function countRecords(db: InventoryDb, scope: FilterNode | null): Promise<number> {
  const params = new SqlParams()
  const where = await scopeWhere(db, scope, params)
  const { rows } = await db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table(db, 'vehicles')} WHERE ${where}`, params.values)
  return Number(rows[0]?.n ?? 0)
}

/** The paths and last changes of the cars a site shows, in a stable order, one page at a time. */
export async function listRecordPaths(
  db: InventoryDb,
  scope: FilterNode | null,
  offset: number,
  limit: number,
): Promise<{ path: string; updatedAt: string }[]> {
  const params = new SqlParams()
  const where = await scopeWhere(db, scope, params)
  const { rows } = await db.pool.query<{ path: string; updated_at: Date }>(
    `SELECT _record->>'path' AS path, _updated_at AS updated_at FROM ${table(db, 'vehicles')}
     WHERE ${where} AND _record->>'path' IS NOT NULL
     ORDER BY _object_id OFFSET ${params.add(offset)} LIMIT ${params.add(limit)}`,
    params.values,
  )
  return rows.map((r) => ({ path: r.path, updatedAt: r.updated_at.toISOString() }))
}
