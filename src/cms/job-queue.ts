import type { Payload } from 'payload'
import { payloadClient } from './payload'

type Pool = { query: (sql: string) => Promise<{ rows: { task: string; pending: number }[] }> }

/**
 * Jobs of Payload's queue not yet done, per task (GET /metrics): waiting, waiting for a retry or
 * running; a job that failed for good (has_error) is not counted. Every task the config declares is
 * listed, at 0 when idle, so an alert can tell "none" from "not read".
 */
export async function pendingJobsByTask(given?: Payload): Promise<Record<string, number>> {
  const payload = given ?? (await payloadClient())
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const { rows } = await pool.query(
    `SELECT task_slug::text AS task, count(*)::int AS pending FROM payload_jobs
      WHERE completed_at IS NULL AND has_error IS NOT TRUE AND task_slug IS NOT NULL
      GROUP BY task_slug`,
  )
  const declared = (payload.config.jobs.tasks ?? []).map((task) => [task.slug, 0] as const)
  return { ...Object.fromEntries(declared), ...Object.fromEntries(rows.map((r) => [r.task, r.pending])) }
}
