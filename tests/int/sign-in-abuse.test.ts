// Shopper sign-in under attack, through the real route module (rate limits counted in this run's
// PostgreSQL, codes read back from the offline SMS outbox). Each browser is a cookie jar with a
// client IP of its own, so the limits counted per IP are the ones an attacker at that address
// meets.
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { POST } from '@/src/app/api/account/[action]/route'
import { OTP_MAX_TRIES, OTP_RESEND_AFTER_MS, normaliseMobile } from '@/src/domain/shoppers/sign-in'
import { smsSettings } from '@/src/lib/env'
import { POLICIES } from '@/src/lib/rate-limit/policies'
import { testPool } from '../helpers/fuzz'
import { GROUP, HARBOUR } from '../helpers/demo-stock'
import { testPayload } from '../helpers/payload'

const RED_CENTRE = 'red-centre-caravans.localhost'
const outbox = smsSettings().outboxDir
let pool: ReturnType<typeof testPool>

beforeAll(async () => {
  await testPayload()
  pool = testPool()
})

afterAll(async () => {
  await pool?.end()
})

afterEach(() => {
  vi.useRealTimers()
})

/** A browser: its client IP and the cookies the site set in it. */
interface Browser {
  ip: string
  cookies: Map<string, string>
}

const browser = (ip: string): Browser => ({ ip, cookies: new Map() })

type Answer = { status: number; body: any }

async function call(who: Browser, host: string, action: string, body: unknown): Promise<Answer> {
  const cookie = [...who.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const response = await POST(
    new Request(`http://${host}/api/account/${action}`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', 'x-forwarded-for': who.ip, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ action }) },
  )
  for (const set of response.headers.getSetCookie()) {
    const [pair, ...attributes] = set.split(';')
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]
    if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) who.cookies.delete(name)
    else who.cookies.set(name, value)
  }
  return { status: response.status, body: await response.json() }
}

const sendCode = (who: Browser, phone: string, host = HARBOUR) => call(who, host, 'send-code', { phone_number: phone })
const verify = (who: Browser, phone: string, code: string, host = HARBOUR) => call(who, host, 'verify-code', { phone_number: phone, code })

/** The texts sent to a number so far, oldest first. */
async function textsTo(phone: string): Promise<string[]> {
  const digits = normaliseMobile(phone)!.replace(/\D/g, '')
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(`_${digits}.txt`)).sort()
  return Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')))
}

async function lastCode(phone: string): Promise<string> {
  return /\n\n(\d{6}) is your /.exec((await textsTo(phone)).at(-1)!)![1]
}

const otherThan = (code: string, n = 0) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0')

async function storedCodes(phone: string) {
  const { rows } = await pool.query<{ attempts: string; used: boolean | null }>(
    'SELECT attempts, used FROM public.shopper_codes WHERE phone = $1',
    [normaliseMobile(phone)],
  )
  return rows.map((r) => ({ attempts: Number(r.attempts), used: Boolean(r.used) }))
}

describe('an attacker cannot lock the owner out (item 10)', () => {
  test('an attacker at IP A burns every limit it can for a number; the owner at IP B still gets a code and signs in', async () => {
    const phone = '0412 072 010'
    const attacker = browser('203.0.113.10')
    const sent = []
    for (let i = 0; i < 8; i++) sent.push((await sendCode(attacker, phone)).status)
    expect(sent.filter((s) => s === 429).length, 'the attacker is limited').toBeGreaterThan(0)
    const guesses = []
    for (let i = 0; i < 15; i++) guesses.push(await verify(attacker, phone, String(100_000 + i)))
    expect(guesses.every((g) => g.status === 400 || g.status === 429)).toBe(true)
    expect(guesses.at(-1)!.status, 'the attacker is refused at last').toBe(429)

    const owner = browser('198.51.100.10')
    const ownSend = await sendCode(owner, phone)
    expect(ownSend).toMatchObject({ status: 200, body: { sent: true } })
    const code = await lastCode(phone)
    // The attacker keeps hammering while the text is on its way, from its own address and a fresh one.
    const elsewhere = browser('203.0.113.11')
    for (let i = 0; i < 6; i++) {
      await verify(attacker, phone, otherThan(code, i))
      await verify(elsewhere, phone, otherThan(code, i))
    }
    expect((await sendCode(elsewhere, phone)).status).toBe(200)
    const signedIn = await verify(owner, phone, code)
    expect(signedIn).toMatchObject({ status: 200, body: { signed_in: true, phone_number: normaliseMobile(phone) } })
  })

  test('the attacker’s own address stays limited: it gets 5 codes for a number an hour, however it sheds its cookies', async () => {
    const phone = '0412 072 011'
    const attacker = browser('203.0.113.12')
    const statuses = []
    // A fresh cookie jar each time, as an attacker dropping cookies would send.
    for (let i = 0; i < POLICIES.signInCodePerNumberAndIp.points + 2; i++)
      statuses.push((await sendCode(browser('203.0.113.12'), phone)).status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(POLICIES.signInCodePerNumberAndIp.points)
    expect(statuses.at(-1)).toBe(429)
    const refused = await sendCode(attacker, phone)
    expect(refused.status).toBe(429)
    expect(refused.body.error).toMatch(/^Please wait \d+ seconds before sending another code\.$/)
  })
})

describe('5 tries per code, atomically (item 16)', () => {
  test('20 parallel wrong guesses against one code count at most 5, and the code is dead', async () => {
    const phone = '0412 072 016'
    const owner = browser('198.51.100.16')
    expect((await sendCode(owner, phone)).status).toBe(200)
    const code = await lastCode(phone)
    // One browser's cookies, 20 addresses: the per-IP limits are not what answers.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verify({ ...owner, ip: `198.51.101.${i + 1}` }, phone, otherThan(code, i))),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(400))
    expect(answers.filter((a) => a.body.reason === 'wrong').length).toBeLessThanOrEqual(OTP_MAX_TRIES - 1)
    expect(answers.every((a) => a.body.reason === 'wrong' || a.body.reason === 'too-many')).toBe(true)
    expect(await storedCodes(phone)).toEqual([{ attempts: OTP_MAX_TRIES, used: false }])
    expect(await verify(owner, phone, code)).toMatchObject({ status: 400, body: { reason: 'too-many' } })
  })

  test('a right code signs in once, even when sent five times at once', async () => {
    const phone = '0412 072 017'
    const owner = browser('198.51.100.17')
    expect((await sendCode(owner, phone)).status).toBe(200)
    const code = await lastCode(phone)
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => verify({ ...owner, ip: `198.51.102.${i + 1}` }, phone, code)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.reason)).toEqual(Array(4).fill('no-code'))
  })
})

describe('codes only where shoppers can sign in, and a number is not flooded (item 12)', () => {
  test('a site without shopper accounts sends no code and stores nothing', async () => {
    const phone = '0412 072 012'
    const answer = await sendCode(browser('198.51.100.12'), phone, RED_CENTRE)
    expect(answer).toMatchObject({ status: 404, body: { error: 'This site does not offer sign-in.' } })
    expect(await textsTo(phone)).toEqual([])
    expect(await storedCodes(phone)).toEqual([])
    expect((await verify(browser('198.51.100.12'), phone, '123456', RED_CENTRE)).status).toBe(404)
  })

  test('one number gets at most the platform-wide ceiling of codes, whichever sites and addresses ask', async () => {
    const phone = '0412 072 013'
    let now = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now })
    const statuses = []
    for (let i = 0; i < 12; i++) {
      // Past every per-browser wait, within one window of the ceiling.
      now += OTP_RESEND_AFTER_MS + 1_000
      vi.setSystemTime(now)
      statuses.push((await sendCode(browser(`198.51.103.${i + 1}`), phone, i % 2 ? GROUP : HARBOUR)).status)
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(POLICIES.signInCodePerNumber.points)
    expect(await textsTo(phone)).toHaveLength(POLICIES.signInCodePerNumber.points)
  })
})
