import type { Payload } from 'payload'
import { type AccessUser, canAdministerTenant, canEditTenant, isPlatformAdmin } from '@/collections/_access/predicates'
import { dealershipOwner, ownedDealerships } from '@/src/domain/inventory/dealership-ownership'
import { siteDealerships } from '@/src/domain/inventory/tenant-filter'
import { TENANT_DEFAULTS, type TenantConfig, parseTenantConfig } from '@/src/domain/tenant/tenant-config'
import { SEGMENT_SLUG } from '@/src/domain/navigation/slug'
import { errorResponse } from '@/src/lib/api-errors'
import { payloadClient } from './payload'
import { sitesShowing } from './stock-scopes'
import { tenantDocToConfigInput } from './tenant-config-input'

export interface FeedDealership {
  slug: string
  /** This site owns the dealership's feed; otherwise another site does. */
  owned: boolean
  /** May issue the feed key (and so decide who uploads): the owner's tenant admins, platform staff. */
  canManageKey: boolean
  /** May confirm a held run's sales: the owner's staff, platform staff. */
  canConfirm: boolean
}

export interface FeedSite {
  tenantId: number | string
  name: string
  dealerships: FeedDealership[]
}

const configOf = (doc: unknown): TenantConfig | null => {
  const parsed = parseTenantConfig(tenantDocToConfigInput(doc as Record<string, unknown>, { logoOptional: true }))
  return parsed.ok ? parsed.tenant : null
}

/** The dealer sites (and their dealerships' feeds) this staff member may see in the admin. */
export async function feedSitesFor(payload: Payload, user: AccessUser): Promise<FeedSite[]> {
  const { docs } = await payload.find({
    collection: 'tenants',
    user: user as never,
    overrideAccess: false,
    depth: 0,
    limit: 200,
    sort: 'name',
  })
  const platform = isPlatformAdmin(user)
  return docs
    .filter((d) => canEditTenant(user, d.id))
    .flatMap((doc) => {
      const tenant = configOf(doc)
      if (!tenant) return []
      const owned = new Set(ownedDealerships(tenant))
      const dealerships = siteDealerships(tenant).map((slug) => ({
        slug,
        owned: owned.has(slug),
        canManageKey: platform || (owned.has(slug) && canAdministerTenant(user, doc.id)),
        canConfirm: platform || owned.has(slug),
      }))
      return [{ tenantId: doc.id, name: doc.name, dealerships }]
    })
}

/** The feed settings a dealership's imports use: its owning site's, or the defaults. */
export async function feedSettingsOf(dealership: string): Promise<TenantConfig['feed']> {
  const payload = await payloadClient()
  const owner = dealershipOwner(await sitesShowing(payload, dealership), dealership)
  if (!owner) return TENANT_DEFAULTS.feed
  const doc = await payload.findByID({ collection: 'tenants', id: owner.id, depth: 0, overrideAccess: true })
  return configOf(doc)?.feed ?? TENANT_DEFAULTS.feed
}

type FeedAction = 'manage-key' | 'confirm'

/**
 * Whether the user may act on a dealership's feed. Platform staff may for any dealership a site
 * shows; otherwise only the one owning site's tenant admins (keys) or staff (confirmations).
 */
async function mayActOnFeed(user: AccessUser, dealership: string, action: FeedAction): Promise<boolean> {
  const sites = await sitesShowing(await payloadClient(), dealership)
  if (sites.length === 0) return false
  if (isPlatformAdmin(user)) return true
  const owner = dealershipOwner(sites, dealership)
  if (!owner) return false
  return action === 'manage-key' ? canAdministerTenant(user, owner.id) : canEditTenant(user, owner.id)
}

/** The signed-in staff user of a request (admin cookie or JWT), or null. */
async function staffUserOf(request: Request): Promise<AccessUser | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  return (user as unknown as AccessUser | null) ?? null
}

const REFUSED: Record<FeedAction, string> = {
  'manage-key': 'Only a tenant admin of the site that owns this dealership can change its feed key.',
  confirm: 'Only staff of the site that owns this dealership can confirm its feed.',
}

export type FeedActor = { ok: true; user: AccessUser & { email?: string } } | { ok: false; response: Response }

/** Who may act on a dealership's feed from this request: signed in (401), a real slug (404), permitted (403). */
export async function feedActor(request: Request, dealership: string, action: FeedAction): Promise<FeedActor> {
  const user = await staffUserOf(request)
  if (!user) return { ok: false, response: errorResponse('unauthorized', 'Sign in to manage stock feeds.') }
  if (!SEGMENT_SLUG.test(dealership)) return { ok: false, response: errorResponse('not-found', 'Unknown dealership.') }
  if (!(await mayActOnFeed(user, dealership, action))) return { ok: false, response: errorResponse('forbidden', REFUSED[action]) }
  return { ok: true, user }
}
