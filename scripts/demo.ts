/**
 * `npm run demo`: the whole product on this machine with its embedded defaults.
 * - PostgreSQL: DATABASE_URL when set; otherwise an embedded server in .data/postgres.
 * - Runs the committed migrations, seeds the demo dealers when the database is empty
 *   (a second run reuses the data), prints the site URLs and the admin login,
 * - then serves the app (production build by default; `--dev` for next dev).
 * - PAYLOAD_SECRET: the one set, else a random one kept in .data/payload-secret (never a
 *   constant: a published secret lets anyone forge sessions and preview links).
 */
import { spawn } from 'node:child_process'
import { closePayload, migrateAndSeed } from './lib/bootstrap'
import { createDatabaseIfMissing, startEmbedded } from './lib/database'
import { demoSecret } from './lib/demo-secret'
import { prepareProductionBuild, SERVE_COMMAND } from './lib/production-build'

const PORT = process.env.PORT ?? '3000'
const dev = process.argv.includes('--dev')

async function main() {
  // Before anything reads the environment: this process seeds with it, the server signs with it.
  process.env.PAYLOAD_SECRET ||= demoSecret()
  let stopDatabase = async () => {}
  if (!process.env.DATABASE_URL) {
    const server = await startEmbedded()
    await createDatabaseIfMissing(server.adminUrl, 'dealer')
    process.env.DATABASE_URL = server.urlFor('dealer')
    stopDatabase = server.stop
  } else {
    console.log('Using the database in DATABASE_URL (nothing embedded is started).')
  }

  const { payload, seed } = await migrateAndSeed({ seed: true })
  const password = process.env.DEMO_PASSWORD ?? (await import('@/src/lib/env')).DEFAULT_DEMO_PASSWORD
  // Close this process's connections before the server takes over.
  await closePayload(payload)

  // The server's output comes through a pipe here: readable log lines when this runs on a terminal.
  const env = {
    ...process.env,
    PORT,
    DEMO_MODE: 'true',
    LOG_FORMAT: process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : undefined),
  }
  // Builds on the first run (`npm run demo -- --dev` skips it), with its compile hints.
  if (!dev) prepareProductionBuild(env)
  // Own process group, so stopping the demo stops next and all of its workers.
  const [command, args] = dev ? ['npx', ['next', 'dev', '-p', PORT]] : [SERVE_COMMAND.command, [...SERVE_COMMAND.args]]
  const server = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], env, detached: true })
  const stopServer = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  server.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk)
    if (/Ready|started server/i.test(chunk.toString())) printWelcome(seed?.sites ?? [], seed?.users ?? [], password)
  })
  const shutdown = async () => {
    stopServer()
    await stopDatabase()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
  server.on('exit', async (code) => {
    await stopDatabase()
    process.exit(code ?? 0)
  })
}

function printWelcome(sites: { name: string; domain: string }[], users: { email: string; role: string }[], password: string) {
  const lines = [
    '',
    'Dealer Platform demo is running.',
    '',
    `  All demo sites:   http://localhost:${PORT}/`,
    ...sites.map((s) => `  ${s.name.padEnd(28)} http://${s.domain}:${PORT}/`),
    '',
    `  Admin:            http://localhost:${PORT}/admin`,
    ...users.map((u) => `  ${u.role.padEnd(40)} ${u.email}`),
    `  Password for all demo users: ${password}`,
    '',
  ]
  console.log(lines.join('\n'))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
