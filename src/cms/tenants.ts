import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { insideNextServer } from '@/src/lib/env'
import { cache } from 'react'
import { parseTenantConfig, type TenantConfig } from '@/src/domain/tenant/tenant-config'
import { TAGS } from './cache-tags'
import { payloadClient } from './payload'
import { tenantDocToConfigInput } from './tenant-config-input'
import { logger } from '@/src/lib/logger'

const loadTenantByHost = (host: string) => loadTenant({ 'domains.domain': { equals: host } })

/** A tenant by its id (a payment webhook names the reservation's site; it comes to the platform host). */
export const getTenantById = (id: string) => (/^\d{1,15}$/.test(id) ? loadTenant({ id: { equals: Number(id) } }) : Promise.resolve(null))

async function loadTenant(where: Where): Promise<TenantConfig | null> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'tenants',
    where,
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  const doc = result.docs[0]
  if (!doc) return null
  const parsed = parseTenantConfig(tenantDocToConfigInput(doc as unknown as Record<string, unknown>))
  if (!parsed.ok) {
    // The admin validates on save, so this only happens after a bad manual DB edit.
    logger.error(`Tenant ${doc.slug} has invalid settings: ${parsed.error}`)
    return null
  }
  return parsed.tenant
}

const cachedTenantByHost = (host: string) =>
  unstable_cache(() => loadTenantByHost(host), ['tenant-by-host', host], { tags: [TAGS.tenants], revalidate: 3600 })()

/**
 * The tenant for a normalised host: cached across requests, expired when any tenant changes.
 * Outside a Next server (scripts, int tests calling route handlers) there is no cache to use,
 * so the tenant is read directly.
 */
export const getTenantByHost = cache((host: string) => (insideNextServer ? cachedTenantByHost(host) : loadTenantByHost(host)))

export interface DemoSite {
  name: string
  slug: string
  domain: string
}

/** All dealer sites, for the demo index page on localhost. */
export const listDemoSites = unstable_cache(
  async (): Promise<DemoSite[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'tenants', depth: 0, limit: 100, sort: 'name', overrideAccess: false })
    return docs.map((d) => ({ name: d.name, slug: d.slug, domain: d.domains?.[0]?.domain ?? '' }))
  },
  ['demo-sites'],
  { tags: [TAGS.tenants], revalidate: 3600 },
)
