/**
 * `npm run demo`: the whole product on this machine with its embedded defaults.
 * - PostgreSQL: DATABASE_URL when set; otherwise an embedded server in .data/postgres.
 * - Runs the committed migrations, seeds the demo dealers when the database is empty
 *   (a second run reuses the data), prints the site URLs and the admin login,
 * - then serves the app (production build by default; `--dev` for next dev).
 * - PAYLOAD_SECRET: the one set, else a random one kept in .data/payload-secret (never a
 *   constant: a published secret lets anyone forge sessions and preview links).
 * Each of those steps prints its time as it ends (scripts/lib/steps.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { closePayload, migrateAndSeed } from './lib/bootstrap'
import { createDatabaseIfMissing, EMBEDDED_PORT, startEmbedded } from './lib/database'
import { demoSecret } from './lib/demo-secret'
import { prepareProductionBuild, SERVE_COMMAND } from './lib/production-build'
import { eachLine, stepRunner, type Step } from './lib/steps'

const PORT = process.env.PORT ?? '3000'
const dev = process.argv.includes('--dev')
const steps = stepRunner({ prefix: dev ? '[dev]' : '[demo]' })

async function main() {
  // Before anything reads the environment: this process seeds with it, the server signs with it.
  process.env.PAYLOAD_SECRET ||= demoSecret()
  const database = await steps.run('database', startDatabase, ({ detail }) => ({ detail }))
  const { payload, seed } = await migrateAndSeed({ seed: true, steps })
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
  // Builds on the first run (`npm run dev` needs none), with its compile hints.
  await steps.run(
    'build',
    async (step) => {
      if (dev) return 'skipped' as const
      step.waitingOn('the production build (the first run builds the app: minutes on 2 cores)')
      return prepareProductionBuild(env, step.log)
    },
    (result) => BUILD_OUTCOMES[result],
  )
  // Own process group, so stopping the demo stops next and all of its workers.
  const [command, args] = dev ? ['npx', ['next', 'dev', '-p', PORT]] : [SERVE_COMMAND.command, [...SERVE_COMMAND.args]]
  const server = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], env, detached: true })
  stopOnExit(server, database.stop)
  await steps.run(
    'serve',
    (step) => untilReady(server, step),
    () => ({ detail: `http://localhost:${PORT}/` }),
  )
  printWelcome(seed?.sites ?? [], seed?.users ?? [], password)
}

const BUILD_OUTCOMES = {
  built: { detail: 'built into .next' },
  reused: { status: 'reused', detail: 'the build in .next (delete .next to rebuild)' },
  skipped: { status: 'skipped', detail: 'next dev compiles each page on its first request' },
} as const

async function startDatabase(step: Step) {
  if (process.env.DATABASE_URL) return { stop: async () => {}, detail: 'the database in DATABASE_URL (nothing embedded is started)' }
  step.waitingOn('the embedded PostgreSQL to start')
  const server = await startEmbedded(step.log)
  step.waitingOn('the embedded PostgreSQL to create the database "dealer"')
  await createDatabaseIfMissing(server.adminUrl, 'dealer')
  process.env.DATABASE_URL = server.urlFor('dealer')
  return { stop: server.stop, detail: `embedded PostgreSQL on 127.0.0.1:${EMBEDDED_PORT}, data in .data/postgres` }
}

/** Resolves when the server says it is ready; its output is the step's until then, and printed after. */
function untilReady(server: ChildProcess, step: Step): Promise<void> {
  step.waitingOn(`the ${dev ? 'next dev' : 'production'} server to listen on port ${PORT}`)
  let print = step.log
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server stopped (exit ${code}) before it was ready`)))
    eachLine(server.stdout!, (line) => {
      print(line)
      if (/Ready|started server/i.test(line)) {
        print = console.log
        resolve()
      }
    })
  })
}

function stopOnExit(server: ChildProcess, stopDatabase: () => Promise<void>) {
  const stopServer = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
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
