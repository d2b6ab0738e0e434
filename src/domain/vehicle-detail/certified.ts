// The certified pre-owned block of a car page: one make per site (Inventory tab), the car marked
// certified, not sold, and the certified switch on, as for the badge on search cards. Its points
// are the dealer's own copy (Labels and wording); the default is the programme's claims.
import { type TagTenant, isCertifiedOfMake } from '@/src/domain/inventory/tag-banner'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import type { DetailCar } from './car'

/** What certified pre-owned cars come with, until the dealer writes its own. */
export const DEFAULT_CERTIFIED_POINTS = ['90-point inspection', 'One-year backed warranty'] as const

export interface CertifiedBlock {
  heading: string
  points: string[]
}

type CertifiedCar = Pick<DetailCar, 'make' | 'certified' | 'car_type' | 'status' | 'sold'>

export type CertifiedTenant = TagTenant & { labels: Pick<TenantConfig['labels'], 'certifiedPoints'> }

export function certifiedBlock(car: CertifiedCar, tenant: CertifiedTenant): CertifiedBlock | null {
  if (!isCertifiedOfMake(car, tenant)) return null
  return {
    heading: `${(car.make ?? '').trim()} Certified Pre-Owned`,
    points: tenant.labels.certifiedPoints.map((p) => p.trim()).filter((p) => p !== ''),
  }
}
