import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { editorEmail } from '@/src/demo/site'
import { request as httpRequest } from 'node:http'
import { type AppProcess, httpCall, startApp } from '../helpers/app-process'
import { TEST_PASSWORD, testPayload } from '../helpers/payload'

/**
 * Two production app processes of one build on one PostgreSQL and one Redis, as behind a load
 * balancer: what one process does, the other sees. Each process is a real `npm start`
 * on the built app; requests go to one or the other by port.
 */
const HCM = 'harbour-city-motors.localhost'
const PLATFORM = 'localhost'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const scratch = mkdtempSync(path.join(tmpdir(), 'dealer-scale-'))
const mailDir = path.join(scratch, 'mail')
const smsDir = path.join(scratch, 'sms')

let a: AppProcess
let b: AppProcess
let editorToken: string
let appEnv: NodeJS.ProcessEnv

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls until `check` holds, up to `ms`; resolves with how long it took, or throws. */
async function within(ms: number, check: () => Promise<boolean>, what: string): Promise<number> {
  const started = Date.now()
  while (Date.now() - started <= ms) {
    if (await check()) return Date.now() - started
    await sleep(100)
  }
  throw new Error(`${what}: not within ${ms} ms`)
}

beforeAll(async () => {
  await testPayload() // migrates and seeds this run's database with the demo dealers
  appEnv = {
    ...process.env,
    NODE_ENV: 'production' as const,
    DEMO_MODE: 'true',
    PAYLOAD_SECRET: 'scale-test-secret-0123456789abcdef',
    REDIS_URL,
    REDIS_KEY_PREFIX: `dealer-scale-${process.pid}-${Date.now()}:`,
    LEAD_MAIL_DIR: mailDir,
    SMS_OUTBOX_DIR: smsDir,
    // The test plays the load balancer: X-Forwarded-For names the client.
    TRUSTED_PROXY_HOPS: '1',
  }
  ;[a, b] = await Promise.all([startApp(3301, appEnv), startApp(3302, appEnv)])
  const login = await httpCall(a.port, {
    method: 'POST',
    path: '/api/users/login',
    host: PLATFORM,
    body: { email: editorEmail('harbour-city-motors'), password: TEST_PASSWORD },
  })
  editorToken = login.json().token
}, 400_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
})

async function setTagline(through: AppProcess, tagline: string) {
  const auth = { authorization: `JWT ${editorToken}` }
  const list = await httpCall(through.port, { path: '/api/site-settings?limit=1&depth=0', host: PLATFORM, headers: auth })
  const settings = list.json().docs[0]
  const saved = await httpCall(through.port, {
    method: 'PATCH',
    path: `/api/site-settings/${settings.id}`,
    host: PLATFORM,
    headers: auth,
    body: { copy: { ...settings.copy, tagline } },
  })
  expect(saved.status, saved.text).toBe(200)
}

const homeShows = async (app: AppProcess, text: string) => (await httpCall(app.port, { path: '/', host: HCM })).text.includes(text)

describe('two app processes on one database and Redis', () => {
  test('both are ready, and say the shared cache answers', async () => {
    for (const app of [a, b]) {
      const ready = await httpCall(app.port, { path: '/api/ready', host: HCM })
      expect(ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', search: 'ready', cache: 'ok', process: 'serving' },
      })
    }
  })

  test.each([
    ['published through one, read through the other', () => [a, b] as const],
    ['and the other way round', () => [b, a] as const],
  ])('a site-settings change %s within 2 s', async (_name, pair) => {
    const [writer, reader] = pair()
    const before = `Tagline before ${randomUUID()}`
    await setTagline(writer, before)
    await within(2000, () => homeShows(reader, before), 'the reader shows the first text')
    // Both processes now hold the page's settings in the shared cache; the edit must expire them for both.
    expect(await homeShows(writer, before)).toBe(true)
    const after = `Tagline after ${randomUUID()}`
    await setTagline(writer, after)
    const took = await within(2000, () => homeShows(reader, after), 'the other process shows the published change')
    console.log(`the other process showed the change after ${took} ms`)
    expect(await homeShows(writer, after)).toBe(true)
  })

  test('a lead stored through one process is delivered once', async () => {
    const email = `scale-${randomUUID()}@example.com`
    const sent = await httpCall(a.port, {
      method: 'POST',
      path: '/api/leads',
      host: HCM,
      headers: { 'idempotency-key': randomUUID(), 'x-forwarded-for': '198.51.100.20' },
      body: {
        form: 'contact',
        name: 'Scale',
        last_name: 'Tester',
        email,
        phone: '0412 345 678',
        postcode: '2000',
        message: 'Two processes, one lead',
        started_at: String(Date.now() - 60_000),
      },
    })
    expect(sent.status, sent.text).toBe(201)
    const delivered = () =>
      (existsSync(mailDir) ? readdirSync(mailDir, { withFileTypes: true }) : [])
        .filter((f) => f.isFile() && f.name.endsWith('.eml'))
        .filter((f) => readFileSync(path.join(mailDir, f.name), 'utf8').includes(email))
    await within(30_000, async () => delivered().length > 0, 'the dealer got the lead')
    // Both processes run deliveries; give the other one time to (wrongly) send it again.
    await sleep(5000)
    expect(delivered()).toHaveLength(1)
  })

  test('one reservation wins across both', async () => {
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    const { rows } = await db.query<{ slug: string }>(
      `SELECT _record->>'slug' AS slug FROM inventory.vehicles
       WHERE _record->>'dealership_slug' = 'harbour-city-motors' AND _record->>'status' = 'in_stock'
         AND (_record->>'price')::numeric > 1000 AND coalesce(_record->>'reserved', 'false') = 'false'
       ORDER BY _object_id LIMIT 1`,
    )
    await db.end()
    const reserve = (app: AppProcess, n: number) =>
      httpCall(app.port, {
        method: 'POST',
        path: '/api/reserve',
        host: HCM,
        headers: { 'idempotency-key': randomUUID(), 'x-forwarded-for': `198.51.100.${30 + n}` },
        body: {
          car_id: rows[0].slug,
          name: 'Racer',
          last_name: `Number ${n}`,
          email: `racer-${n}-${randomUUID()}@example.com`,
          phone: `041${n}${String(Date.now()).slice(-6)}`,
          postcode: '2000',
        },
      })
    const answers = await Promise.all([reserve(a, 1), reserve(b, 2), reserve(a, 3), reserve(b, 4)])
    const statuses = answers.map((r) => r.status).sort()
    expect(
      statuses.filter((s) => s === 202),
      JSON.stringify(answers.map((r) => r.text)),
    ).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(3)

    // The winner pays on the demo payment page served by the other process: the page's signed
    // session needs no memory of the process that opened it.
    const won = answers.findIndex((r) => r.status === 202)
    const other = won % 2 === 0 ? b : a
    const page = new URL((answers[won].json() as { redirect: string }).redirect)
    const paid = await httpCall(other.port, {
      method: 'POST',
      path: page.pathname,
      host: HCM,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.39' },
      body: new URLSearchParams({ session: page.searchParams.get('session')!, outcome: 'pay' }).toString(),
    })
    expect(paid.status, paid.text).toBe(303)
    const check = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await check.connect()
    const reservation = await check.query<{ status: string }>('SELECT status::text FROM reservations WHERE id = $1', [
      Number((answers[won].json() as { reservation: string }).reservation),
    ])
    await check.end()
    expect(reservation.rows[0].status).toBe('reserved')
  })

  test('a shopper signed in through one process is signed in on the other', async () => {
    const phone = '0412 777 001'
    const xff = { 'x-forwarded-for': '198.51.100.40' }
    const asked = await httpCall(a.port, {
      method: 'POST',
      path: '/api/account/send-code',
      host: HCM,
      headers: xff,
      body: { phone_number: phone },
    })
    expect(asked.status, asked.text).toBe(200)
    const device = String(asked.headers['set-cookie']).split(';')[0]
    await within(
      10_000,
      async () => existsSync(smsDir) && readdirSync(smsDir).some((f) => f.endsWith('_61412777001.txt')),
      'the code was texted',
    )
    const file = readdirSync(smsDir).find((f) => f.endsWith('_61412777001.txt'))!
    const code = /\b(\d{6})\b/.exec(readFileSync(path.join(smsDir, file), 'utf8'))![1]
    const verified = await httpCall(a.port, {
      method: 'POST',
      path: '/api/account/verify-code',
      host: HCM,
      headers: { ...xff, cookie: device },
      body: { phone_number: phone, code },
    })
    expect(verified.status, verified.text).toBe(200)
    const session = ([] as string[])
      .concat(verified.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ')
    const me = await httpCall(b.port, { path: '/api/account/me', host: HCM, headers: { ...xff, cookie: session } })
    expect(me.json()).toMatchObject({ signed_in: true })
  })

  test('a rate limit counts requests to both processes together', async () => {
    // Sign-in codes: 10 per 15 minutes per IP. Alternate the processes, a new number each time.
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const answer = await httpCall((i % 2 ? b : a).port, {
        method: 'POST',
        path: '/api/account/send-code',
        host: HCM,
        headers: { 'x-forwarded-for': '198.51.100.50' },
        body: { phone_number: `0412 888 ${String(100 + i)}` },
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  test('a process stopped with SIGTERM finishes the lead in flight, takes nothing new, and exits 0', async () => {
    const c = await startApp(3303, appEnv)
    const email = `draining-${randomUUID()}@example.com`
    const body = JSON.stringify({
      form: 'contact',
      name: 'Drain',
      last_name: 'Tester',
      email,
      phone: '0412 345 678',
      postcode: '2000',
      message: 'Sent while the process stops',
      started_at: String(Date.now() - 60_000),
    })
    // The lead's body arrives in two halves, with the SIGTERM in between: the request is in flight.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: c.port,
          path: '/api/leads',
          method: 'POST',
          headers: {
            host: HCM,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'idempotency-key': randomUUID(),
            'x-forwarded-for': '198.51.100.60',
          },
        },
        (res) => {
          let text = ''
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', reject)
      req.write(body.slice(0, 40))
      setTimeout(async () => {
        const exit = c.stop('SIGTERM')
        // Longer than the old 3-second cut-off: the process must wait for the request, not a clock.
        await sleep(4000)
        // Stopping: a new connection is refused (the load balancer sends it to the other process).
        await expect(fetch(`http://127.0.0.1:${c.port}/api/health`)).rejects.toThrow()
        req.end(body.slice(40))
        exitCode = await exit
      }, 300)
    })
    let exitCode: number | null = -1
    const { status, text } = await answer
    expect(status, text).toBe(201)
    await within(30_000, async () => exitCode !== -1, 'the process exited')
    expect(exitCode).toBe(0)
    expect(c.output()).toMatch(/SIGTERM: draining[\s\S]*Stopped after [\d.]+ s: everything in flight finished/)
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    const stored = await db.query('SELECT count(*)::int AS n FROM lead_inbox WHERE email = $1', [email])
    await db.end()
    expect(stored.rows[0].n).toBe(1)
  })
})
