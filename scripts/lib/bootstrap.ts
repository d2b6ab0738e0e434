import type { Payload } from 'payload'

/**
 * Migrate and seed the database named by process.env.DATABASE_URL. Payload's config reads
 * the environment when it is imported, so it is imported only after the URL is set.
 */
export async function migrateAndSeed(options: { seed: boolean; log?: (s: string) => void }) {
  const log = options.log ?? console.log
  const [{ default: config }, { getPayload }, { migrations }] = await Promise.all([
    import('@/payload.config'),
    import('payload'),
    import('@/migrations'),
  ])
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })
  if (!options.seed) return { payload, seed: null }
  const { seedDemo } = await import('@/src/demo/site')
  const { env, DEFAULT_DEMO_PASSWORD, allowDemoUsersInProduction } = await import('@/src/lib/env')
  const seed = await seedDemo(payload, {
    password: env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    allowProductionUsers: allowDemoUsersInProduction,
    log,
  })
  // Demo stock lives in its own schema (not Payload's tables); seeded after the migrations
  // above, idempotently (dealerships that already have stock are left alone).
  const { seedDemoInventoryAt } = await import('@/src/demo/stock/seed')
  const { databaseUrl } = await import('@/src/lib/env')
  await seedDemoInventoryAt(databaseUrl(), new Date(), log)
  return { payload, seed }
}

/**
 * Done with the Payload that migrateAndSeed returned. `payload.destroy()` drops its schema but
 * not its connection pool, whose idle connections outlive the script's use of them: dropping the
 * database under them (the e2e server and the benches do on exit) made the pool emit an
 * unhandled 'error' that crashed the process. So the pool's errors are now expected, and its idle
 * connections are closed (not awaited: a connection Payload never released would hold it up).
 */
export async function closePayload(payload: Payload): Promise<void> {
  await payload.destroy()
  payload.db.pool.on('error', () => {})
  void payload.db.pool.end().catch(() => {})
}
