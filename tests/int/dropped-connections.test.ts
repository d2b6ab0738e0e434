// The app's PostgreSQL pools outlive a connection the server drops while the pool holds it idle
// (a restart or failover, pg_terminate_backend, a proxy's idle timeout). pg reports that on the
// pool as an 'error' event, which with no listener is thrown and ends the whole server process
// (it did: bench:search crashed so when it dropped its database under the inventory pool).
import pg from 'pg'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { createRateLimitPool } from '@/src/lib/rate-limit/store'
import { createInventoryPool } from '@/src/search/engine/postgres/pool'
import { testPayload } from '../helpers/payload'

const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
const adminReady = admin.connect()
const ended: pg.Pool[] = []

afterAll(async () => {
  await Promise.all(ended.map((pool) => pool.end()))
  await admin.end()
})

/** Ends the server side of one idle connection of `pool`, then asks the pool again. */
async function dropAnIdleConnection(pool: pg.Pool, name: string) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
  const before = rows[0].pid
  const removed = new Promise<void>((resolve) => pool.once('remove', () => resolve()))
  await adminReady
  await admin.query('SELECT pg_terminate_backend($1)', [before])
  await removed
  expect(warn).toHaveBeenCalledWith(
    expect.stringMatching(new RegExp(`^\\[${name} database pool\\] an idle connection was dropped: terminating connection`)),
  )
  const again = await pool.query<{ pid: number; one: number }>('SELECT pg_backend_pid() AS pid, 1 AS one')
  expect(again.rows[0].one).toBe(1)
  expect(again.rows[0].pid).not.toBe(before)
}

describe('a connection PostgreSQL drops does not take the server down', () => {
  test('the inventory pool (searches, car pages) logs it and reconnects', async () => {
    const pool = createInventoryPool(process.env.DATABASE_URL!, 2)
    ended.push(pool)
    await dropAnIdleConnection(pool, 'inventory')
  })

  test('the rate limiter pool logs it and reconnects', async () => {
    const pool = createRateLimitPool(process.env.DATABASE_URL!)
    ended.push(pool)
    await dropAnIdleConnection(pool, 'rate limit')
  })

  test("Payload's pool (admin, pages, leads) logs it and reconnects, and Payload still reads", async () => {
    const { payload } = await testPayload()
    const pool = (payload.db as unknown as { pool: pg.Pool }).pool
    await dropAnIdleConnection(pool, 'payload')
    const { totalDocs } = await payload.count({ collection: 'tenants' })
    expect(totalDocs).toBeGreaterThan(0)
  })
})
