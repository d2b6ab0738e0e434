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
