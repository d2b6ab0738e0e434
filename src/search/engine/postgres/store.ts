// Writes search records into the inventory table. Used by ingestion (inside its transaction),
// the demo seed, the benchmark and tests.
import { createHash } from 'node:crypto'
import { stableJson } from '@/src/lib/stable-json'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import type { Vehicle } from '@/src/domain/inventory/vehicle'
import { INDEX_CONFIG } from '@/src/search/index-config'
import { recordWords } from '@/src/search/text'
import { COLUMNS, columnValues, facetTexts } from './columns'
import { type Dictionary, registerFacetValues } from './dictionary'
import { type InventoryDb, table } from './schema'
import type { Queryable } from './store-types'

export type { Queryable } from './store-types'

export interface StoredVehicle {
  readonly vehicle: Vehicle
  readonly record: SearchRecord
  readonly hash: string
}

/** The content hash a re-run of the same feed compares, so that re-running it changes nothing. */
export function contentHash(vehicle: Vehicle): string {
  return createHash('sha256').update(stableJson(vehicle)).digest('hex')
}

const BATCH = 1000

/** In-process change counter, so an engine in this process reloads its vocabulary at once. */
let epoch = 0
export const writeEpoch = () => epoch

/** A tsvector literal of the record's words: each word one lexeme, matched by prefix. */
function tsvectorText(words: readonly string[]): string {
  return words.map((w) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' ')
}

function rowObject(row: StoredVehicle, dictionary: Dictionary): Record<string, unknown> {
  return {
    ...columnValues(row.record, dictionary),
    _object_id: row.record.objectID,
    _feed_id: row.vehicle.id,
    _vehicle: row.vehicle,
    _record: row.record,
    _hash: row.hash,
    _search: tsvectorText(recordWords(row.record, INDEX_CONFIG.searchableAttributes)),
  }
}

function upsertSql(db: InventoryDb): string {
  const names = ['_feed_id', '_vehicle', '_record', '_hash', '_search', ...COLUMNS.map((c) => c.sql)]
  const list = names.join(', ')
  return `INSERT INTO ${table(db, 'vehicles')} (_object_id, ${list}, _updated_at)
    SELECT x._object_id, ${names.map((n) => `x.${n}`).join(', ')}, now()
    FROM jsonb_populate_recordset(NULL::${table(db, 'vehicles')}, $1::jsonb) x
    ON CONFLICT (_object_id) DO UPDATE SET (${list}, _updated_at) = (${names.map((n) => `EXCLUDED.${n}`).join(', ')}, now())`
}

export async function upsertVehicles(client: Queryable, db: InventoryDb, rows: readonly StoredVehicle[]): Promise<void> {
  if (rows.length === 0) return
  const sql = upsertSql(db)
  for (let i = 0; i < rows.length; i += BATCH) {
    const slice = rows.slice(i, i + BATCH)
    const dictionary = await registerFacetValues(
      client,
      db,
      slice.flatMap((r) => facetTexts(r.record)),
    )
    await client.query(sql, [JSON.stringify(slice.map((r) => rowObject(r, dictionary)))])
    const words = [...new Set(slice.flatMap((r) => recordWords(r.record, INDEX_CONFIG.typoAttributes)))]
    await client.query(`INSERT INTO ${table(db, 'vocabulary')} (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [words])
  }
  epoch++
}

/**
 * Holds a car for an online reservation, or lets it go: the search record and the stored vehicle
 * say `reserved` (so cards, the vehicle page and every purchasable check see it at once; the
 * content hash is the feed's and stays, so an unchanged feed keeps it) and, while held,
 * `reserved_until`, which a feed import keeps (apply-snapshot.ts) until the hold ends. Returns
 * whether the car exists.
 */
export async function setVehicleHold(client: Queryable, db: InventoryDb, objectId: string, until: Date | null): Promise<boolean> {
  const result = await client.query(
    `UPDATE ${table(db, 'vehicles')}
        SET _record = (_record - 'reserved_until') || jsonb_build_object('reserved', $2::boolean)
                      || CASE WHEN $3::text IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('reserved_until', $3::text) END,
            _vehicle = _vehicle || jsonb_build_object('reserved', $2::boolean),
            "reserved" = $2::boolean
      WHERE _object_id = $1`,
    [objectId, until !== null, until?.toISOString() ?? null],
  )
  epoch++
  return (result.rowCount ?? 0) > 0
}

export async function deleteVehicles(client: Queryable, db: InventoryDb, objectIds: readonly string[]): Promise<void> {
  if (objectIds.length === 0) return
  await client.query(`DELETE FROM ${table(db, 'vehicles')} WHERE _object_id = ANY($1::text[])`, [objectIds])
  epoch++
}

/** The stored vehicle of one car (detail pages read the full vehicle, not the search record). */
export async function getVehicle(client: Queryable, db: InventoryDb, objectId: string): Promise<Vehicle | null> {
  const { rows } = await client.query(`SELECT _vehicle FROM ${table(db, 'vehicles')} WHERE _object_id = $1`, [objectId])
  return (rows[0]?._vehicle as Vehicle | undefined) ?? null
}
