import { revalidateTag } from 'next/cache'

/** Every cache tag the site uses, named in one place (DESIGN convention 7). */
export const TAGS = {
  tenants: 'tenants',
  site: (tenantId: number | string) => `site:${tenantId}`,
} as const

/**
 * Expire now rather than stale-while-revalidate, so the editor's next page view already
 * shows the change. Outside a Next server (seed, migrations, tests) there is no cache to
 * expire and Next throws; that case is expected and ignored.
 */
export function expireTag(tag: string) {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (!(error instanceof Error) || !/static generation store|outside a request|Invariant/i.test(error.message)) {
      console.warn(`Could not revalidate ${tag}:`, error)
    }
  }
}

export function revalidateTenantList(tenantId: number | string) {
  expireTag(TAGS.tenants)
  expireTag(TAGS.site(tenantId))
}

export function revalidateTenantSite(tenantId: number | string) {
  expireTag(TAGS.site(tenantId))
}
