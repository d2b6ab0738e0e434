import { readiness, readinessResponse } from '@/src/api/readiness'
import { databaseAnswers, migrationsApplied } from '@/src/cms/health'
import { methodNotAllowed } from '@/src/lib/api-errors'
import { isDraining } from '@/src/lib/lifecycle'
import { sharedCacheState } from '@/src/lib/shared-cache'
import { searchReadiness } from '@/src/search/engine'

export const dynamic = 'force-dynamic'

/** GET /api/ready: whether the load balancer should send this process requests (src/api/readiness.ts). */
export async function GET(): Promise<Response> {
  return readinessResponse(
    await readiness({
      database: databaseAnswers,
      migrations: migrationsApplied,
      search: searchReadiness,
      cache: sharedCacheState,
      draining: isDraining,
    }),
  )
}

const getOnly = methodNotAllowed(['GET'], 'This address answers GET requests only.')
export { getOnly as POST, getOnly as PUT, getOnly as PATCH, getOnly as DELETE }
