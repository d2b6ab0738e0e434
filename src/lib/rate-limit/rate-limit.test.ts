import { describe, expect, test } from 'vitest'
import type { RateLimiter } from './limiter'
import { countLeadFromAddress } from './lead'
import { beginAttempt, beginLoginAttempt, waitForFloor } from './login'
import { POLICIES, type PolicyName, resolvePolicies } from './policies'
import { tooManyRequests } from './response'

describe('tooManyRequests', () => {
  test.each([
    ['site', { error: 'Too many requests. Try again in 42 seconds.' }],
    ['protocol', { message: 'Too many requests. Try again in 42 seconds.', status: 429 }],
    ['payload', { errors: [{ message: 'Too many requests. Try again in 42 seconds.' }] }],
  ] as const)('%s: 429 with Retry-After and the body that API uses', async (shape, body) => {
    const res = tooManyRequests({ retryAfterSeconds: 42 }, shape)
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('42')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual(body)
  })
})

describe('policies', () => {
  test('tests may shorten a window without touching the others', () => {
    const p = resolvePolicies({ loginPerAccountAndIp: { durationSeconds: 2 } })
    expect(p.loginPerAccountAndIp).toEqual({ ...POLICIES.loginPerAccountAndIp, durationSeconds: 2 })
    expect(p.loginPerIp).toEqual(POLICIES.loginPerIp)
  })

  test('every policy has its own key prefix', () => {
    const names = Object.values(POLICIES).map((p) => p.name)
    expect(new Set(names).size).toBe(names.length)
  })
})

/** A counting limiter in memory, to check what the login and lead throttles count and give back. */
function fakeLimiter(points: Partial<Record<PolicyName, number>>) {
  const counts = new Map<string, number>()
  const id = (p: PolicyName, k: string) => `${p}|${k}`
  const limiter: RateLimiter = {
    policies: resolvePolicies(),
    async limit(p, k) {
      const n = (counts.get(id(p, k)) ?? 0) + 1
      counts.set(id(p, k), n)
      return n > (points[p] ?? Infinity) ? { ok: false, retryAfterSeconds: 60 } : { ok: true }
    },
    async peek() {
      return { ok: true }
    },
    async refund(p, k) {
      counts.set(id(p, k), Math.max(0, (counts.get(id(p, k)) ?? 0) - 1))
    },
    async reset(p, k) {
      counts.delete(id(p, k))
    },
    async close() {},
  }
  return { limiter, count: (p: PolicyName, k: string) => counts.get(id(p, k)) ?? 0 }
}

describe('beginLoginAttempt', () => {
  const who = { ip: '203.0.113.9', email: 'Owner@Dealer.test ' }

  test('counts every attempt per IP and per (e-mail, IP), refusing past either limit', async () => {
    const { limiter } = fakeLimiter({ loginPerAccountAndIp: 2 })
    expect((await beginLoginAttempt(limiter, who)).ok).toBe(true)
    expect((await beginLoginAttempt(limiter, { ...who, email: 'owner@dealer.test' })).ok).toBe(true)
    expect(await beginLoginAttempt(limiter, who)).toEqual({ ok: false, retryAfterSeconds: 60 })
    expect((await beginLoginAttempt(limiter, { ...who, ip: '198.51.100.1' })).ok).toBe(true)
  })

  test('a success gives the IP its attempt back and clears the account’s count', async () => {
    const { limiter, count } = fakeLimiter({})
    await beginLoginAttempt(limiter, who)
    const attempt = await beginLoginAttempt(limiter, who)
    if (!attempt.ok) throw new Error('refused')
    await attempt.succeeded()
    expect(count('loginPerIp', who.ip)).toBe(1)
    expect(count('loginPerAccountAndIp', `owner@dealer.test\n${who.ip}`)).toBe(0)
  })

  test('an IP out of attempts is refused without counting the account', async () => {
    const { limiter, count } = fakeLimiter({ loginPerIp: 0 })
    expect((await beginLoginAttempt(limiter, who)).ok).toBe(false)
    expect(count('loginPerAccountAndIp', `owner@dealer.test\n${who.ip}`)).toBe(0)
  })
})

describe('countLeadFromAddress', () => {
  const victim = { site: '7', email: 'Victim@Example.com ', ip: '203.0.113.9' }

  test("refuses only the (address, IP) pair past its share; the address's owner elsewhere is never refused", async () => {
    const { limiter } = fakeLimiter({ leadPerAddressAndIp: 2, leadPerAddress: 100 })
    expect(await countLeadFromAddress(limiter, victim)).toEqual({ ok: true, hold: false })
    expect(await countLeadFromAddress(limiter, { ...victim, email: 'victim@example.com' })).toEqual({ ok: true, hold: false })
    expect(await countLeadFromAddress(limiter, victim)).toEqual({ ok: false, retryAfterSeconds: 60 })
    expect(await countLeadFromAddress(limiter, { ...victim, ip: '198.51.100.1' })).toEqual({ ok: true, hold: false })
    // Another site's counts are its own.
    expect(await countLeadFromAddress(limiter, { ...victim, site: '8' })).toEqual({ ok: true, hold: false })
  })

  test('past the address share from all IPs together, leads are held, not refused; a refused pair is not counted for the address', async () => {
    const { limiter, count } = fakeLimiter({ leadPerAddressAndIp: 1, leadPerAddress: 2 })
    const from = (ip: string) => countLeadFromAddress(limiter, { ...victim, ip })
    expect([await from('192.0.2.1'), await from('192.0.2.2')]).toEqual([
      { ok: true, hold: false },
      { ok: true, hold: false },
    ])
    expect((await from('192.0.2.1')).ok).toBe(false)
    expect(count('leadPerAddress', '7\nvictim@example.com')).toBe(2)
    expect([await from('192.0.2.3'), await from('198.51.100.9')]).toEqual([
      { ok: true, hold: true },
      { ok: true, hold: true },
    ])
  })
})

describe('beginAttempt with other policies (shopper sign-in codes)', () => {
  const policies = { perIp: 'signInVerifyPerIp', perAccountAndIp: 'signInVerifyPerNumberAndIp' } as const
  const who = { ip: '203.0.113.9', account: '3:+61412345678' }

  test('counts under the given policies only; another IP is not refused; a success clears the number from this IP', async () => {
    const { limiter, count } = fakeLimiter({ signInVerifyPerNumberAndIp: 1 })
    expect((await beginAttempt(limiter, policies, who)).ok).toBe(true)
    expect((await beginAttempt(limiter, policies, who)).ok).toBe(false)
    expect(count('loginPerIp', who.ip)).toBe(0)
    const elsewhere = await beginAttempt(limiter, policies, { ...who, ip: '198.51.100.7' })
    if (!elsewhere.ok) throw new Error('the owner elsewhere was refused')
    await elsewhere.succeeded()
    expect(count('signInVerifyPerNumberAndIp', `${who.account}\n198.51.100.7`)).toBe(0)
    expect(count('signInVerifyPerIp', '198.51.100.7')).toBe(0)
  })
})

test('waitForFloor waits out the rest of the floor only', async () => {
  const started = performance.now()
  await waitForFloor(started - 30, 80)
  const waited = performance.now() - started
  expect(waited).toBeGreaterThanOrEqual(45)
  expect(waited).toBeLessThan(80)
})
