// Who owns a dealership shown on several sites. A site owns the dealerships it
// shows unless they are marked as owned by another site; a dealership has at most one owner.
// The owner's tenant admins manage its feed key (and so its uploads) and its feed settings; every
// site showing it sees and manages its reservations.
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { siteDealerships } from './tenant-filter'

export type OwnershipScope = Pick<TenantConfig, 'id' | 'name' | 'slug' | 'inventory'>

const trimmed = (list: readonly string[]) => list.map((d) => d.trim()).filter(Boolean)

/** The dealerships a site owns: those it shows, less those marked as owned by another site. */
export function ownedDealerships(tenant: OwnershipScope): string[] {
  const elsewhere = new Set(trimmed(tenant.inventory.ownedElsewhere))
  return siteDealerships(tenant).filter((d) => !elsewhere.has(d))
}

/** The one site owning a dealership, or null when none does (platform staff manage it then). */
export function dealershipOwner<T extends OwnershipScope>(tenants: readonly T[], dealership: string): T | null {
  const owners = tenants.filter((t) => ownedDealerships(t).includes(dealership))
  return owners.length === 1 ? owners[0] : null
}

/** Why a site's ownership settings cannot be saved beside the other sites', or null. */
export function ownershipProblem(tenant: OwnershipScope, others: readonly OwnershipScope[]): string | null {
  const shown = new Set(siteDealerships(tenant))
  const stray = trimmed(tenant.inventory.ownedElsewhere).find((d) => !shown.has(d))
  if (stray) return `${stray} is marked as owned by another site, but this site does not show it.`
  for (const dealership of ownedDealerships(tenant)) {
    const other = others.find((o) => o.id !== tenant.id && ownedDealerships(o).includes(dealership))
    if (other) {
      return `The dealership ${dealership} is already owned by ${other.name}. A dealership has one owner: mark it as owned by another site on one of the two.`
    }
  }
  return null
}
