// The database side of readiness (src/api/readiness.ts): Payload's own pool answers, and every
// migration this build carries is recorded as applied (a process of a newer build must not take
// traffic before `payload migrate` has run against the database it shares).
import type { Pool } from 'pg'
import { migrations } from '@/migrations'
import { payloadClient } from './payload'

const poolOf = async () => ((await payloadClient()).db as unknown as { pool: Pool }).pool

export async function databaseAnswers(): Promise<boolean> {
  await (await poolOf()).query('SELECT 1')
  return true
}

export async function migrationsApplied(): Promise<boolean> {
  const { rows } = await (await poolOf()).query<{ name: string }>('SELECT name FROM payload_migrations')
  const applied = new Set(rows.map((r) => r.name))
  return migrations.every((m) => applied.has(m.name))
}
