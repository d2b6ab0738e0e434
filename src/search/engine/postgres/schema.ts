// The inventory lives in its own PostgreSQL schema, not in Payload's tables (DESIGN). This
// idempotent DDL runs from code (no Payload migration): CREATE ... IF NOT EXISTS, and ADD
// COLUMN IF NOT EXISTS so a new attribute in the index configuration appears on next start
// (a new string facet then reads as missing on existing rows until their next import).
import { createHash } from 'node:crypto'
import type { Pool, PoolClient } from 'pg'
import { COLUMNS, columnDefinitions } from './columns'

export const DEFAULT_SCHEMA = 'inventory'

/** The NOTIFY channel on which every committed change to a schema's vehicles is announced (payload: the schema). */
export const INVENTORY_CHANNEL = 'inventory_changed'

export interface InventoryDb {
  readonly pool: Pool
  /** A validated schema name, unquoted. */
  readonly schema: string
}

export function inventoryDb(pool: Pool, schema = DEFAULT_SCHEMA): InventoryDb {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid inventory schema name: ${schema}`)
  return { pool, schema }
}

/** Fully qualified, quoted table name. */
export const table = (
  db: InventoryDb,
  name: 'vehicles' | 'vocabulary' | 'facet_values' | 'feed_runs' | 'feed_keys' | 'car_views' | 'car_view_visits' | 'phone_reveals',
) => `"${db.schema}"."${name}"`

function ddl(db: InventoryDb): string[] {
  const vehicles = table(db, 'vehicles')
  return [
    `CREATE SCHEMA IF NOT EXISTS "${db.schema}"`,
    // Column order matters: PostgreSQL reads a row's columns left to right, so the columns every
    // filter and sort touch come first and the documents last.
    // Column order matters: PostgreSQL reads a row's columns left to right, so the fixed-width
    // columns every filter, sort and facet count touches come first and the documents last.
    `CREATE TABLE IF NOT EXISTS ${vehicles} (
      ${columnDefinitions().join(',\n      ')},
      _search tsvector NOT NULL,
      _object_id text PRIMARY KEY,
      _feed_id text NOT NULL,
      _hash text NOT NULL,
      _updated_at timestamptz NOT NULL DEFAULT now(),
      _vehicle jsonb NOT NULL,
      _record jsonb NOT NULL
    )`,
    // The jsonb documents are only read for a page of hits; pushing them out of line keeps the
    // rows that filters and facet counts scan small (about 5x fewer pages to read).
    `ALTER TABLE ${vehicles} SET (toast_tuple_target = 128)`,
    `ALTER TABLE ${vehicles} ${columnDefinitions()
      .map((c) => `ADD COLUMN IF NOT EXISTS ${c}`)
      .join(', ')}`,
    // A number attribute added later (a caravan's sleeps, length, weights) is read from the
    // stored records, so stock already listed filters by it without a reindex. It runs only when
    // this DDL changes; a value that is not a number stays missing, as typedValue reads it.
    ...COLUMNS.filter((c) => c.def.type === 'number' && c.attribute.includes('.')).map((c) => {
      const path = `'{${c.attribute.split('.').join(',')}}'`
      return `UPDATE ${vehicles} SET ${c.sql} = (_record #>> ${path})::double precision
        WHERE ${c.sql} IS NULL AND jsonb_typeof(_record #> ${path}) = 'number'`
    }),
    `CREATE INDEX IF NOT EXISTS vehicles_dealership ON ${vehicles} (dealership_slug)`,
    `CREATE INDEX IF NOT EXISTS vehicles_visible ON ${vehicles} (visible_until)`,
    `CREATE INDEX IF NOT EXISTS vehicles_search ON ${vehicles} USING gin (_search)`,
    // Vehicle pages and their APIs find a car by its public slug.
    `CREATE INDEX IF NOT EXISTS vehicles_slug ON ${vehicles} ((_record->>'slug'))`,
    // Every statement that changes the cars announces it once its transaction commits (NOTIFY
    // waits for the commit, and repeats within one transaction are sent once), so caches in any
    // process can forget their answers (change-feed.ts): per statement, not per row.
    `CREATE OR REPLACE FUNCTION "${db.schema}".vehicles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('${INVENTORY_CHANNEL}', TG_TABLE_SCHEMA); RETURN NULL; END $$`,
    `CREATE OR REPLACE TRIGGER vehicles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${vehicles}
      FOR EACH STATEMENT EXECUTE FUNCTION "${db.schema}".vehicles_changed()`,
    `CREATE TABLE IF NOT EXISTS ${table(db, 'vocabulary')} (word text PRIMARY KEY)`,
    `CREATE TABLE IF NOT EXISTS ${table(db, 'facet_values')} (
      id serial PRIMARY KEY,
      attribute text NOT NULL,
      value text NOT NULL,
      UNIQUE (attribute, value)
    )`,
    `CREATE TABLE IF NOT EXISTS ${table(db, 'feed_runs')} (
      id bigserial PRIMARY KEY,
      dealership_slug text NOT NULL,
      source text NOT NULL,
      started_at timestamptz NOT NULL,
      finished_at timestamptz NOT NULL,
      ok boolean NOT NULL,
      message text NOT NULL,
      added integer NOT NULL DEFAULT 0,
      updated integer NOT NULL DEFAULT 0,
      unchanged integer NOT NULL DEFAULT 0,
      sold integer NOT NULL DEFAULT 0,
      rejected integer NOT NULL DEFAULT 0,
      errors jsonb NOT NULL DEFAULT '[]'
    )`,
    `CREATE INDEX IF NOT EXISTS feed_runs_dealership ON ${table(db, 'feed_runs')} (dealership_slug, started_at DESC)`,
    // Rejected rows whose car was kept, and runs whose sales wait for staff. A held run
    // keeps the ids its file listed until it is confirmed or a later file supersedes it.
    `ALTER TABLE ${table(db, 'feed_runs')}
      ADD COLUMN IF NOT EXISTS kept integer NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS held integer NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS hold_reason text,
      ADD COLUMN IF NOT EXISTS listed jsonb,
      ADD COLUMN IF NOT EXISTS resolution text,
      ADD COLUMN IF NOT EXISTS resolved_at timestamptz,
      ADD COLUMN IF NOT EXISTS resolved_by text`,
    `CREATE INDEX IF NOT EXISTS feed_runs_waiting ON ${table(db, 'feed_runs')} (dealership_slug) WHERE hold_reason IS NOT NULL AND resolution IS NULL`,
    `CREATE TABLE IF NOT EXISTS ${table(db, 'feed_keys')} (
      dealership_slug text PRIMARY KEY,
      key_hash text NOT NULL,
      key_prefix text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    // Vehicle page views counted here: one per visitor (a salted hash, no cookie)
    // per day; the visits are kept two days, the counts for good.
    `CREATE TABLE IF NOT EXISTS ${table(db, 'car_views')} (
      object_id text PRIMARY KEY,
      views integer NOT NULL DEFAULT 0
    )`,
    `CREATE TABLE IF NOT EXISTS ${table(db, 'car_view_visits')} (
      object_id text NOT NULL,
      day date NOT NULL,
      visitor text NOT NULL,
      PRIMARY KEY (object_id, day, visitor)
    )`,
    // Dealer phone numbers revealed on vehicle pages, one row each, so staff can count them per
    // car (and per site and period); the ids are the ones the page reported, checked on the way in.
    `CREATE TABLE IF NOT EXISTS ${table(db, 'phone_reveals')} (
      id bigserial PRIMARY KEY,
      object_id text NOT NULL,
      car_id text NOT NULL,
      dealership_slug text NOT NULL,
      dealership_id text,
      website_id text NOT NULL,
      revealed_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX IF NOT EXISTS phone_reveals_car ON ${table(db, 'phone_reveals')} (object_id, revealed_at)`,
  ]
}

const ddlVersion = (statements: readonly string[]) => createHash('sha256').update(statements.join(';')).digest('hex')

/** True when this exact DDL already ran: then no ALTER TABLE takes its exclusive lock again. */
async function upToDate(client: PoolClient, db: InventoryDb, version: string): Promise<boolean> {
  const { rows } = await client.query(`SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = 'meta'`, [db.schema])
  if (rows.length === 0) return false
  const current = await client.query(`SELECT value FROM "${db.schema}".meta WHERE key = 'ddl'`)
  return current.rows[0]?.value === version
}

/** Runs the DDL under an advisory lock so two processes starting together do not collide. */
export async function ensureInventorySchema(db: InventoryDb): Promise<void> {
  const client: PoolClient = await db.pool.connect()
  const statements = ddl(db)
  const version = ddlVersion(statements)
  try {
    if (await upToDate(client, db, version)) return
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`inventory-schema:${db.schema}`])
    for (const statement of statements) await client.query(statement)
    await client.query(`CREATE TABLE IF NOT EXISTS "${db.schema}".meta (key text PRIMARY KEY, value text NOT NULL)`)
    await client.query(
      `INSERT INTO "${db.schema}".meta (key, value) VALUES ('ddl', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [version],
    )
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

const ensured = new WeakMap<Pool, Map<string, Promise<void>>>()

/** Once per pool and schema per process; a failure is retried on the next call. */
export function ensureInventorySchemaOnce(db: InventoryDb): Promise<void> {
  const perPool = ensured.get(db.pool) ?? new Map<string, Promise<void>>()
  ensured.set(db.pool, perPool)
  let done = perPool.get(db.schema)
  if (!done) {
    done = ensureInventorySchema(db).catch((error) => {
      perPool.delete(db.schema)
      throw error
    })
    perPool.set(db.schema, done)
  }
  return done
}

/** SQL condition "the car belongs to the dealership in parameter $n" (the column holds a code). */
export function ofDealership(db: InventoryDb, param: string): string {
  return `dealership_slug IN (SELECT id FROM ${table(db, 'facet_values')} WHERE attribute = 'dealership_slug' AND value = ${param})`
}
