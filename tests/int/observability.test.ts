// Route types and metrics on the demo tenants. GET /metrics through its route handler: after a search and a
// lead through their own routes, the scrape holds their series (the engine's time, the answer
// cache's lookups, the lead's deliveries by channel) and the job queue's depth read from the
// database; a dealer host finds nothing, and with METRICS_TOKEN set a scrape without it, or
// with another, is refused. And Payload's own log lines go through the server's logger.
import type pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

import * as metricsRoute from '@/src/app/metrics/route'
import { POST as leadPOST } from '@/src/app/api/leads/route'
import { POST as searchPOST } from '@/src/app/api/search/1/indexes/[...path]/route'
import { kickLeadDeliveries } from '@/src/cms/leads'
import { logger } from '@/src/lib/logger'
import { NOTHING_HERE, TOKEN_REQUIRED } from '@/src/api/metrics'
import { testPool } from '../helpers/fuzz'
import { HARBOUR } from '../helpers/demo-stock'
import { testPayload } from '../helpers/payload'

// The int tests' environment sets it (int-env.ts), as a deployment that guards its metrics does.
const TOKEN = process.env.METRICS_TOKEN!

const PLATFORM = 'localhost:3000'
let payload: Payload
let pool: pg.Pool

function scrape(host: string, authorization: string | null = `Bearer ${TOKEN}`, method = 'GET') {
  const headers: Record<string, string> = { host }
  if (authorization !== null) headers.authorization = authorization
  const request = new Request(`http://${host}/metrics`, { method, headers })
  return method === 'GET' ? metricsRoute.GET(request) : metricsRoute.POST(request)
}

/** A sample's value in Prometheus text, by metric name and labels; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]))
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3])
  }
  return undefined
}

async function metricsText(): Promise<string> {
  const response = await scrape(PLATFORM)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return response.text()
}

function search(body: unknown) {
  const request = new Request(`http://${HARBOUR}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    headers: { host: HARBOUR, 'content-type': 'text/plain', 'x-forwarded-for': '203.0.113.80' },
    body: JSON.stringify(body),
  })
  return searchPOST(request, { params: Promise.resolve({ path: ['*', 'queries'] }) })
}

function lead(email: string) {
  const body = {
    form: 'contact',
    name: 'Ann',
    last_name: 'Lee',
    email,
    phone: '0412 345 678',
    postcode: '2000',
    message: 'Please call me.',
    started_at: String(Date.now() - 60_000),
  }
  return leadPOST(
    new Request(`http://${HARBOUR}/api/leads`, {
      method: 'POST',
      headers: { host: HARBOUR, 'content-type': 'application/json', 'user-agent': 'IntTest/1', 'x-forwarded-for': '203.0.113.81' },
      body: JSON.stringify(body),
    }),
  )
}

const pendingInDatabase = async (task: string) =>
  (
    await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = $1 AND completed_at IS NULL AND has_error IS NOT TRUE`,
      [task],
    )
  ).rows[0].n

beforeAll(async () => {
  ;({ payload } = await testPayload())
  pool = testPool()
})

afterAll(async () => {
  await pool?.end()
})

describe('GET /metrics on the platform host with the token', () => {
  test('after a search and a lead: the engine time, the answer cache, the deliveries by channel', async () => {
    const before = await metricsText()
    const was = (name: string, labels: Record<string, string>) => sample(before, name, labels) ?? 0

    const found = await search({ requests: [{ indexName: 'cars', hitsPerPage: 2 }] })
    expect(found.status).toBe(200)
    const stored = await lead('metrics-lead@example.com')
    expect(stored.status).toBe(201)
    // The route starts the delivery after answering; this waits for that run (or makes it).
    await kickLeadDeliveries()

    const after = await metricsText()
    const now = (name: string, labels: Record<string, string>) => sample(after, name, labels) ?? 0
    const engine = { kind: 'multi', outcome: 'ok' }
    expect(now('search_engine_duration_seconds_count', engine)).toBe(was('search_engine_duration_seconds_count', engine) + 1)
    expect(now('search_engine_duration_seconds_sum', engine)).toBeGreaterThan(was('search_engine_duration_seconds_sum', engine))
    const miss = { cache: 'search_answers', result: 'miss' }
    expect(now('cache_lookups_total', miss)).toBe(was('cache_lookups_total', miss) + 1)
    // Harbour City sends leads by e-mail only (tenants/demo): the CRM and the webhook are not set up.
    // (At least: leads other test files stored without delivering them go out in the same run.)
    for (const [channel, outcome] of [
      ['email', 'delivered'],
      ['crm', 'not_configured'],
      ['webhook', 'not_configured'],
    ]) {
      const labels = { channel, outcome }
      expect(now('lead_deliveries_total', labels), `${channel} ${outcome}`).toBeGreaterThanOrEqual(was('lead_deliveries_total', labels) + 1)
    }
    // The default process metrics are there too.
    expect(sample(after, 'process_cpu_user_seconds_total', {})).toBeGreaterThan(0)
    expect(sample(after, 'nodejs_heap_size_used_bytes', {})).toBeGreaterThan(0)
  })

  test('the queue depth per task is read from the database at each scrape; idle tasks show 0', async () => {
    const job = await payload.jobs.queue({ task: 'eraseExpiredLeads', input: {}, waitUntil: new Date(Date.now() + 3_600_000) })
    try {
      const pending = await pendingInDatabase('eraseExpiredLeads')
      expect(pending).toBeGreaterThanOrEqual(1)
      const text = await metricsText()
      expect(sample(text, 'jobs_pending', { task: 'eraseExpiredLeads' })).toBe(pending)
      expect(sample(text, 'jobs_pending', { task: 'deliverLead' })).toBe(await pendingInDatabase('deliverLead'))
    } finally {
      await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    }
    expect(sample(await metricsText(), 'jobs_pending', { task: 'eraseExpiredLeads' })).toBe(await pendingInDatabase('eraseExpiredLeads'))
  })

  test('nothing of the configuration is in it', async () => {
    const text = await metricsText()
    for (const secret of [TOKEN, process.env.PAYLOAD_SECRET!, process.env.DATABASE_URL!, 'harbour-city-motors']) {
      expect(text).not.toContain(secret)
    }
  })
})

describe('refusals', () => {
  test.each([HARBOUR, `${HARBOUR}:3000`, 'www.harbourcitymotors.com.au'])(
    'a dealer host (%s) finds nothing, token or not',
    async (host) => {
      for (const authorization of [`Bearer ${TOKEN}`, null]) {
        const response = await scrape(host, authorization)
        expect(response.status).toBe(404)
        expect(await response.json()).toEqual({ error: NOTHING_HERE })
      }
      expect((await scrape(host, `Bearer ${TOKEN}`, 'POST')).status).toBe(404)
    },
  )

  test.each([
    ['no Authorization header', null],
    ['another token', 'Bearer int-metrics-token-0123456788'],
    ['the token with something after it', `Bearer ${TOKEN}x`],
    ['the token cut short', `Bearer ${TOKEN.slice(0, -1)}`],
    ['an empty bearer', 'Bearer '],
    ['the token as Basic', `Basic ${TOKEN}`],
    ['the token without a scheme', TOKEN],
  ])('on the platform host, %s is a 401', async (_name, authorization) => {
    const response = await scrape(PLATFORM, authorization)
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ error: TOKEN_REQUIRED })
    expect(text).not.toContain(TOKEN)
  })

  test('another method on the platform host is a 405', async () => {
    const response = await scrape(PLATFORM, `Bearer ${TOKEN}`, 'POST')
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe("Payload's own log lines", () => {
  test('go through the server logger, so they are JSON in production, carry the request id and mask the same fields', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    payload.logger.warn({ email: 'x@example.com' }, 'from Payload')
    expect(warn).toHaveBeenCalledWith({ email: 'x@example.com' }, 'from Payload')
  })
})
