/**
 * `npm run bench:leads` (not a test): the lead pipeline's kill-test: no lead lost or sent twice. On a fresh
 * database and the production build, 1,000 shoppers (BENCH_LEADS) send a lead each, 50 at a time,
 * each from its own address (as behind a load balancer), retrying with the same Idempotency-Key
 * when the app does not answer. The dealer's CRM (a server in this process) fails a quarter of
 * its requests at random. The app is stopped and restarted twice mid-run: killed (SIGKILL, no
 * clean shutdown) by default, or stopped as an orchestrator stops it with BENCH_SIGNAL=SIGTERM
 * (it drains: what is in flight finishes). Afterwards: leads stored, leads delivered to the CRM,
 * duplicates, repeat deliveries, POST p95.
 */
import { Agent, createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { closePayload, migrateAndSeed } from '../scripts/lib/bootstrap'
import { createDatabaseIfMissing, dropDatabase, testServer } from '../scripts/lib/database'
import { prepareProductionBuild } from '../scripts/lib/production-build'
import { startApp } from '../tests/helpers/app-process'

const LEADS = Number(process.env.BENCH_LEADS ?? 1000)
const CONCURRENCY = 50
const PORT = process.env.BENCH_PORT ?? '3210'
const HOST = 'harbour-city-motors.localhost'
const CRM_FAILURE_RATE = 0.25
const KILLS_AT = [Math.floor(LEADS / 3), Math.floor((2 * LEADS) / 3)]
const SIGNAL = (process.env.BENCH_SIGNAL ?? 'SIGKILL') as NodeJS.Signals
const DELIVERY_TIMEOUT_MS = 8 * 60_000
const RUN = Date.now().toString(36)

const agent = new Agent({ keepAlive: true, maxSockets: 64 })

/** POST with our own Host header (fetch replaces it with the URL's host). */
function post(path: string, headers: Record<string, string>, body: string, timeoutMs = 15_000): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: Number(PORT), path, method: 'POST', headers, agent, timeout: timeoutMs }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(body)
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]

/** The dealer's CRM: fails at random, counts every accepted delivery by its Idempotency-Key. */
function startCrm() {
  const accepted = new Map<string, number>()
  let refused = 0
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      if (Math.random() < CRM_FAILURE_RATE) {
        refused++
        res.writeHead(503).end('try later')
        return
      }
      const key = String(req.headers['idempotency-key'] ?? '')
      accepted.set(key, (accepted.get(key) ?? 0) + 1)
      res.writeHead(200).end('ok')
    })
  })
  return { server, accepted, refused: () => refused }
}

async function main() {
  const db = await testServer()
  const name = `dealer_bench_leads_${RUN}`
  await createDatabaseIfMissing(db.adminUrl, name)
  const url = db.urlFor(name)
  process.env.DATABASE_URL = url
  const crm = startCrm()
  await new Promise<void>((resolve) => crm.server.listen(0, '127.0.0.1', resolve))
  const crmUrl = `http://127.0.0.1:${(crm.server.address() as AddressInfo).port}/crm`
  const { payload } = await migrateAndSeed({ seed: true, log: () => {} })
  const { docs } = await payload.find({ collection: 'tenants', where: { slug: { equals: 'harbour-city-motors' } }, limit: 1 })
  await payload.update({ collection: 'tenants', id: docs[0].id, data: { leadDelivery: { emails: [], crmUrl } } as never })
  await closePayload(payload)

  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    DEMO_MODE: 'true',
    PAYLOAD_SECRET: 'bench-secret-0123456789abcdef',
    PORT,
    DATABASE_URL: url,
    TRUSTED_PROXY_HOPS: '1',
    LEAD_RETRY_BASE_MS: '1000',
    LEAD_DELIVERY_ALLOW_PRIVATE: 'true',
  }
  await prepareProductionBuild(env)
  let app = await startApp(Number(PORT), env)

  const latencies: number[] = []
  let clientRetries = 0
  let answered = 0
  let next = 0
  const send = async (i: number) => {
    const body = JSON.stringify({
      form: 'contact',
      name: 'Bench',
      last_name: `Shopper ${i}`,
      email: `bench-${RUN}-${i}@example.com`,
      phone: '0412 345 678',
      postcode: '2000',
      message: `Kill-test lead ${i}`,
      started_at: String(Date.now() - 60_000),
    })
    const headers = {
      host: HOST,
      'content-type': 'application/json',
      'idempotency-key': `bench-${RUN}-${i}`,
      'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    }
    for (;;) {
      const started = performance.now()
      try {
        const res = await post('/api/leads', headers, body)
        const text = res.text
        if (res.status === 201 || res.status === 200) {
          latencies.push(performance.now() - started)
          answered++
          return
        }
        if (res.status < 500 && res.status !== 429) throw new Error(`lead ${i}: ${res.status} ${text.slice(0, 200)}`)
      } catch (error) {
        if ((error as Error).message.startsWith('lead ')) throw error
      }
      clientRetries++
      await sleep(300)
    }
  }
  const killer = (async () => {
    for (const at of KILLS_AT) {
      while (answered < at) await sleep(20)
      console.log(`${SIGNAL} to the app at ${answered} answered leads`)
      const code = await app.stop(SIGNAL)
      console.log(`  it exited (${code ?? SIGNAL}); restarting`)
      app = await startApp(Number(PORT), env)
      console.log('  restarted')
    }
  })()
  const started = Date.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < LEADS) await send(next++)
    }),
  )
  await killer
  const submitSeconds = (Date.now() - started) / 1000

  const pool = new pg.Pool({ connectionString: url, max: 2 })
  const count = async (where = '') =>
    Number((await pool.query(`SELECT count(*) FROM lead_inbox WHERE email LIKE $1 ${where}`, [`bench-${RUN}-%`])).rows[0].count)
  const deliveryStarted = Date.now()
  while (Date.now() - deliveryStarted < DELIVERY_TIMEOUT_MS && (await count(`AND delivery_status = 'delivered'`)) < LEADS) await sleep(2000)
  const stored = await count()
  const distinct = Number(
    (await pool.query(`SELECT count(DISTINCT email) FROM lead_inbox WHERE email LIKE $1`, [`bench-${RUN}-%`])).rows[0].count,
  )
  const delivered = await count(`AND delivery_status = 'delivered'`)
  const keys = [...crm.accepted.keys()].filter((k) => k.startsWith('lead-'))
  const repeats = [...crm.accepted.values()].reduce((sum, n) => sum + (n - 1), 0)

  console.log(
    `\nbench:leads kill-test (${LEADS} leads, ${CONCURRENCY} at a time, CRM refusing ${CRM_FAILURE_RATE * 100}% at random, app stopped by ${SIGNAL} twice)`,
  )
  console.log(`  submitted in ${submitSeconds.toFixed(1)} s; client retries while the app was down: ${clientRetries}`)
  console.log(`  stored: ${stored} (distinct shoppers ${distinct}; duplicate leads ${stored - distinct})`)
  console.log(`  delivered (lead marked delivered): ${delivered}; distinct leads the CRM accepted: ${keys.length}`)
  console.log(`  CRM: ${crm.refused()} refusals retried; repeat deliveries of an accepted lead (dropped by Idempotency-Key): ${repeats}`)
  console.log(`  all delivered after ${((Date.now() - deliveryStarted) / 1000).toFixed(0)} s more`)
  console.log(
    `  POST /api/leads latency: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
  )

  await pool.end()
  await app.stop('SIGKILL')
  crm.server.close()
  await dropDatabase(db.adminUrl, name).catch(() => {})
  await db.stop()
  // A drained stop finishes every delivery it started, so nothing reaches the CRM twice; a kill may
  // cut one between the CRM's answer and our record of it (the Idempotency-Key then drops it).
  const ok =
    stored === LEADS && distinct === LEADS && delivered === LEADS && keys.length === LEADS && (SIGNAL !== 'SIGTERM' || repeats === 0)
  process.exit(ok ? 0 : 1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
