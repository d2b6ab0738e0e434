import { metricsMethodRefused, metricsResponse } from '@/src/api/metrics'
import { offPlatformHost } from '@/src/cms/api-guard'
import { pendingJobsByTask } from '@/src/cms/job-queue'
import { metricsToken } from '@/src/lib/env'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

/** GET /metrics: this process's Prometheus metrics; the logic is in src/api/metrics.ts. */
export function GET(request: Request): Promise<Response> {
  return metricsResponse(request, { offPlatformHost, token: metricsToken(), pendingJobs: () => pendingJobsByTask() })
}

const refuse = (request: Request) => metricsMethodRefused(request, { offPlatformHost })
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS }
