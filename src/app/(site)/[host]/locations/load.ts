import { notFound } from 'next/navigation'
import { getLocations } from '@/src/cms/locations'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'

/** A visible location of the visited dealer by slug, or the 404 page (another dealer's slug included). */
export async function requireLocation(tenant: TenantConfig, slug: string) {
  const location = (await getLocations(tenant)).find((l) => l.slug === slug && l.visible)
  if (!location) notFound()
  return location
}
