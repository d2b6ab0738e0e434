import { revalidateTag } from 'next/cache'
import { insideNextServer } from '@/src/lib/env'

/** Every cache tag the site uses, named in one place (DESIGN convention 7). */
export const TAGS = {
  tenants: 'tenants',
  site: (tenantId: number | string) => `site:${tenantId}`,
} as const

/**
 * Expire now rather than stale-while-revalidate, so the editor's next page view already
 * shows the change. Outside a Next server (seed, migrations, tests) there is no cache to
 * expire; inside one a failure is logged: the site would show the old content until the
 * hour's revalidation.
 */
export function expireTag(tag: string) {
  if (!insideNextServer) return
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    console.warn(`Could not revalidate ${tag}:`, error instanceof Error ? error.message : error)
  }
}

export function revalidateTenantList(tenantId: number | string) {
  expireTag(TAGS.tenants)
  expireTag(TAGS.site(tenantId))
}

export function revalidateTenantSite(tenantId: number | string) {
  expireTag(TAGS.site(tenantId))
}
