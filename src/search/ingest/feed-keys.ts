// Per-dealership feed keys for POST /api/feeds/{dealershipSlug}. Only a SHA-256 hash is stored
// (the keys are 256-bit random, so a fast hash is enough); the key itself is shown once, when
// it is created or rotated, and rotating replaces the old key at once.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { type InventoryDb, table } from '@/src/search/engine/postgres/schema'

const KEY_PREFIX = 'dfk_'

const hashKey = (key: string) => createHash('sha256').update(key).digest()

export interface FeedKeyInfo {
  dealershipSlug: string
  /** The first characters, to tell keys apart in the admin without revealing them. */
  keyPrefix: string
  createdAt: Date
}

/** Creates or replaces the dealership's feed key and returns it (the only time it is visible). */
export async function rotateFeedKeyIn(db: InventoryDb, dealershipSlug: string): Promise<{ key: string; info: FeedKeyInfo }> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  const keyPrefix = key.slice(0, KEY_PREFIX.length + 6)
  const { rows } = await db.pool.query<{ created_at: Date }>(
    `INSERT INTO ${table(db, 'feed_keys')} (dealership_slug, key_hash, key_prefix, created_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (dealership_slug) DO UPDATE SET key_hash = EXCLUDED.key_hash, key_prefix = EXCLUDED.key_prefix, created_at = now()
     RETURNING created_at`,
    [dealershipSlug, hashKey(key).toString('hex'), keyPrefix],
  )
  return { key, info: { dealershipSlug, keyPrefix, createdAt: rows[0].created_at } }
}

export async function feedKeyInfoIn(db: InventoryDb, dealershipSlug: string): Promise<FeedKeyInfo | null> {
  const { rows } = await db.pool.query<{ key_prefix: string; created_at: Date }>(
    `SELECT key_prefix, created_at FROM ${table(db, 'feed_keys')} WHERE dealership_slug = $1`,
    [dealershipSlug],
  )
  return rows[0] ? { dealershipSlug, keyPrefix: rows[0].key_prefix, createdAt: rows[0].created_at } : null
}

export async function verifyFeedKeyIn(db: InventoryDb, dealershipSlug: string, key: string | null): Promise<boolean> {
  if (!key || !key.startsWith(KEY_PREFIX)) return false
  const { rows } = await db.pool.query<{ key_hash: string }>(`SELECT key_hash FROM ${table(db, 'feed_keys')} WHERE dealership_slug = $1`, [
    dealershipSlug,
  ])
  if (!rows[0]) return false
  return timingSafeEqual(Buffer.from(rows[0].key_hash, 'hex'), hashKey(key))
}
