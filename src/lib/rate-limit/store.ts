// The limiter's counters live in PostgreSQL so every app process counts against the same limit.
// Their own schema, not Payload's tables (like the inventory schema); this idempotent DDL runs
// from code on first use, so no Payload migration is involved.
import pg from 'pg'
import { survivingDroppedConnections } from '@/src/lib/pg-pools'

export const RATE_LIMIT_SCHEMA = 'rate_limit'
export const RATE_LIMIT_TABLE = 'counters'

// The column layout rate-limiter-flexible's RateLimiterPostgres reads and writes.
const DDL = [
  `CREATE SCHEMA IF NOT EXISTS "${RATE_LIMIT_SCHEMA}"`,
  `CREATE TABLE IF NOT EXISTS "${RATE_LIMIT_SCHEMA}"."${RATE_LIMIT_TABLE}" (
    key varchar(255) PRIMARY KEY,
    points integer NOT NULL DEFAULT 0,
    expire bigint
  )`,
  `CREATE INDEX IF NOT EXISTS counters_expire ON "${RATE_LIMIT_SCHEMA}"."${RATE_LIMIT_TABLE}" (expire)`,
]

// Two processes creating the same schema or table at once: one of them gets a unique violation
// on the catalog (23505) or "already exists" (42P06, 42P07); the object is there either way.
const ALREADY_THERE = new Set(['23505', '42P06', '42P07'])

export async function ensureRateLimitTable(pool: pg.Pool): Promise<void> {
  for (const statement of DDL) {
    try {
      await pool.query(statement)
    } catch (error) {
      if (!ALREADY_THERE.has((error as { code?: string }).code ?? '')) throw error
    }
  }
}

/** A small pool of its own: a limiter check must not wait behind slow searches or imports. */
export function createRateLimitPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 4,
    connectionTimeoutMillis: 2_000,
    statement_timeout: 2_000,
    idleTimeoutMillis: 30_000,
  })
  return survivingDroppedConnections(pool, 'rate limit')
}
