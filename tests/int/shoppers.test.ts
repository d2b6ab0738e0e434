// Shopper sign-in and the watchlist API against the real database, the real search
// index and the offline SMS outbox (codes are read back from its files, as the demo's users do).
import { mkdtemp, readFile, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { type ShopperRouteDeps, createShopperRoutes } from '@/src/api/account'
import { payloadShopperStore } from '@/src/cms/shoppers'
import { getTenantByHost } from '@/src/cms/tenants'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { OTP_RESEND_AFTER_MS, OTP_TTL_MS, normaliseMobile } from '@/src/domain/shoppers/sign-in'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { createRateLimiter } from '@/src/lib/rate-limit'
import { DEVICE_COOKIE, SHOPPER_COOKIE } from '@/src/lib/shopper-session'
import { createOutboxProvider } from '@/src/providers/sms/outbox'
import { findCarBySlug } from '@/src/search/engine'
import { GROUP, HARBOUR, loadDemoStock, visibleTo } from '../helpers/demo-stock'
import { testPayload } from '../helpers/payload'

let outbox: string
let clock = new Date('2026-11-25T01:00:00Z')
let harbour: TenantConfig
let group: TenantConfig
let records: SearchRecord[]
let routes: ReturnType<typeof createShopperRoutes>
let deps: ShopperRouteDeps
const limiter = createRateLimiter()
let sends = 0

const advance = (ms: number) => (clock = new Date(clock.getTime() + ms))

beforeAll(async () => {
  await testPayload()
  ;({ harbour, group, records } = await loadDemoStock())
  outbox = await mkdtemp(path.join(tmpdir(), 'sms-outbox-'))
  const outboxProvider = createOutboxProvider(outbox, () => clock)
  deps = {
    findTenant: getTenantByHost,
    store: payloadShopperStore(),
    sms: {
      ...outboxProvider,
      send: async (message) => {
        sends++
        await outboxProvider.send(message)
      },
    },
    carOnSite: async (tenant, slug, now) => (await findCarBySlug(slug, tenantInventoryFilter(tenant, now))) !== null,
    limiter,
    platformName: 'Dealer Platform',
    demoMode: true,
    now: () => clock,
  }
  routes = createShopperRoutes(deps)
})

type Answer = { status: number; body: any; cookie: string | null }

/** The sign-in cookie this test's browser holds for each site (send-code gives it; codes work only with it). */
const devices = new Map<string, string>()

async function call(
  handler: (request: Request) => Promise<Response>,
  host: string,
  body?: unknown,
  options: { cookie?: string | null; method?: string; type?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { host }
  if (body !== undefined) headers['content-type'] = options.type ?? 'application/json'
  const cookies = [
    options.cookie ? `${SHOPPER_COOKIE}=${options.cookie}` : null,
    devices.has(host) ? `${DEVICE_COOKIE}=${devices.get(host)}` : null,
  ]
  if (cookies.some(Boolean)) headers.cookie = cookies.filter(Boolean).join('; ')
  const response = await handler(
    new Request(`http://${host}/api/x`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  const value = (name: string) => {
    const set = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))
    return set ? set.slice(name.length + 1).split(';')[0] : null
  }
  const device = value(DEVICE_COOKIE)
  if (device) devices.set(host, device)
  return { status: response.status, body: await response.json(), cookie: value(SHOPPER_COOKIE) }
}

/** The code in the newest outbox message to this number. */
async function lastCode(phone: string): Promise<string> {
  const digits = normaliseMobile(phone)!.replace(/\D/g, '')
  const files = (await readdir(outbox)).filter((f) => f.endsWith(`_${digits}.txt`)).sort()
  const text = await readFile(path.join(outbox, files.at(-1)!), 'utf8')
  return /\n\n(\d{6}) is your /.exec(text)![1]
}

async function signIn(host: string, phone: string, extra: Record<string, unknown> = {}): Promise<string> {
  advance(OTP_RESEND_AFTER_MS)
  expect((await call(routes.sendCode, host, { phone_number: phone })).status).toBe(200)
  const verified = await call(routes.verifyCode, host, { phone_number: phone, code: await lastCode(phone), ...extra })
  expect(verified.status).toBe(200)
  expect(verified.cookie).toBeTruthy()
  return verified.cookie!
}

const carOf = (tenant: TenantConfig, n = 0) => records.filter((r) => visibleTo(tenant)(r) && !r.sold)[n]

describe('signing in by phone', () => {
  test('a code goes to the outbox, only its hash is stored, and it signs in once', async () => {
    const sent = await call(routes.sendCode, HARBOUR, { phone_number: '0412 000 001' })
    expect(sent).toMatchObject({ status: 200, body: { sent: true, phone_number: '+61412000001', resend_after: 30, outbox: true } })
    const code = await lastCode('+61412000001')
    const { payload } = await testPayload()
    const rows = await payload.find({ collection: 'shopper-codes', where: { phone: { equals: '+61412000001' } }, overrideAccess: true })
    expect(rows.docs).toHaveLength(1)
    expect(JSON.stringify(rows.docs[0])).not.toContain(code)

    const ok = await call(routes.verifyCode, HARBOUR, { phone_number: '+61 412 000 001', code })
    expect(ok).toMatchObject({ status: 200, body: { signed_in: true, phone_number: '+61412000001' } })
    const me = await call(routes.me, HARBOUR, undefined, { cookie: ok.cookie })
    expect(me.body).toEqual({ signed_in: true, phone_number: '+61412000001', watchlist: [] })

    const again = await call(routes.verifyCode, HARBOUR, { phone_number: '0412000001', code })
    expect(again).toMatchObject({ status: 400, body: { reason: 'no-code' } })
  })

  test('bad numbers and codes are a 400 with the reason; nothing is sent', async () => {
    const before = sends
    expect(await call(routes.sendCode, HARBOUR, { phone_number: '02 9999 0000' })).toMatchObject({
      status: 400,
      body: { error: 'Enter an Australian mobile number, like 0412 345 678.' },
    })
    expect((await call(routes.sendCode, HARBOUR, 'not json')).status).toBe(400)
    expect((await call(routes.sendCode, HARBOUR, ['0412000002'])).status).toBe(400)
    expect((await call(routes.sendCode, HARBOUR, 'phone_number=0412000002', { type: 'application/x-www-form-urlencoded' })).status).toBe(
      415,
    )
    expect((await call(routes.verifyCode, HARBOUR, { phone_number: '0412000002', code: '12' })).status).toBe(400)
    expect(sends).toBe(before)
  })

  test('a second code within 30 seconds is refused with Retry-After', async () => {
    advance(OTP_RESEND_AFTER_MS)
    expect((await call(routes.sendCode, HARBOUR, { phone_number: '0412000003' })).status).toBe(200)
    const soon = await call(routes.sendCode, HARBOUR, { phone_number: '0412000003' })
    expect(soon.status).toBe(429)
    expect(soon.body.error).toMatch(/^Please wait \d+ seconds before sending another code\.$/)
    advance(OTP_RESEND_AFTER_MS)
    expect((await call(routes.sendCode, HARBOUR, { phone_number: '0412000003' })).status).toBe(200)
  })

  test('five wrong codes void the code, so even the right one then fails', async () => {
    advance(OTP_RESEND_AFTER_MS)
    await call(routes.sendCode, HARBOUR, { phone_number: '0412000004' })
    const code = await lastCode('+61412000004')
    const wrong = code === '000000' ? '111111' : '000000'
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await call(routes.verifyCode, HARBOUR, { phone_number: '0412000004', code: wrong }))
    expect(answers.map((a) => a.body.reason)).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'too-many'])
    expect(answers[0].body.error).toBe('That code is not right. You have 4 tries left.')
    const right = await call(routes.verifyCode, HARBOUR, { phone_number: '0412000004', code })
    expect(right).toMatchObject({ status: 400, body: { reason: 'too-many' } })
    expect(right.cookie).toBeNull()
  })

  test('a code older than 5 minutes has expired', async () => {
    advance(OTP_RESEND_AFTER_MS)
    await call(routes.sendCode, HARBOUR, { phone_number: '0412000005' })
    const code = await lastCode('+61412000005')
    advance(OTP_TTL_MS)
    expect(await call(routes.verifyCode, HARBOUR, { phone_number: '0412000005', code })).toMatchObject({
      status: 400,
      body: { reason: 'expired' },
    })
  })

  test('a code sent on one dealer site does not sign in on another', async () => {
    advance(OTP_RESEND_AFTER_MS)
    await call(routes.sendCode, HARBOUR, { phone_number: '0412000006' })
    const code = await lastCode('+61412000006')
    expect(await call(routes.verifyCode, GROUP, { phone_number: '0412000006', code })).toMatchObject({
      status: 400,
      body: { reason: 'no-code' },
    })
  })

  test('a site name that is not safe to text is not texted: the platform is named instead', async () => {
    const phishing = createShopperRoutes({
      ...deps,
      findTenant: async (host) => {
        const tenant = await getTenantByHost(host)
        return tenant && { ...tenant, name: 'Parcel held: pay at evil.example' }
      },
    })
    advance(OTP_RESEND_AFTER_MS)
    expect((await call(phishing.sendCode, HARBOUR, { phone_number: '0412 000 008' })).status).toBe(200)
    const files = (await readdir(outbox)).filter((f) => f.endsWith('_61412000008.txt'))
    const text = await readFile(path.join(outbox, files[0]), 'utf8')
    expect(text).toMatch(/\n\n\d{6} is your Dealer Platform sign-in code\. It expires in 5 minutes\. Do not share it\.\n$/)
    expect(text).not.toContain('evil')
  })

  test('an unknown host is a 404', async () => {
    expect((await call(routes.sendCode, 'nobody.example', { phone_number: '0412000007' })).status).toBe(404)
  })
})

describe('sessions', () => {
  test('a session of one dealer is unknown on another, and a forged one is nobody', async () => {
    const cookie = await signIn(HARBOUR, '0412000010')
    expect((await call(routes.me, HARBOUR, undefined, { cookie })).body.signed_in).toBe(true)
    expect((await call(routes.me, GROUP, undefined, { cookie })).body).toEqual({ signed_in: false })
    const [body, signature] = cookie.split('.')
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), s: '1' })).toString('base64url')
    expect((await call(routes.me, HARBOUR, undefined, { cookie: `${forged}.${signature}` })).body).toEqual({ signed_in: false })
  })

  test('the same number on two dealer sites is two shoppers', async () => {
    await signIn(HARBOUR, '0412000011')
    await signIn(GROUP, '0412000011')
    const { payload } = await testPayload()
    const rows = await payload.find({
      collection: 'shoppers',
      where: { phone: { equals: '+61412000011' } },
      overrideAccess: true,
      depth: 0,
    })
    expect(rows.docs.map((d) => String(d.tenant)).sort()).toEqual([String(harbour.id), String(group.id)].sort())
  })

  test('signing out ends every session of the shopper', async () => {
    const first = await signIn(HARBOUR, '0412000012')
    const second = await signIn(HARBOUR, '0412000012')
    const out = await call(routes.signOut, HARBOUR, {}, { cookie: first })
    expect(out.status).toBe(200)
    expect((await call(routes.me, HARBOUR, undefined, { cookie: first })).body.signed_in).toBe(false)
    expect((await call(routes.me, HARBOUR, undefined, { cookie: second })).body.signed_in).toBe(false)
  })
})

describe('the watchlist API', () => {
  test('anonymous → 401 with the sign-in address; another phone → 403; nothing written', async () => {
    const car = carOf(harbour)
    const anonymous = await call(routes.saveCar, HARBOUR, { phone_number: '0412000020', car_id: car.slug })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.sign_in).toBe(
      `/sign-in?type=watchlist&redirect=%2Fcars%2F${car.slug}&back=%2Fcars%2F${car.slug}&car_id=${car.slug}`,
    )
    const cookie = await signIn(HARBOUR, '0412000020')
    const other = await call(routes.saveCar, HARBOUR, { phone_number: '0412000099', car_id: car.slug }, { cookie })
    expect(other).toMatchObject({ status: 403, body: { error: 'This phone number is not the one you signed in with.' } })
    expect((await call(routes.me, HARBOUR, undefined, { cookie })).body.watchlist).toEqual([])
  })

  test('save and remove are idempotent and answer { success: true }', async () => {
    const cookie = await signIn(HARBOUR, '0412000021')
    const [a, b] = [carOf(harbour, 0), carOf(harbour, 1)]
    const save = (slug: string) => call(routes.saveCar, HARBOUR, { phone_number: '0412 000 021', car_id: slug }, { cookie })
    expect(await save(a.slug)).toMatchObject({ status: 200, body: { success: true } })
    expect(await save(a.slug)).toMatchObject({ status: 200, body: { success: true } })
    await Promise.all([save(b.slug), save(b.slug), save(b.slug)])
    expect((await call(routes.me, HARBOUR, undefined, { cookie })).body.watchlist).toEqual([b.slug, a.slug])
    const remove = (slug: string) => call(routes.removeCar, HARBOUR, { phone_number: '+61412000021', car_id: slug }, { cookie })
    expect(await remove(a.slug)).toMatchObject({ status: 200, body: { success: true } })
    expect(await remove(a.slug)).toMatchObject({ status: 200, body: { success: true } })
    expect((await call(routes.me, HARBOUR, undefined, { cookie })).body.watchlist).toEqual([b.slug])
  })

  test("another dealer's car cannot be saved; a bad car id is a 400", async () => {
    const cookie = await signIn(HARBOUR, '0412000022')
    const foreign = records.find((r) => visibleTo(group)(r) && !visibleTo(harbour)(r))!
    const answer = await call(routes.saveCar, HARBOUR, { phone_number: '0412000022', car_id: foreign.slug }, { cookie })
    expect(answer).toMatchObject({ status: 404, body: { error: 'This car is no longer listed on this site.' } })
    for (const car_id of [42, '../etc', '', null, 'x'.repeat(500)])
      expect((await call(routes.saveCar, HARBOUR, { phone_number: '0412000022', car_id }, { cookie })).status).toBe(400)
    expect((await call(routes.me, HARBOUR, undefined, { cookie })).body.watchlist).toEqual([])
  })

  test("favourites join the watchlist at sign-in (this site's cars only)", async () => {
    const foreign = records.find((r) => visibleTo(group)(r) && !visibleTo(harbour)(r))!
    const own = carOf(harbour, 2)
    const cookie = await signIn(HARBOUR, '0412000023', { favourites: [own.slug, foreign.slug, 42, own.slug] })
    expect((await call(routes.me, HARBOUR, undefined, { cookie })).body.watchlist).toEqual([own.slug])
  })

  test('deleting the account removes the shopper and their watchlist, and ends the session', async () => {
    const cookie = await signIn(HARBOUR, '0412000024')
    await call(routes.saveCar, HARBOUR, { phone_number: '0412000024', car_id: carOf(harbour).slug }, { cookie })
    const { payload } = await testPayload()
    const shopper = (await payload.find({ collection: 'shoppers', where: { phone: { equals: '+61412000024' } }, overrideAccess: true }))
      .docs[0]
    const entries = { collection: 'watchlist-entries' as const, where: { shopper: { equals: shopper.id } }, overrideAccess: true }
    expect((await payload.count(entries)).totalDocs).toBe(1)
    expect((await call(routes.deleteAccount, HARBOUR, {}, { cookie })).status).toBe(400)
    const deleted = await call(routes.deleteAccount, HARBOUR, { confirm: true }, { cookie })
    expect(deleted.status).toBe(200)
    expect((await call(routes.me, HARBOUR, undefined, { cookie })).body.signed_in).toBe(false)
    expect(
      (await payload.count({ collection: 'shoppers', where: { phone: { equals: '+61412000024' } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    expect((await payload.count(entries)).totalDocs).toBe(0)
  })
})
