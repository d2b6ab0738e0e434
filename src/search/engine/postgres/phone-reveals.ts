// Dealer phone numbers revealed on vehicle pages: one row per reveal, kept beside the cars' view
// counts so staff can count them per car, per site or per period with plain SQL.
import { type InventoryDb, ensureInventorySchemaOnce, table } from './schema'

export interface PhoneReveal {
  objectId: string
  carId: string
  dealershipSlug: string
  /** The feed's own dealership id, when the car has one. */
  dealershipId: string | null
  websiteId: string
}

export async function insertPhoneReveal(db: InventoryDb, reveal: PhoneReveal, at: Date): Promise<void> {
  await ensureInventorySchemaOnce(db)
  await db.pool.query(
    `INSERT INTO ${table(db, 'phone_reveals')} (object_id, car_id, dealership_slug, dealership_id, website_id, revealed_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [reveal.objectId, reveal.carId, reveal.dealershipSlug, reveal.dealershipId, reveal.websiteId, at],
  )
}

/** How many times each of these cars' numbers was revealed (cars never revealed are 0). */
export async function phoneRevealCounts(db: InventoryDb, objectIds: readonly string[]): Promise<Map<string, number>> {
  await ensureInventorySchemaOnce(db)
  const { rows } = await db.pool.query<{ object_id: string; reveals: number }>(
    `SELECT object_id, count(*)::int AS reveals FROM ${table(db, 'phone_reveals')} WHERE object_id = ANY($1) GROUP BY object_id`,
    [objectIds],
  )
  const counts = new Map(objectIds.map((id) => [id, 0]))
  for (const row of rows) counts.set(row.object_id, row.reveals)
  return counts
}
