// The signed-in shopper of a page request, from the site's session cookie, and the
// gate for pages that need one: an anonymous visitor goes to /sign-in with the page as target.
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { type ShopperRecord, sessionShopper } from '@/src/api/account'
import { shopperStore } from '@/src/cms/shoppers'
import { signInHref } from '@/src/domain/shoppers/sign-in'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { SHOPPER_COOKIE } from '@/src/lib/shopper-session'

export async function signedInShopper(tenant: TenantConfig): Promise<ShopperRecord | null> {
  const jar = await cookies()
  return sessionShopper(jar.get(SHOPPER_COOKIE)?.value ?? null, tenant, shopperStore)
}

/** The shopper, or a redirect to sign in and come back to `path` (a gated route). */
export async function requireShopper(tenant: TenantConfig, type: string, path: string, back = '/'): Promise<ShopperRecord> {
  const shopper = await signedInShopper(tenant)
  if (!shopper) redirect(signInHref(type, path, back))
  return shopper
}
