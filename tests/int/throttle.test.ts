import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { POST as feedPOST } from '@/src/app/api/feeds/[dealershipSlug]/route'
import { POST as searchPOST } from '@/src/app/api/search/1/indexes/[...path]/route'
import { POST as quotePOST } from '@/src/app/api/youx/quote/route'
import { PLATFORM_ADMIN_EMAIL, editorEmail } from '@/src/demo/site'
import { LOGIN_FAILURE_FLOOR_MS, type PolicyOverrides, type RateLimiter, createRateLimiter, setRateLimiter } from '@/src/lib/rate-limit'
import { TEST_PASSWORD, testPayload } from '../helpers/payload'
import { restClient } from '../helpers/rest'

/**
 * Security finding 5 through the real REST and GraphQL route modules on this run's database:
 * failed logins are throttled per IP and per (account, IP) with 429 + Retry-After, counted in
 * PostgreSQL, never by locking the account, and a failure takes the same time whether or not
 * the e-mail has an account. Each test uses client IPs of its own (X-Forwarded-For, as the
 * route sees it with no proxy in front), so the tests do not count against each other.
 */
let payload: Payload
let config: any
let limiter: RateLimiter
const limiters: RateLimiter[] = []

// The real policies' shape with fewer points, so a test needs few slow (floored) failures.
const POLICY: PolicyOverrides = {
  loginPerIp: { points: 8 },
  loginPerAccountAndIp: { points: 3 },
  search: { points: 3 },
  financeQuote: { points: 2 },
  feedUpload: { points: 2 },
  passwordReset: { points: 3 },
}

function useLimiter(policies: PolicyOverrides): RateLimiter {
  const created = createRateLimiter({ databaseUrl: process.env.DATABASE_URL, policies })
  limiters.push(created)
  setRateLimiter(created)
  return created
}

beforeAll(async () => {
  ;({ payload, config } = await testPayload())
  limiter = useLimiter(POLICY)
})

afterAll(async () => {
  setRateLimiter(null)
  await Promise.all(limiters.map((l) => l.close()))
})

const from = (ip: string) => restClient(config, undefined, { headers: { 'x-forwarded-for': ip } })
const login = (ip: string, email: string, password: string) => from(ip).post('users/login', { email, password })
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now()
  const result = await run()
  return [result, performance.now() - started]
}

test('the users collection counts every login through the throttle hooks', async () => {
  const { clearLoginThrottle, throttleLogin } = await import('@/collections/Users/hooks/throttle-login')
  const { hooks } = payload.collections.users.config
  expect(hooks.beforeOperation, 'collections/Users: hooks.beforeOperation must include throttleLogin').toContain(throttleLogin)
  expect(hooks.afterLogin, 'collections/Users: hooks.afterLogin must include clearLoginThrottle').toContain(clearLoginThrottle)
})

describe('REST login throttling', () => {
  test('after the per-account limit from one IP: 429 with Retry-After, even for the right password', async () => {
    const victim = editorEmail('harbour-city-motors')
    for (let i = 0; i < 3; i++) expect((await login('198.51.100.1', victim, 'wrong-password')).status).toBe(401)
    for (const password of ['wrong-password', TEST_PASSWORD]) {
      const refused = await login('198.51.100.1', victim, password)
      expect(refused.status).toBe(429)
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(15 * 60)
      expect(refused.json.errors[0].message).toBe(`Too many requests. Try again in ${retryAfter} seconds.`)
    }
  })

  test('after the per-IP limit, any e-mail from that IP is refused before Payload is asked', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await login('198.51.100.2', `nobody-${i % 4}@dealer-platform.test`, 'wrong-password')
      expect(res.status, `attempt ${i + 1}`).toBe(401)
    }
    const [refused, ms] = await timed(() => login('198.51.100.2', PLATFORM_ADMIN_EMAIL, TEST_PASSWORD))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(ms, 'a refusal is answered at once, without a password check').toBeLessThan(LOGIN_FAILURE_FLOOR_MS)
    // Another IP is unaffected.
    expect((await login('198.51.100.3', PLATFORM_ADMIN_EMAIL, TEST_PASSWORD)).status).toBe(200)
  })

  test('a successful login clears the account’s failures from that IP; counting starts again from there', async () => {
    const email = editorEmail('red-centre-caravans')
    for (let i = 0; i < 2; i++) expect((await login('198.51.100.4', email, 'wrong-password')).status).toBe(401)
    expect((await login('198.51.100.4', email, TEST_PASSWORD)).status).toBe(200)
    for (let i = 0; i < 3; i++)
      expect((await login('198.51.100.4', email, 'wrong-password')).status, `failure ${i + 1} after the success`).toBe(401)
    expect((await login('198.51.100.4', email, 'wrong-password')).status).toBe(429)
  })
})

describe('lockout is no longer a weapon', () => {
  test('an attacker hammering the platform admin from one IP does not keep the admin out from another, nor from that IP after the cool-down', async () => {
    useLimiter({ ...POLICY, loginPerIp: { points: 8, durationSeconds: 60 }, loginPerAccountAndIp: { points: 3, durationSeconds: 60 } })
    try {
      const attacker = '203.0.113.66'
      for (let i = 0; i < 6; i++) await login(attacker, PLATFORM_ADMIN_EMAIL, `guess-${i}`)
      expect((await login(attacker, PLATFORM_ADMIN_EMAIL, 'guess-again')).status).toBe(429)
      expect((await login('192.0.2.10', PLATFORM_ADMIN_EMAIL, TEST_PASSWORD)).status).toBe(200)
      expect((await login(attacker, PLATFORM_ADMIN_EMAIL, TEST_PASSWORD)).status).toBe(429)
      // The cool-down passes on the clock the limiter reads (Date only; timers and the database run
      // as ever): a window short enough to sleep through could end mid-test on a slow machine.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
      expect((await login(attacker, PLATFORM_ADMIN_EMAIL, TEST_PASSWORD)).status).toBe(200)
    } finally {
      vi.useRealTimers()
      setRateLimiter(limiter)
    }
  })

  test('many failures from many IPs never lock the account', async () => {
    const email = 'lockout-target@dealer-platform.test'
    await payload.create({ collection: 'users', data: { email, password: TEST_PASSWORD, roles: ['platform-admin'] } as never })
    for (let i = 0; i < 8; i++) expect((await login(`198.51.100.${100 + i}`, email, 'wrong-password')).status).toBe(401)
    expect((await login('198.51.100.120', email, TEST_PASSWORD)).status).toBe(200)
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    try {
      // The lockout's columns are gone (migration 20261123_104458): there is no lock to set.
      const { rows } = await db.query(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name IN ('lock_until', 'login_attempts')",
      )
      expect(rows).toEqual([])
    } finally {
      await db.end()
    }
  })
})

describe('no account enumeration by timing', () => {
  test('a failure for an unknown e-mail, a wrong password and a malformed body all take the floor, within 100 ms of each other', async () => {
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      const [k, tk] = await timed(() => login(`198.51.100.${200 + i}`, editorEmail('southern-cross-auto-group'), 'wrong-password'))
      const [u, tu] = await timed(() => login(`198.51.100.${210 + i}`, `nobody-${i}@dealer-platform.test`, 'wrong-password'))
      expect([k.status, u.status]).toEqual([401, 401])
      known.push(tk)
      unknown.push(tu)
    }
    const [malformed, tm] = await timed(() => from('198.51.100.220').post('users/login', '{"email": '))
    expect(malformed.status).toBe(400)
    console.log(
      `login failure, median of 5: known e-mail ${median(known).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms; malformed body ${tm.toFixed(0)} ms`,
    )
    for (const ms of [median(known), median(unknown), tm]) expect(ms).toBeGreaterThanOrEqual(LOGIN_FAILURE_FLOOR_MS - 1)
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100)
  })
})

describe('GraphQL login goes through the same throttle', () => {
  test('loginUser is refused with 429 once the account’s limit from that IP is used up', async () => {
    const email = editorEmail('southern-cross-auto-group')
    const mutation = (password: string) => `mutation { loginUser(email: "${email}", password: "${password}") { token } }`
    for (let i = 0; i < 3; i++) {
      const res = await from('198.51.100.230').graphql(mutation('wrong-password'))
      expect(res.json.errors?.[0]?.extensions?.statusCode).toBe(401)
    }
    const refused = await from('198.51.100.230').graphql(mutation(TEST_PASSWORD))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.json.errors?.[0]?.extensions?.statusCode).toBe(429)
    expect(refused.json.errors?.[0]?.message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/)
    expect((await from('198.51.100.231').graphql(mutation(TEST_PASSWORD))).json.data?.loginUser?.token).toEqual(expect.any(String))
  })
})

describe('password resets are limited per IP (each request may send an e-mail)', () => {
  test('forgot-password: 429 with Retry-After past the limit, other IPs unaffected; reset-password counts too', async () => {
    const email = editorEmail('red-centre-caravans')
    for (let i = 0; i < 3; i++) expect((await from('198.51.100.240').post('users/forgot-password', { email })).status).toBe(200)
    const refused = await from('198.51.100.240').post('users/forgot-password', { email })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await from('198.51.100.241').post('users/forgot-password', { email })).status).toBe(200)
    for (let i = 0; i < 3; i++)
      expect(
        (await from('198.51.100.242').post('users/reset-password', { token: `nope-${i}`, password: 'x-new-password-1' })).status,
      ).toBeLessThan(500)
    expect((await from('198.51.100.242').post('users/reset-password', { token: 'nope', password: 'x-new-password-1' })).status).toBe(429)
  })
})

describe('the limiter counts in PostgreSQL', () => {
  test('two limiters on the same database (two app processes) share one count', async () => {
    const policies: PolicyOverrides = { search: { points: 4, durationSeconds: 60 } }
    const a = createRateLimiter({ databaseUrl: process.env.DATABASE_URL, policies })
    const b = createRateLimiter({ databaseUrl: process.env.DATABASE_URL, policies })
    limiters.push(a, b)
    const key = `two-processes-${Date.now()}`
    for (const l of [a, b, a, b]) expect(await l.limit('search', key)).toEqual({ ok: true })
    const refused = await a.limit('search', key)
    expect(refused.ok).toBe(false)
    expect(await b.limit('search', key)).toMatchObject({ ok: false, retryAfterSeconds: expect.any(Number) })
    // A process started afterwards sees the same count.
    const c = createRateLimiter({ databaseUrl: process.env.DATABASE_URL, policies })
    limiters.push(c)
    expect((await c.peek('search', key)).ok).toBe(false)
    expect((await c.peek('search', `${key}-other`)).ok).toBe(true)
  })

  test('while PostgreSQL cannot be reached, limits still apply, counted in memory', async () => {
    const offline = createRateLimiter({
      databaseUrl: 'postgres://nobody:nothing@127.0.0.1:1/none',
      policies: { search: { points: 2, durationSeconds: 60 } },
    })
    limiters.push(offline)
    expect(await offline.limit('search', 'k')).toEqual({ ok: true })
    expect(await offline.limit('search', 'k')).toEqual({ ok: true })
    expect((await offline.limit('search', 'k')).ok).toBe(false)
  })
})

describe('public endpoints are limited per IP', () => {
  const search = (ip: string) =>
    searchPOST(
      new Request('http://harbour-city-motors.localhost/api/search/1/indexes/*/queries', {
        method: 'POST',
        headers: { host: 'harbour-city-motors.localhost', 'content-type': 'text/plain', 'x-forwarded-for': ip },
        body: JSON.stringify({ requests: [{ indexName: 'cars', hitsPerPage: 1 }] }),
      }),
      { params: Promise.resolve({ path: ['*', 'queries'] }) },
    )

  test('search: 429 with Retry-After past the limit, other IPs unaffected', async () => {
    for (let i = 0; i < 3; i++) expect((await search('198.51.100.240')).status).toBe(200)
    const refused = await search('198.51.100.240')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = await refused.json()
    expect(body).toEqual({ message: `Too many requests. Try again in ${refused.headers.get('retry-after')} seconds.`, status: 429 })
    expect((await search('198.51.100.241')).status).toBe(200)
  })

  test('finance quote and stock feed: counted per IP whatever the answer, then 429 with Retry-After', async () => {
    const post = (url: string, ip: string) =>
      new Request(url, {
        method: 'POST',
        headers: { host: 'harbour-city-motors.localhost', 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: '{}',
      })
    const quote = (ip: string) => quotePOST(post('http://harbour-city-motors.localhost/api/youx/quote', ip))
    const feed = (ip: string) =>
      feedPOST(post('http://localhost/api/feeds/harbour-city-motors', ip), {
        params: Promise.resolve({ dealershipSlug: 'harbour-city-motors' }),
      })
    for (const [send, shape] of [
      [quote, 'error'],
      [feed, 'message'],
    ] as const) {
      for (let i = 0; i < 2; i++) expect((await send('198.51.100.250')).status).not.toBe(429)
      const refused = await send('198.51.100.250')
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await refused.json())[shape]).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/)
      expect((await send('198.51.100.251')).status).not.toBe(429)
    }
  })
})
