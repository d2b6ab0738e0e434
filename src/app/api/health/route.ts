import { methodNotAllowed } from '@/src/lib/api-errors'

export const dynamic = 'force-dynamic'

/**
 * GET /api/health: the process is alive and answering (a liveness probe restarts it otherwise).
 * It checks nothing else, so a database outage never restarts every process at once; whether to
 * send it traffic is /api/ready's question. On every host; says nothing about the platform.
 */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}

const getOnly = methodNotAllowed(['GET'], 'This address answers GET requests only.')
export { getOnly as POST, getOnly as PUT, getOnly as PATCH, getOnly as DELETE }
