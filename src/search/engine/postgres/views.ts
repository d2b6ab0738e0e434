// Vehicle page view counts: a visit is recorded once per (car, day, visitor); only a new visit
// adds to the car's count. Old visits are purged, at most once an hour per process.
import { type InventoryDb, ensureInventorySchemaOnce, table } from './schema'

const PURGE_EVERY_MS = 60 * 60 * 1000
let lastPurge = 0

async function purgeOldVisits(db: InventoryDb, day: string): Promise<void> {
  if (Date.now() - lastPurge < PURGE_EVERY_MS) return
  lastPurge = Date.now()
  await db.pool.query(`DELETE FROM ${table(db, 'car_view_visits')} WHERE day < $1::date - 1`, [day])
}

/** Records one visit; returns the car's count after it (unchanged when the visitor came today already). */
export async function recordCarView(db: InventoryDb, objectId: string, day: string, visitor: string): Promise<number> {
  await ensureInventorySchemaOnce(db)
  const { rows } = await db.pool.query<{ views: number }>(
    `WITH visit AS (
       INSERT INTO ${table(db, 'car_view_visits')} (object_id, day, visitor) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING object_id
     ), counted AS (
       INSERT INTO ${table(db, 'car_views')} (object_id, views) SELECT object_id, 1 FROM visit
       ON CONFLICT (object_id) DO UPDATE SET views = ${table(db, 'car_views')}.views + 1
       RETURNING views
     )
     SELECT views FROM counted
     UNION ALL
     SELECT views FROM ${table(db, 'car_views')} WHERE object_id = $1 AND NOT EXISTS (SELECT 1 FROM visit)`,
    [objectId, day, visitor],
  )
  await purgeOldVisits(db, day).catch((error) => console.error('Purging old car visits failed:', error))
  return rows[0]?.views ?? 0
}

/** The views counted here for one car (no visit recorded). */
export async function carViewCount(db: InventoryDb, objectId: string): Promise<number> {
  await ensureInventorySchemaOnce(db)
  const { rows } = await db.pool.query<{ views: number }>(`SELECT views FROM ${table(db, 'car_views')} WHERE object_id = $1`, [objectId])
  return rows[0]?.views ?? 0
}
