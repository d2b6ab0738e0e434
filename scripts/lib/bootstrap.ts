import type { Payload } from 'payload'
import { quietSteps, type Step, type StepOutcome, type StepRunner } from './steps'

/**
 * Migrate and seed the database named by process.env.DATABASE_URL, as the steps Payload,
 * migrations and seed of `steps` (the demo prints them with their times; without it only the
 * seed's own lines go to `log`). Payload's config reads the environment when it is imported,
 * so it is imported only after the URL is set. Run it under `node --conditions=development`
 * (package.json does): through Lexical's `*.node.mjs` entry points the config's import
 * sometimes never settles on Node 20 (docs/demo-startup.md).
 */
export async function migrateAndSeed(options: { seed: boolean; log?: (s: string) => void; steps?: StepRunner }) {
  const steps = options.steps ?? quietSteps(options.log ?? console.log)
  const { payload, migrations } = await steps.run('Payload', startPayload)
  await steps.run('migrations', async (step) => {
    step.waitingOn('running the committed migrations')
    await payload.db.migrate({ migrations: migrations as never })
  })
  if (!options.seed) return { payload, seed: null }
  const { site } = await steps.run('seed', (step) => seedDemoData(payload, step), describeSeed)
  return { payload, seed: site }
}

/** The imports stay together: importing the config first and alone hung as well (docs/demo-startup.md). */
async function startPayload(step: Step) {
  step.waitingOn('importing the Payload config, payload and the migrations')
  const [{ default: config }, { getPayload }, { migrations }] = await Promise.all([
    import('@/payload.config'),
    import('payload'),
    import('@/migrations'),
  ])
  step.waitingOn('starting Payload (connecting to the database)')
  const payload = await getPayload({ config })
  return { payload, migrations }
}

async function seedDemoData(payload: Payload, step: Step) {
  const { seedDemo } = await import('@/src/demo/site')
  const { env, DEFAULT_DEMO_PASSWORD, allowDemoUsersInProduction, databaseUrl } = await import('@/src/lib/env')
  step.waitingOn('creating the demo dealer sites and users')
  const site = await seedDemo(payload, {
    password: env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    allowProductionUsers: allowDemoUsersInProduction,
    log: step.log,
  })
  // Demo stock lives in its own schema (not Payload's tables); seeded after the migrations
  // above, idempotently (dealerships that already have stock are left alone).
  const { seedDemoInventoryAt } = await import('@/src/demo/stock/seed')
  step.waitingOn('importing the demo stock')
  const stock = await seedDemoInventoryAt(databaseUrl(), new Date(), step.log)
  return { site, stock }
}

type SeedData = Awaited<ReturnType<typeof seedDemoData>>

function describeSeed({ site, stock }: SeedData): StepOutcome {
  const vehicles = stock.seeded.reduce((sum, { vehicles }) => sum + vehicles, 0)
  if (!site.createdTenants.length && !vehicles) {
    return { status: 'reused', detail: `the ${site.sites.length} demo sites and their stock were already in the database` }
  }
  return { detail: `${site.createdTenants.length} demo sites and ${vehicles} vehicles created` }
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

/**
 * A new database named `${prefix}_<time>` on the test server (scripts/lib/database.ts), made the
 * process's DATABASE_URL, migrated and seeded with the demo dealers: for the e2e server and the
 * benches. `drop()` removes it and stops an embedded server.
 */
export async function freshDemoDatabase(prefix: string) {
  const { createDatabaseIfMissing, dropDatabase, testServer } = await import('./database')
  const server = await testServer()
  const name = `${prefix}_${Date.now().toString(36)}`
  await createDatabaseIfMissing(server.adminUrl, name)
  const url = server.urlFor(name)
  process.env.DATABASE_URL = url
  const { payload } = await migrateAndSeed({ seed: true, log: () => {} })
  await closePayload(payload)
  return {
    url,
    async drop() {
      await dropDatabase(server.adminUrl, name).catch(() => {})
      await server.stop()
    },
  }
}
