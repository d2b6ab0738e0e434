/**
 * `npm run bench:load` (not a test): how much one app process serves, and how much two do. On a
 * fresh database with the demo dealers and the production build, autocannon sends the pages
 * shoppers open most (home, search page, a car page) and the search API, on each demo
 * dealer's host, first to one process, then split evenly between two (as a load balancer would,
 * one autocannon per process) on one PostgreSQL and Redis. Prints requests/s, latency
 * percentiles and errors for each, and the ratio. The machines are shared and noisy: compare
 * the two rows of one run, not runs.
 */
import autocannon, { type Request as CannonRequest, type Result } from 'autocannon'
import pg from 'pg'
import { freshDemoDatabase } from '../scripts/lib/bootstrap'
import { prepareProductionBuild } from '../scripts/lib/production-build'
import { type AppProcess, startApp } from '../tests/helpers/app-process'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const PORTS = [3511, 3512]
const HOSTS = ['harbour-city-motors.localhost', 'southern-cross-auto-group.localhost', 'red-centre-caravans.localhost']
const RUN = Date.now().toString(36)

/** The search page's own first query, as the browser sends it. */
const SEARCH_BODY = JSON.stringify({
  requests: [{ indexName: 'cars', params: 'hitsPerPage=21&page=0&facets=%5B%22make%22%2C%22car_type%22%5D' }],
})

/** One car page per dealer: the newest car each site shows. */
async function carPaths(url: string): Promise<Map<string, string>> {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  const dealerships: Record<string, string> = {
    'harbour-city-motors.localhost': 'harbour-city-motors',
    'southern-cross-auto-group.localhost': 'southern-cross-toyota',
    'red-centre-caravans.localhost': 'red-centre-caravans',
  }
  const paths = new Map<string, string>()
  for (const [host, dealership] of Object.entries(dealerships)) {
    const { rows } = await db.query<{ path: string }>(
      `SELECT _record->>'path' AS path FROM inventory.vehicles
       WHERE _record->>'dealership_slug' = $1 AND _record->>'status' = 'in_stock' ORDER BY _object_id DESC LIMIT 1`,
      [dealership],
    )
    paths.set(host, rows[0].path)
  }
  await db.end()
  return paths
}

/** Every client is its own address (the app trusts one proxy hop), so per-IP limits see shoppers, not the bench. */
let client = 0
const fromShopper = (request: CannonRequest) => {
  client = (client + 1) % 60_000
  request.headers = { ...request.headers, 'x-forwarded-for': `10.${client >> 8}.${client & 255}.1` }
  return request
}

function requestsFor(cars: Map<string, string>): CannonRequest[] {
  return HOSTS.flatMap((host): CannonRequest[] => [
    { method: 'GET', path: '/', headers: { host }, setupRequest: fromShopper },
    { method: 'GET', path: '/search', headers: { host }, setupRequest: fromShopper },
    { method: 'GET', path: cars.get(host)!, headers: { host }, setupRequest: fromShopper },
    {
      method: 'POST',
      path: '/api/search/1/indexes/*/queries',
      headers: { host, 'content-type': 'text/plain' },
      body: SEARCH_BODY,
      setupRequest: fromShopper,
    },
  ])
}

const cannon = (port: number, connections: number, seconds: number, requests: CannonRequest[]) =>
  autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests, timeout: 30 })

interface Row {
  processes: number
  requests: number
  seconds: number
  p50: number
  p90: number
  /** autocannon's percentiles skip p95: p97.5 is reported, which a p95 budget is stricter for. */
  p97: number
  p99: number
  errors: number
}

/** The load split over `apps` (one autocannon each), measured together. */
async function measure(apps: AppProcess[], requests: CannonRequest[]): Promise<Row> {
  const each = Math.max(1, Math.round(CONNECTIONS / apps.length))
  await Promise.all(apps.map((app) => cannon(app.port, each, WARM_SECONDS, requests)))
  const results: Result[] = await Promise.all(apps.map((app) => cannon(app.port, each, SECONDS, requests)))
  // Percentiles of the combined load: each run's histogram weighted by its request count.
  const total = results.reduce((sum, r) => sum + r.requests.total, 0)
  const weighted = (pick: (r: Result) => number) => results.reduce((sum, r) => sum + pick(r) * r.requests.total, 0) / Math.max(1, total)
  return {
    processes: apps.length,
    requests: total,
    seconds: SECONDS,
    p50: weighted((r) => r.latency.p50),
    p90: weighted((r) => r.latency.p90),
    p97: weighted((r) => r.latency.p97_5),
    p99: weighted((r) => r.latency.p99),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  }
}

async function main() {
  const database = await freshDemoDatabase('dealer_bench_load')
  const { url } = database
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    DEMO_MODE: 'true',
    PAYLOAD_SECRET: 'bench-load-secret-0123456789abcdef',
    DATABASE_URL: url,
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `dealer-bench-load-${RUN}:`,
    TRUSTED_PROXY_HOPS: '1',
    LOG_LEVEL: 'warn',
  }
  await prepareProductionBuild(env)
  const requests = requestsFor(await carPaths(url))
  const apps: AppProcess[] = []
  try {
    apps.push(await startApp(PORTS[0], env))
    const one = await measure(apps, requests)
    apps.push(await startApp(PORTS[1], env))
    const two = await measure(apps, requests)
    report([one, two])
  } finally {
    await Promise.all(apps.map((app) => app.stop('SIGKILL')))
    await database.drop()
  }
}

function report(rows: Row[]) {
  const rate = (row: Row) => row.requests / row.seconds
  console.log(
    `\nbench:load: ${HOSTS.length} dealer hosts x (home, /search, a car page, search API); ${CONNECTIONS} connections; ${SECONDS} s each after ${WARM_SECONDS} s warm-up`,
  )
  console.log('processes | requests/s | p50 ms | p90 ms | p97.5 ms | p99 ms | errors')
  for (const row of rows) {
    console.log(
      `${row.processes} | ${rate(row).toFixed(1)} | ${row.p50.toFixed(0)} | ${row.p90.toFixed(0)} | ${row.p97.toFixed(0)} | ${row.p99.toFixed(0)} | ${row.errors}`,
    )
  }
  console.log(`two processes / one: ${(rate(rows[1]) / rate(rows[0])).toFixed(2)}x`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
