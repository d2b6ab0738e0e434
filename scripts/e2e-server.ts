/**
 * Playwright's web server: a fresh database for this run (migrated, demo-seeded) and the
 * production build served by scripts/serve.ts. Builds first when there is no build.
 */
import { spawn } from 'node:child_process'
import { freshDemoDatabase } from './lib/bootstrap'
import { prepareProductionBuild, SERVE_COMMAND } from './lib/production-build'

const PORT = process.env.E2E_PORT ?? '3100'

async function main() {
  const database = await freshDemoDatabase('dealer_e2e')

  // Map tiles from a host that never resolves: the tests check the markers and the fallback, never the network.
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    DEMO_MODE: 'true',
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef',
    PORT,
    MAP_TILE_URL: 'https://tiles.invalid/{z}/{x}/{y}.png',
    MAP_TILE_ATTRIBUTION: 'Test tiles',
    // Sign-in texts: the offline outbox, read back by tests/e2e/shoppers.spec.ts.
    SMS_OUTBOX_DIR: '.data/e2e-sms',
  }
  await prepareProductionBuild(env)
  // Same process group as this script: Playwright stops the web server by killing its whole
  // group, which must include next and its workers.
  const app = spawn(SERVE_COMMAND.command, SERVE_COMMAND.args, { stdio: 'inherit', env })
  const exited = new Promise<void>((resolve) => app.once('exit', () => resolve()))
  // Once, whichever comes first: SIGTERM to the group (Playwright's shutdown) or the server exiting.
  let stopping: Promise<void> | null = null
  const cleanup = () =>
    (stopping ??= (async () => {
      app.kill('SIGTERM')
      // Its connections go before the database does (dropping it under them is an error there).
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      await database.drop()
      process.exit(0)
    })())
  process.on('SIGTERM', cleanup)
  process.on('SIGINT', cleanup)
  app.on('exit', cleanup)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
