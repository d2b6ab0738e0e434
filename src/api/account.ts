// Shopper sign-in and watchlist routes (issue 13; spec 2 §2 /sign-in, §6 roles, §7 watchlist
// calls). Every route answers for the visited host's dealer only: a shopper of one dealer is
// unknown on another. Bodies are small JSON objects (a cross-site form cannot send JSON without
// a preflight, and the session cookie is SameSite=Lax, so none of these can be forged from
// another site). The storage is behind ShopperStore (src/cms/shoppers.ts).
import { randomInt } from 'node:crypto'
import {
  type CodeChallenge,
  OTP_LENGTH,
  OTP_RESEND_AFTER_MS,
  OTP_TTL_MS,
  SIGN_IN_TEXT,
  codeMessage,
  displayMobile,
  judgeCode,
  newChallenge,
  normaliseCode,
  normaliseMobile,
  resendWaitSeconds,
  safeRedirectPath,
  signInHref,
} from '@/src/domain/shoppers/sign-in'
import { isCarSlug } from '@/src/domain/navigation/slug'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { errorResponse, readJsonBody } from '@/src/lib/api-errors'
import type { LimitResult } from '@/src/lib/rate-limit/limiter'
import {
  clearedSessionCookie,
  hashCode,
  sameHash,
  sessionCookie,
  shopperCookieOf,
  signShopperSession,
  verifyShopperSession,
} from '@/src/lib/shopper-session'
import type { SmsProvider } from '@/src/providers/sms/types'
import { type FindTenant, tenantFromRequest } from './tenant-request'

export interface StoredChallenge extends CodeChallenge {
  codeHash: string
}

export interface ShopperRecord {
  id: string
  phone: string
  version: number
}

export interface ShopperStore {
  challenge(tenant: TenantConfig, phone: string): Promise<StoredChallenge | null>
  /** Replaces the number's challenge with a new code (one per number and site). */
  saveChallenge(tenant: TenantConfig, phone: string, challenge: StoredChallenge): Promise<void>
  updateChallenge(tenant: TenantConfig, phone: string, change: { attempts?: number; used?: boolean }): Promise<void>
  clearChallenge(tenant: TenantConfig, phone: string): Promise<void>
  /** The shopper with this number on this site, created on first sign-in; lastSignInAt set. */
  signIn(tenant: TenantConfig, phone: string, now: Date): Promise<ShopperRecord>
  shopper(tenant: TenantConfig, id: string): Promise<ShopperRecord | null>
  /** Ends every session of the shopper (signing out, or the account is deleted). */
  endSessions(tenant: TenantConfig, id: string): Promise<void>
  deleteShopper(tenant: TenantConfig, id: string): Promise<void>
  /** Saved car slugs, newest first. */
  watchlist(tenant: TenantConfig, shopperId: string): Promise<string[]>
  /** Idempotent: a car already saved stays saved once. */
  saveCar(tenant: TenantConfig, shopperId: string, slug: string): Promise<void>
  /** Idempotent: removing a car that is not saved is fine. */
  removeCar(tenant: TenantConfig, shopperId: string, slug: string): Promise<void>
}

export interface ShopperRouteDeps {
  findTenant: FindTenant
  store: ShopperStore
  sms: SmsProvider
  /** Whether this car is on the visited site (inside its stock filter). */
  carOnSite(tenant: TenantConfig, slug: string, now: Date): Promise<boolean>
  /** Counts against a rate-limit policy; the route answers 429 when refused. */
  limit(policy: 'signInCodePerNumber' | 'signInVerifyPerNumber', key: string): Promise<LimitResult>
  /** Demo mode shows where the offline outbox writes codes; never in production. */
  demoMode: boolean
  now(): Date
  /** A fresh code; injectable for tests. */
  newCode?(): string
}

export const ACCOUNT_BODY_LIMIT = 4_000
/** At most this many favourites are merged into the watchlist at sign-in. */
export const MAX_MERGED_FAVOURITES = 50
const SIGNED_OUT = 'Sign in with your mobile number first.'
const WRONG_PHONE = 'This phone number is not the one you signed in with.'
const CAR_GONE = 'This car is no longer listed on this site.'
const FAILED = 'Something went wrong on our side. Please try again.'

const json = (body: Record<string, unknown>, init: { status?: number; cookie?: string } = {}) => {
  const headers = new Headers({ 'cache-control': 'no-store' })
  if (init.cookie) headers.set('set-cookie', init.cookie)
  return Response.json(body, { status: init.status ?? 200, headers })
}

const refusal = (result: { retryAfterSeconds: number }, message: string) => {
  const response = errorResponse('too-many', message)
  response.headers.set('retry-after', String(result.retryAfterSeconds))
  return response
}

const defaultCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')

type Parsed = { ok: true; tenant: TenantConfig; body: Record<string, unknown> } | { ok: false; response: Response }

async function siteAndBody(request: Request, deps: ShopperRouteDeps, needsBody = true): Promise<Parsed> {
  const site = await tenantFromRequest(request, deps.findTenant)
  if (!site.ok) return site
  if (!needsBody) return { ok: true, tenant: site.tenant, body: {} }
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (type !== 'application/json') return { ok: false, response: errorResponse('unsupported-media', 'Send the request as JSON.') }
  const body = await readJsonBody(request, ACCOUNT_BODY_LIMIT)
  if (!body.ok) return body
  if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
    return { ok: false, response: errorResponse('bad-request', 'The request body must be a JSON object.') }
  }
  return { ok: true, tenant: site.tenant, body: body.value as Record<string, unknown> }
}

/** The signed-in shopper of this site, or null (no cookie, a forged or old one, another site's). */
export async function sessionShopper(
  cookie: string | null,
  tenant: TenantConfig,
  store: Pick<ShopperStore, 'shopper'>,
  now = Date.now(),
): Promise<ShopperRecord | null> {
  const claims = verifyShopperSession(cookie, now)
  if (!claims || claims.tenant !== String(tenant.id)) return null
  const shopper = await store.shopper(tenant, claims.shopper)
  return shopper && shopper.version === claims.version ? shopper : null
}

export function createShopperRoutes(deps: ShopperRouteDeps) {
  const newCode = deps.newCode ?? defaultCode
  const guard =
    (log: string, handler: (request: Request) => Promise<Response>) =>
    async (request: Request): Promise<Response> => {
      try {
        return await handler(request)
      } catch (error) {
        console.error(log, error)
        return errorResponse('unavailable', FAILED)
      }
    }

  /** POST /api/account/send-code { phone_number }: texts a 6-digit code to an Australian mobile. */
  const sendCode = guard('Sending a sign-in code failed', async (request) => {
    const parsed = await siteAndBody(request, deps)
    if (!parsed.ok) return parsed.response
    const { tenant, body } = parsed
    const phone = normaliseMobile(body.phone_number)
    if (!phone) return errorResponse('bad-request', SIGN_IN_TEXT.badPhone)
    const now = deps.now()
    const wait = resendWaitSeconds(await deps.store.challenge(tenant, phone), now)
    if (wait > 0) return refusal({ retryAfterSeconds: wait }, SIGN_IN_TEXT.resendWait(wait))
    const limited = await deps.limit('signInCodePerNumber', `${tenant.id}:${phone}`)
    if (!limited.ok) return refusal(limited, SIGN_IN_TEXT.resendWait(limited.retryAfterSeconds))
    const code = newCode()
    await deps.store.saveChallenge(tenant, phone, { ...newChallenge(now), codeHash: hashCode(String(tenant.id), phone, code) })
    try {
      await deps.sms.send({ to: phone, body: codeMessage(code, tenant.name), tag: 'sign-in-code' })
    } catch (error) {
      console.error('The SMS provider did not take a sign-in code', error)
      await deps.store.clearChallenge(tenant, phone)
      return errorResponse('unavailable', SIGN_IN_TEXT.sendFailed)
    }
    return json({
      sent: true,
      phone_number: phone,
      message: SIGN_IN_TEXT.sent(displayMobile(phone)),
      resend_after: OTP_RESEND_AFTER_MS / 1000,
      expires_in: OTP_TTL_MS / 1000,
      ...(deps.demoMode && deps.sms.offline ? { outbox: true } : {}),
    })
  })

  /** POST /api/account/verify-code { phone_number, code, favourites? }: signs in on this site. */
  const verifyCode = guard('Checking a sign-in code failed', async (request) => {
    const parsed = await siteAndBody(request, deps)
    if (!parsed.ok) return parsed.response
    const { tenant, body } = parsed
    const phone = normaliseMobile(body.phone_number)
    if (!phone) return errorResponse('bad-request', SIGN_IN_TEXT.badPhone)
    const code = normaliseCode(body.code)
    if (!code) return errorResponse('bad-request', SIGN_IN_TEXT.badCode)
    const limited = await deps.limit('signInVerifyPerNumber', `${tenant.id}:${phone}`)
    if (!limited.ok) return refusal(limited, SIGN_IN_TEXT.tooManyTries)
    const now = deps.now()
    const challenge = await deps.store.challenge(tenant, phone)
    const matches = challenge ? sameHash(challenge.codeHash, hashCode(String(tenant.id), phone, code)) : false
    const verdict = judgeCode(challenge, matches, now)
    if (!verdict.ok) {
      if (verdict.reason === 'wrong' || verdict.reason === 'too-many')
        await deps.store.updateChallenge(tenant, phone, { attempts: verdict.attempts })
      return errorResponse('bad-request', verdict.message, { details: { reason: verdict.reason } })
    }
    await deps.store.updateChallenge(tenant, phone, { used: true })
    const shopper = await deps.store.signIn(tenant, phone, now)
    const merged = await mergeFavourites(tenant, shopper.id, body.favourites, now)
    const token = signShopperSession({ shopper: shopper.id, tenant: String(tenant.id), version: shopper.version }, now.getTime())
    return json({ signed_in: true, phone_number: phone, merged }, { cookie: sessionCookie(token) })
  })

  /** Favourites kept in the browser join the watchlist at sign-in (cars still on this site only). */
  async function mergeFavourites(tenant: TenantConfig, shopperId: string, raw: unknown, now: Date): Promise<number> {
    if (!Array.isArray(raw)) return 0
    const slugs = [...new Set(raw.filter((s): s is string => typeof s === 'string' && isCarSlug(s)))].slice(0, MAX_MERGED_FAVOURITES)
    let merged = 0
    for (const slug of slugs) {
      if (!(await deps.carOnSite(tenant, slug, now))) continue
      await deps.store.saveCar(tenant, shopperId, slug)
      merged++
    }
    return merged
  }

  /** GET /api/account/me: who is signed in on this site, and their watchlist. */
  const me = guard('Reading the signed-in shopper failed', async (request) => {
    const parsed = await siteAndBody(request, deps, false)
    if (!parsed.ok) return parsed.response
    const shopper = await sessionShopper(shopperCookieOf(request.headers), parsed.tenant, deps.store, deps.now().getTime())
    if (!shopper) return json({ signed_in: false })
    return json({ signed_in: true, phone_number: shopper.phone, watchlist: await deps.store.watchlist(parsed.tenant, shopper.id) })
  })

  /** POST /api/account/sign-out: ends the session here and on every other device. */
  const signOut = guard('Signing a shopper out failed', async (request) => {
    const parsed = await siteAndBody(request, deps, false)
    if (!parsed.ok) return parsed.response
    const shopper = await sessionShopper(shopperCookieOf(request.headers), parsed.tenant, deps.store, deps.now().getTime())
    if (shopper) await deps.store.endSessions(parsed.tenant, shopper.id)
    return json({ signed_in: false }, { cookie: clearedSessionCookie })
  })

  /** POST /api/account/delete-account { confirm: true }: deletes the shopper and their watchlist. */
  const deleteAccount = guard('Deleting a shopper account failed', async (request) => {
    const parsed = await siteAndBody(request, deps)
    if (!parsed.ok) return parsed.response
    if (parsed.body.confirm !== true) return errorResponse('bad-request', 'Confirm that you want to delete your account.')
    const shopper = await sessionShopper(shopperCookieOf(request.headers), parsed.tenant, deps.store, deps.now().getTime())
    if (!shopper) return errorResponse('unauthorized', SIGNED_OUT)
    await deps.store.deleteShopper(parsed.tenant, shopper.id)
    return json({ deleted: true }, { cookie: clearedSessionCookie })
  })

  /** POST /api/watchlist/save-car and remove-car { phone_number, car_id } (spec 2 §7). */
  const watchlistCall = (action: 'save' | 'remove') =>
    guard(`Watchlist ${action} failed`, async (request) => {
      const parsed = await siteAndBody(request, deps)
      if (!parsed.ok) return parsed.response
      const { tenant, body } = parsed
      const slug = body.car_id
      if (typeof slug !== 'string' || !isCarSlug(slug)) return errorResponse('bad-request', 'car_id must be a car on this site.')
      const shopper = await sessionShopper(shopperCookieOf(request.headers), tenant, deps.store, deps.now().getTime())
      if (!shopper) {
        const back = safeRedirectPath(`/cars/${slug}`)
        return errorResponse('unauthorized', SIGNED_OUT, { details: { sign_in: `${signInHref('watchlist', back, back)}&car_id=${slug}` } })
      }
      if (normaliseMobile(body.phone_number) !== shopper.phone) return errorResponse('forbidden', WRONG_PHONE)
      if (action === 'save') {
        if (!(await deps.carOnSite(tenant, slug, deps.now()))) return errorResponse('not-found', CAR_GONE)
        await deps.store.saveCar(tenant, shopper.id, slug)
      } else {
        await deps.store.removeCar(tenant, shopper.id, slug)
      }
      return json({ success: true })
    })

  return { sendCode, verifyCode, me, signOut, deleteAccount, saveCar: watchlistCall('save'), removeCar: watchlistCall('remove') }
}
