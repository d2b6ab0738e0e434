/**
 * Whether this process should be sent requests (GET /api/ready): its database answers, every
 * committed migration is applied, its search is warm, the shared cache answers when one is
 * configured, and it is not draining. Each check is bounded by a timeout, so a hung dependency
 * reads as failed instead of hanging the load balancer's probe. The answer names each check's
 * state and nothing else: no host names, versions or error texts.
 */

export type SearchState = 'ready' | 'loading' | 'off'
export type CacheState = 'ok' | 'unreachable' | 'off'

export interface ReadinessChecks {
  /** The database answers a query. */
  database(): Promise<boolean>
  /** Every migration this build carries is applied. */
  migrations(): Promise<boolean>
  /** The search snapshot is loaded (or not used); asking starts its load. */
  search(): SearchState
  cache(): Promise<CacheState>
  draining(): boolean
}

export interface Readiness {
  ready: boolean
  checks: { database: string; migrations: string; search: string; cache: string; process: string }
}

export const CHECK_TIMEOUT_MS = 2000

async function within<T>(work: () => Promise<T>, fallback: T, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      work().catch(() => fallback),
      new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms))),
    ])
  } finally {
    clearTimeout(timer)
  }
}

export async function readiness(checks: ReadinessChecks, timeoutMs = CHECK_TIMEOUT_MS): Promise<Readiness> {
  const [database, migrations, cache] = await Promise.all([
    within(checks.database, false, timeoutMs),
    within(checks.migrations, false, timeoutMs),
    within(checks.cache, 'unreachable' as CacheState, timeoutMs),
  ])
  const search = database ? checks.search() : 'loading'
  const draining = checks.draining()
  const result = {
    database: database ? 'ok' : 'failed',
    migrations: !database ? 'unknown' : migrations ? 'ok' : 'pending',
    search,
    cache,
    process: draining ? 'draining' : 'serving',
  }
  const ready = database && migrations && search !== 'loading' && cache !== 'unreachable' && !draining
  return { ready, checks: result }
}

/** The readiness answer: 200 when ready, else 503, never cached. */
export function readinessResponse(state: Readiness): Response {
  return Response.json(
    { status: state.ready ? 'ready' : 'not ready', checks: state.checks },
    { status: state.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}
