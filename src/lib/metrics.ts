import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/**
 * The process's Prometheus metrics, served by GET /metrics on the platform host.
 * Each app process has its own registry and is scraped on its own (sum or aggregate across
 * instances in Prometheus); nothing here is shared between processes. Labels take only a few
 * fixed values (route types, status classes, channels, task names), never hosts or paths.
 */
function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    httpSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response end in the production server, by route type and status class',
      labelNames: ['route', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    searchSeconds: new Histogram({
      name: 'search_engine_duration_seconds',
      help: 'Time the search engine took for one search request (not cached answers), by request kind and outcome',
      labelNames: ['kind', 'outcome'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    leadDeliveries: new Counter({
      name: 'lead_deliveries_total',
      help: 'Lead delivery attempts by channel (email, crm, webhook) and outcome (delivered, failed, not_configured)',
      labelNames: ['channel', 'outcome'] as const,
      registers,
    }),
    cacheLookups: new Counter({
      name: 'cache_lookups_total',
      help: 'Lookups in per-process caches by cache and result (hit, miss)',
      labelNames: ['cache', 'result'] as const,
      registers,
    }),
    jobsPending: new Gauge({
      name: 'jobs_pending',
      help: 'Jobs in the queue not yet completed or failed for good, by task, read from the database at scrape time',
      labelNames: ['task'] as const,
      registers,
    }),
  }
}

type Metrics = ReturnType<typeof createMetrics>

// Kept on globalThis: Next evaluates this module once per bundle, and the web server loads it
// outside Next; registering the same metric twice would throw, and counts would be split.
const SHARED = Symbol.for('dealer-platform.metrics')
const holder = globalThis as typeof globalThis & { [SHARED]?: Metrics }
export const metrics: Metrics = (holder[SHARED] ??= createMetrics())

/** Counts one lookup of a per-process cache (the search answer cache, memos). */
export function countCacheLookup(cache: string, hit: boolean): void {
  metrics.cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' })
}

/** Replaces the pending-jobs gauge with what the queue holds now. */
export function setPendingJobs(byTask: Readonly<Record<string, number>>): void {
  metrics.jobsPending.reset()
  for (const [task, count] of Object.entries(byTask)) metrics.jobsPending.set({ task }, count)
}
