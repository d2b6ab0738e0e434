// GET /metrics: this process's Prometheus metrics, for the scraper only. The platform host alone
// answers (a dealer's domain says there is nothing here, as for the admin), and with METRICS_TOKEN
// set only a scrape sending it as a bearer token is answered.
import { createHash, timingSafeEqual } from 'node:crypto'
import { bearerToken } from '@/src/domain/http/bearer'
import { errorResponse } from '@/src/lib/api-errors'
import { logger } from '@/src/lib/logger'
import { metrics, setPendingJobs } from '@/src/lib/metrics'

export interface MetricsDeps {
  /** True when the request came to a dealer host (src/cms/api-guard.ts `offPlatformHost`). */
  offPlatformHost(request: Request): boolean
  /** METRICS_TOKEN, or undefined when scrapes need none. */
  token: string | undefined
  pendingJobs(): Promise<Record<string, number>>
}

export const NOTHING_HERE = 'There is nothing at this address on this site.'
export const TOKEN_REQUIRED = 'Send the metrics token as Authorization: Bearer <token>.'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Compared as digests of equal length, so the time taken says nothing about the token. */
function tokenMatches(sent: string | null, token: string): boolean {
  return timingSafeEqual(digest(sent ?? ''), digest(token)) && sent !== null
}

/** The refusal for the request, or null when it may read the metrics. */
function refusal(request: Request, deps: MetricsDeps): Response | null {
  if (deps.offPlatformHost(request)) return errorResponse('not-found', NOTHING_HERE)
  if (deps.token === undefined || tokenMatches(bearerToken(request.headers.get('authorization')), deps.token)) return null
  const refused = errorResponse('unauthorized', TOKEN_REQUIRED)
  refused.headers.set('www-authenticate', 'Bearer')
  return refused
}

export async function metricsResponse(request: Request, deps: MetricsDeps): Promise<Response> {
  const refused = refusal(request, deps)
  if (refused) return refused
  try {
    setPendingJobs(await deps.pendingJobs())
  } catch (error) {
    // The rest still helps while the database does not answer; the queue's gauge is left out.
    metrics.jobsPending.reset()
    logger.warn({ err: error }, 'Metrics: the job queue could not be read')
  }
  return new Response(await metrics.registry.metrics(), {
    headers: { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' },
  })
}

/** Any method but GET: a dealer host still finds nothing here; the platform host is told to GET. */
export function metricsMethodRefused(request: Request, deps: Pick<MetricsDeps, 'offPlatformHost'>): Response {
  if (deps.offPlatformHost(request)) return errorResponse('not-found', NOTHING_HERE)
  const response = errorResponse('method-not-allowed', 'This address answers GET requests only.')
  response.headers.set('allow', 'GET, HEAD')
  return response
}
