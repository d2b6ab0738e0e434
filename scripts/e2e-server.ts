/**
 * Playwright's web server: a fresh database for this run (migrated, demo-seeded) and the
 * production build served by `next start`. Builds first when there is no build.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { migrateAndSeed } from './lib/bootstrap'
import { createDatabaseIfMissing, dropDatabase, testServer } from './lib/database'

const PORT = process.env.E2E_PORT ?? '3100'

async function main() {
  const server = await testServer()
  const name = `dealer_e2e_${Date.now()}`
  await createDatabaseIfMissing(server.adminUrl, name)
  process.env.DATABASE_URL = server.urlFor(name)
  const { payload } = await migrateAndSeed({ seed: true, log: () => {} })
  await payload.destroy()

  const env = { ...process.env, NODE_ENV: 'production' as const, DEMO_MODE: 'true', PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef', PORT }
  if (!existsSync('.next/BUILD_ID')) {
    const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  // Each run has a fresh database; cached site reads left by an earlier run (same tenant ids,
  // different pages) would otherwise be served as current, e.g. a new page as a 404.
  rmSync('.next/cache/fetch-cache', { recursive: true, force: true })
  // Same process group as this script: Playwright stops the web server by killing its whole
  // group, which must include next and its workers.
  const app = spawn('npx', ['next', 'start', '-p', PORT], { stdio: 'inherit', env })
  const cleanup = async () => {
    app.kill('SIGTERM')
    await dropDatabase(server.adminUrl, name).catch(() => {})
    await server.stop()
    process.exit(0)
  }
  process.on('SIGTERM', cleanup)
  process.on('SIGINT', cleanup)
  app.on('exit', cleanup)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
