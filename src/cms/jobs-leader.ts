// One process runs Payload's own job queue (scheduled publishing, erasing expired leads) at a
// time: Payload's runner can hand one job to two overlapping runs, and every app process ticks it.
// The runner is led by whichever process holds a PostgreSQL advisory lock on a connection of its
// own; the lock goes with the connection, so when that process stops or dies another takes over
// on its next tick. Lead deliveries and reservation lapses claim their own work and need no leader.
import pg from 'pg'

/** The lock's key: one per database, whoever asks. */
const JOBS_LOCK = [0x5e60, 1] as const

export interface JobsLeader {
  /** True while this process holds the lock; tries to take it when it does not. */
  leading(): Promise<boolean>
  release(): Promise<void>
}

export function jobsLeader(connectionString: string): JobsLeader {
  let client: pg.Client | null = null
  let held = false
  const drop = () => {
    held = false
    client = null
  }
  return {
    async leading() {
      try {
        if (held && client) {
          // Still connected, so still holding it (the lock lives as long as the connection).
          await client.query('SELECT 1')
          return true
        }
        client ??= await connect(connectionString, drop)
        const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [...JOBS_LOCK])
        held = rows[0].ok
      } catch {
        drop()
      }
      return held
    },
    async release() {
      const current = client
      drop()
      await current?.end().catch(() => {})
    },
  }
}

async function connect(connectionString: string, onLost: () => void): Promise<pg.Client> {
  const client = new pg.Client({ connectionString })
  // A dropped connection took the lock with it: try again on the next tick.
  client.on('error', onLost)
  client.on('end', onLost)
  await client.connect()
  return client
}

const KEY = Symbol.for('dealer-platform.jobs-leader')

/** The process's leader (one per process, whichever bundle asks). */
export function processJobsLeader(connectionString: string): JobsLeader {
  const holder = globalThis as typeof globalThis & { [KEY]?: JobsLeader }
  return (holder[KEY] ??= jobsLeader(connectionString))
}
