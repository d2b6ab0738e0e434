// Shopper sign-in and watchlist routes. Every route answers for the visited host's dealer only: a
// shopper of one dealer is unknown on another. Bodies are small JSON objects (a cross-site form
// cannot send JSON without a preflight, and the session cookie is SameSite=Lax, so none of these
// can be forged from another site). The storage is behind ShopperStore (src/cms/shoppers.ts).
import { isCarSlug } from '@/src/domain/navigation/slug'
import { type CodeChallenge, normaliseMobile, safeRedirectPath, signInHref } from '@/src/domain/shoppers/sign-in'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { errorResponse } from '@/src/lib/api-errors'
import type { RateLimiter } from '@/src/lib/rate-limit'
import { clearedSessionCookie, shopperCookieOf, verifyShopperSession } from '@/src/lib/shopper-session'
import type { SmsProvider } from '@/src/providers/sms/types'
import { createCodeRoutes } from './sign-in-codes'
import { guarded, json, siteAndBody } from './shopper-request'
import type { FindTenant } from '@/src/lib/tenant-request'

export interface StoredChallenge extends CodeChallenge {
  codeHash: string
}

export interface ShopperRecord {
  id: string
  phone: string
  version: number
}

/** One try at a code, counted: which try it was, and the code's hash to compare with. */
export interface CountedTry {
  id: string
  attempt: number
  codeHash: string
}

/**
 * Storage of shoppers and their codes. A code is kept per number, site and browser (`device`,
 * the hash of the browser's sign-in nonce), so one browser's codes and tries never touch another's.
 */
export interface ShopperStore {
  challenge(tenant: TenantConfig, phone: string, device: string): Promise<StoredChallenge | null>
  /** Replaces this browser's code for the number; the number's expired codes on this site go. */
  saveChallenge(tenant: TenantConfig, phone: string, device: string, challenge: StoredChallenge): Promise<void>
  /**
   * Counts a try at this browser's code in one statement, only while the code takes tries (not
   * used, fewer than OTP_MAX_TRIES, not expired at `now`); null when it does not.
   */
  claimTry(tenant: TenantConfig, phone: string, device: string, now: Date): Promise<CountedTry | null>
  /** Marks a code used; false when another try used it first (a code signs in once). */
  useCode(id: string): Promise<boolean>
  clearChallenge(tenant: TenantConfig, phone: string, device: string): Promise<void>
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
  /** Counts codes sent and tried (src/lib/rate-limit policies); the route answers 429 when refused. */
  limiter: RateLimiter
  /** Who a text message names when the site's own name is not safe to text (the platform's brand). */
  platformName: string
  /** Demo mode shows where the offline outbox writes codes; never in production. */
  demoMode: boolean
  now(): Date
  /** A fresh code; injectable for tests. */
  newCode?(): string
}

/** At most this many favourites are merged into the watchlist at sign-in. */
export const MAX_MERGED_FAVOURITES = 50
const SIGNED_OUT = 'Sign in with your mobile number first.'
const WRONG_PHONE = 'This phone number is not the one you signed in with.'
const CAR_GONE = 'This car is no longer listed on this site.'

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
  const { sendCode, verifyCode } = createCodeRoutes(deps, (tenant, shopperId, body) =>
    mergeFavourites(tenant, shopperId, body.favourites, deps.now()),
  )

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
  const me = guarded('Reading the signed-in shopper failed', async (request) => {
    const parsed = await siteAndBody(request, deps.findTenant, { body: false })
    if (!parsed.ok) return parsed.response
    const shopper = await sessionShopper(shopperCookieOf(request.headers), parsed.tenant, deps.store, deps.now().getTime())
    if (!shopper) return json({ signed_in: false })
    return json({ signed_in: true, phone_number: shopper.phone, watchlist: await deps.store.watchlist(parsed.tenant, shopper.id) })
  })

  /** POST /api/account/sign-out: ends the session here and on every other device. */
  const signOut = guarded('Signing a shopper out failed', async (request) => {
    const parsed = await siteAndBody(request, deps.findTenant, { body: false })
    if (!parsed.ok) return parsed.response
    const shopper = await sessionShopper(shopperCookieOf(request.headers), parsed.tenant, deps.store, deps.now().getTime())
    if (shopper) await deps.store.endSessions(parsed.tenant, shopper.id)
    return json({ signed_in: false }, { cookie: clearedSessionCookie })
  })

  /** POST /api/account/delete-account { confirm: true }: deletes the shopper and their watchlist. */
  const deleteAccount = guarded('Deleting a shopper account failed', async (request) => {
    const parsed = await siteAndBody(request, deps.findTenant)
    if (!parsed.ok) return parsed.response
    if (parsed.body.confirm !== true) return errorResponse('bad-request', 'Confirm that you want to delete your account.')
    const shopper = await sessionShopper(shopperCookieOf(request.headers), parsed.tenant, deps.store, deps.now().getTime())
    if (!shopper) return errorResponse('unauthorized', SIGNED_OUT)
    await deps.store.deleteShopper(parsed.tenant, shopper.id)
    return json({ deleted: true }, { cookie: clearedSessionCookie })
  })

  /** POST /api/watchlist/save-car and remove-car { phone_number, car_id }. */
  const watchlistCall = (action: 'save' | 'remove') =>
    guarded(`Watchlist ${action} failed`, async (request) => {
      const parsed = await siteAndBody(request, deps.findTenant)
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
