/**
 * Playwright's web server: a fresh database for this run (migrated, demo-seeded) and the
 * production build served by `next start`. Builds first when there is no build.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
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
  const app = spawn('npx', ['next', 'start', '-p', PORT], { stdio: 'inherit', env, detached: true })
  const cleanup = async () => {
    try {
      if (app.pid) process.kill(-app.pid, 'SIGTERM')
    } catch {
      // already gone
    }
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
